import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml
} from "./chunk-IDRD5DGF.mjs";
import {
  InputError,
  describeError,
  isWorkspaceRelative
} from "./chunk-XYRXFBOL.mjs";
import {
  AssetReader
} from "./chunk-AEVWO6C7.mjs";
import {
  OutsideError,
  realPathInside
} from "./chunk-THS4KDNM.mjs";
import {
  error,
  info
} from "./chunk-6OBSVC5H.mjs";
import {
  loadOptions
} from "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-DSSGHHDM.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-EDIHRLEA.mjs";
import "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import {
  NotFoundError
} from "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/plan/template-file.ts
init_esm_shims();
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
function slugOfFile(file) {
  const name = path.basename(file).replace(/\.[^.]*$/, "");
  return name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
}
async function resolveTemplateFile(input, slugInput, workspace) {
  if (!isWorkspaceRelative(input)) {
    throw new InputError(
      `Input template-file: ${JSON.stringify(input)} must be relative to the workspace and must not contain "..".`
    );
  }
  const label = path.normalize(input).split(path.sep).join("/");
  let real;
  try {
    real = await realPathInside(workspace, input);
    if (!(await stat(real)).isFile()) throw new InputError(`Input template-file: ${label} is not a file.`);
  } catch (error2) {
    if (error2 instanceof InputError) throw error2;
    throw new InputError(
      error2 instanceof OutsideError ? `Input template-file: ${label} resolves outside the workspace, so it is not read.` : `Input template-file: ${label} was not found in the workspace.`
    );
  }
  const slug = slugInput || slugOfFile(label);
  const { templateSlugSchema, TEMPLATE_SLUG_RULE } = await loadOptions();
  if (!templateSlugSchema.safeParse(slug).success) {
    throw new InputError(
      slugInput ? `Input template-slug ${TEMPLATE_SLUG_RULE} (got ${JSON.stringify(slugInput)}).` : `Input template-file: no slug can be made from the name ${JSON.stringify(path.basename(label))}; set template-slug (it ${TEMPLATE_SLUG_RULE}).`
    );
  }
  return { slug, file: { path: real, label } };
}
async function readTemplateFile(file, inputs) {
  const html = await readFile(file.path, "utf8");
  if (html.trim() === "") throw new InputError(`Input template-file: ${file.label} is empty.`);
  return inputs.inlineAssets ? inlineHtml(html, file.path, new AssetReader(inputs.workspace)) : html;
}
async function storeTemplate(client, slug, file, content, secrets) {
  try {
    try {
      await client.templates.update(slug, { content });
      info(`Updated the stored template ${slug} from ${file.label}.`);
    } catch (error2) {
      if (!(error2 instanceof NotFoundError)) throw error2;
      await client.templates.create({ slug, name: file.label, content });
      info(`Created the stored template ${slug} from ${file.label}.`);
    }
  } catch (error2) {
    const message = `The template file ${file.label} could not be stored as ${slug}: ${describeError(error2, secrets)}`;
    error(message, { title: "Doc Convert: template not stored", file: file.label });
    throw new Error(message);
  }
}
export {
  readTemplateFile,
  resolveTemplateFile,
  slugOfFile,
  storeTemplate
};
