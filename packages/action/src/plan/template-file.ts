// The `template-file` input: an HTML template of the repository, stored on the service under a slug before
// the documents are generated from it. The slug is `template-slug`, or else the file's name without its
// extension (`templates/invoice.html` → `invoice`), other characters than letters, digits, "-" and "_" made
// "-". Its local stylesheets, images, fonts and scripts are inlined as in an HTML source (`inline-assets`),
// since the service renders the stored template where the repository cannot be seen; `{{expressions}}`
// are left for the service to fill. Storing updates the template (PUT), and creates it when the service
// answers that the slug is unknown (404): one request on every run but the first. Loaded only for this input.
import * as core from '@actions/core';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocConvert } from 'doc-convert';
import { NotFoundError, loadOptions } from '@doc-convert/core';
import { AssetReader } from '../inline/assets';
import { OutsideError, realPathInside } from '../inputs/confine';
import { inlineHtml } from '../inline/inline-html';
import {
  describeError,
  InputError,
  isWorkspaceRelative,
  type ActionInputs,
  type TemplateFile,
} from '../types';

/** `templates/Invoice 2026.html` → `Invoice-2026`; empty when nothing of the name can be kept. */
export function slugOfFile(file: string): string {
  const name = path.basename(file).replace(/\.[^.]*$/, '');
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Checks the input's file (inside the workspace, a file) and the slug it will be stored under. */
export async function resolveTemplateFile(
  input: string,
  slugInput: string,
  workspace: string,
): Promise<{ slug: string; file: TemplateFile }> {
  if (!isWorkspaceRelative(input)) {
    throw new InputError(
      `Input template-file: ${JSON.stringify(input)} must be relative to the workspace and must not contain "..".`,
    );
  }
  const label = path.normalize(input).split(path.sep).join('/');
  let real: string;
  try {
    real = await realPathInside(workspace, input);
    if (!(await stat(real)).isFile()) throw new InputError(`Input template-file: ${label} is not a file.`);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(
      error instanceof OutsideError
        ? `Input template-file: ${label} resolves outside the workspace, so it is not read.`
        : `Input template-file: ${label} was not found in the workspace.`,
    );
  }

  const slug = slugInput || slugOfFile(label);
  const { templateSlugSchema, TEMPLATE_SLUG_RULE } = await loadOptions();
  if (!templateSlugSchema.safeParse(slug).success) {
    throw new InputError(
      slugInput
        ? `Input template-slug ${TEMPLATE_SLUG_RULE} (got ${JSON.stringify(slugInput)}).`
        : `Input template-file: no slug can be made from the name ${JSON.stringify(path.basename(label))}; ` +
            `set template-slug (it ${TEMPLATE_SLUG_RULE}).`,
    );
  }
  return { slug, file: { path: real, label } };
}

/** The template's HTML as it will be stored: local assets inlined unless `inline-assets` is false. */
export async function readTemplateFile(file: TemplateFile, inputs: ActionInputs): Promise<string> {
  const html = await readFile(file.path, 'utf8');
  if (html.trim() === '') throw new InputError(`Input template-file: ${file.label} is empty.`);
  return inputs.inlineAssets ? inlineHtml(html, file.path, new AssetReader(inputs.workspace)) : html;
}

/** Stores the template file's content under its slug; a failure is annotated on the file and thrown. */
export async function storeTemplate(
  client: DocConvert,
  slug: string,
  file: TemplateFile,
  content: string,
  secrets: ReadonlyArray<string | undefined>,
): Promise<void> {
  try {
    try {
      await client.templates.update(slug, { content });
      core.info(`Updated the stored template ${slug} from ${file.label}.`);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // Named after the file, so the account's list of templates tells where each came from.
      await client.templates.create({ slug, name: file.label, content });
      core.info(`Created the stored template ${slug} from ${file.label}.`);
    }
  } catch (error) {
    const message = `The template file ${file.label} could not be stored as ${slug}: ${describeError(error, secrets)}`;
    core.error(message, { title: 'Doc Convert: template not stored', file: file.label });
    throw new Error(message);
  }
}
