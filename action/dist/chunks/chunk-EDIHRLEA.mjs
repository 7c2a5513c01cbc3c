import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  IDENTITY,
  Lexer,
  PdfDict,
  PdfName,
  PdfOperator,
  PdfRef,
  PdfStream,
  PdfString,
  isDict,
  isName,
  isNumber,
  isRegular,
  isWhitespace,
  multiply,
  utf8Binary
} from "./chunk-YWVD4SEJ.mjs";
import {
  escapeAttributeValue
} from "./chunk-WWTW7HAD.mjs";
import {
  decodeHTML
} from "./chunk-XBNICBML.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/outline/html.ts
init_esm_shims();

// packages/core/src/html/index.ts
init_esm_shims();
var decodeEntities = (text) => decodeHTML(text);
var TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
function htmlTitle(html) {
  const match = TITLE.exec(html);
  const title = match ? decodeEntities(match[1]).replace(/\s+/g, " ").trim() : "";
  return title || void 0;
}

// packages/core/src/outline/html.ts
var RAW_TEXT = /* @__PURE__ */ new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "textarea",
  "title"
]);
var HEADING = /^h([1-6])$/;
function readTag(html, start) {
  const nameMatch = /^<\/?([A-Za-z][^\s/>]*)/.exec(html.slice(start, start + 64));
  if (!nameMatch) return void 0;
  const name = nameMatch[1].toLowerCase();
  const nameEnd = start + nameMatch[0].length;
  const attributes = /* @__PURE__ */ new Map();
  let i = nameEnd;
  const n = html.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(html[i])) i++;
    if (i >= n || html[i] === ">") break;
    const attrStart = i;
    while (i < n && !/[\s/>=]/.test(html[i])) i++;
    if (i === attrStart) i++;
    const attr = html.slice(attrStart, i).toLowerCase();
    while (i < n && /\s/.test(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < n && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < n && !/[\s>]/.test(html[i])) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(attr)) attributes.set(attr, decodeEntities(value));
  }
  return { name, attributes, end: Math.min(n, i + 1), nameEnd };
}
var isSymbolOnly = (text) => !/[\p{L}\p{N}]/u.test(text);
var collapse = (text) => text.replace(/\s+/g, " ").trim();
function scan(html) {
  const headings = [];
  const ids = /* @__PURE__ */ new Set();
  let bodyEnd;
  let templates = 0;
  let open;
  const text = (chunk) => {
    if (!open || templates > 0 || chunk === "") return;
    const decoded = decodeEntities(chunk);
    if (open.link !== void 0) open.link += decoded;
    else open.text += decoded;
  };
  const close = () => {
    if (!open) return;
    if (open.link !== void 0 && !isSymbolOnly(open.link)) open.text += open.link;
    const title = collapse(open.text) || collapse(open.alt);
    headings.push({ level: open.level, title, id: open.id, contentAt: open.contentAt, hidden: open.hidden });
    open = void 0;
  };
  const n = html.length;
  for (let i = 0; i < n; ) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    i = lt;
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const next = html[i + 1];
    if (next === "!" || next === "?") {
      const cdata = html.startsWith("<![CDATA[", i);
      const end = html.indexOf(cdata ? "]]>" : ">", i + 2);
      i = end < 0 ? n : end + (cdata ? 3 : 1);
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      text("<");
      i++;
      continue;
    }
    const isEnd = next === "/";
    const start = i;
    i = tag.end;
    const level = HEADING.exec(tag.name)?.[1];
    if (isEnd) {
      if (level) close();
      else if (tag.name === "template") templates = Math.max(0, templates - 1);
      else if (tag.name === "body") bodyEnd = start;
      else if (tag.name === "a" && open?.link !== void 0) {
        if (!isSymbolOnly(open.link)) open.text += open.link;
        open.link = void 0;
      }
      continue;
    }
    const id = tag.attributes.get("id");
    if (id) ids.add(id);
    if (tag.name === "a" && tag.attributes.get("name")) ids.add(tag.attributes.get("name"));
    if (RAW_TEXT.has(tag.name)) {
      const closing = new RegExp(`</${tag.name}(?=[\\s/>])`, "gi");
      closing.lastIndex = i;
      const found = closing.exec(html);
      i = found ? found.index : n;
      continue;
    }
    if (tag.name === "plaintext") break;
    if (tag.name === "template") templates++;
    if (templates > 0) continue;
    if (level) {
      close();
      const style = tag.attributes.get("style") ?? "";
      open = {
        level: Number(level),
        title: "",
        id: id || void 0,
        contentAt: tag.end,
        hidden: tag.attributes.has("hidden") || /(^|;)\s*display\s*:\s*none/i.test(style),
        text: "",
        alt: "",
        link: void 0
      };
    } else if (open && tag.name === "br") open.text += " ";
    else if (open && tag.name === "img") open.alt += ` ${tag.attributes.get("alt") ?? ""}`;
    else if (open && tag.name === "a") {
      const href = tag.attributes.get("href") ?? "";
      if (href.startsWith("#")) open.link = "";
    }
  }
  close();
  return { headings, ids, bodyEnd };
}
function htmlHeadings(html, depth) {
  return scan(html).headings.filter((h) => h.level <= depth && !h.hidden && h.title !== "").map(({ level, title, id }) => id === void 0 ? { level, title } : { level, title, id });
}
function hiddenLinks(ids, element) {
  const links = [...ids].map((id) => `<a href="#${escapeAttributeValue(id)}" tabindex="-1"></a>`).join("");
  return `<${element} hidden aria-hidden="true" style="display:none!important">${links}</${element}>`;
}
var ANCHOR_ID_PREFIX = "doc-convert-h";
function prepareHtml(html, depth) {
  const scanned = scan(html);
  const chosen = scanned.headings.filter((h) => h.level <= depth && !h.hidden && h.title !== "");
  if (chosen.length === 0) return { html, headings: [] };
  const inserts = [];
  let counter = 0;
  const headings = chosen.map((heading) => {
    let anchor;
    do
      anchor = `${ANCHOR_ID_PREFIX}${++counter}`;
    while (scanned.ids.has(anchor));
    scanned.ids.add(anchor);
    inserts.push({ at: heading.contentAt, text: `<doc-convert-anchor id="${anchor}"></doc-convert-anchor>` });
    const { level, title, id } = heading;
    return id === void 0 ? { level, title, anchor } : { level, title, id, anchor };
  });
  inserts.push({
    at: scanned.bodyEnd ?? html.length,
    text: hiddenLinks(
      headings.flatMap(({ id, anchor }) => id === void 0 ? [anchor] : [anchor, id]),
      "doc-convert-outline"
    )
  });
  inserts.sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const { at, text } of inserts) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return { html: out + html.slice(from), headings };
}

// packages/core/src/outline/locate.ts
init_esm_shims();

// packages/core/src/pdf/text.ts
init_esm_shims();

// packages/core/src/pdf/fonts.ts
init_esm_shims();
var codeOf = (s) => s.bytes.reduce((n, b) => n * 256 + b, 0);
function utf16(bytes) {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes[i] << 8 | bytes[i + 1]);
  if (bytes.length % 2 === 1) out += String.fromCharCode(bytes[bytes.length - 1]);
  return out;
}
function parseCMap(data) {
  const cmap = { codespace: [], chars: /* @__PURE__ */ new Map(), ranges: [] };
  const lexer = new Lexer(data);
  const operands = [];
  let mode = "";
  for (let token = lexer.next(); token !== void 0; token = lexer.next()) {
    if (!(token instanceof PdfOperator)) {
      operands.push(token);
      if (mode === "codespace" && operands.length === 2) {
        const [low, high] = operands;
        if (low instanceof PdfString && high instanceof PdfString) {
          cmap.codespace.push({ length: low.bytes.length, low: codeOf(low), high: codeOf(high) });
        }
        operands.length = 0;
      } else if ((mode === "bfchar" || mode === "cidchar") && operands.length === 2) {
        const [code, to] = operands;
        if (code instanceof PdfString) {
          if (to instanceof PdfString) cmap.chars.set(codeOf(code), utf16(to.bytes));
          else if (isNumber(to)) cmap.chars.set(codeOf(code), to);
          else if (to instanceof PdfName) cmap.chars.set(codeOf(code), to.name);
        }
        operands.length = 0;
      } else if ((mode === "bfrange" || mode === "cidrange") && operands.length === 3) {
        const [low, high, to] = operands;
        if (low instanceof PdfString && high instanceof PdfString) {
          const range = { low: codeOf(low), high: codeOf(high) };
          if (to instanceof PdfString) cmap.ranges.push({ ...range, to: utf16(to.bytes) });
          else if (isNumber(to)) cmap.ranges.push({ ...range, to });
          else if (Array.isArray(to)) {
            const list = to.map((item) => item instanceof PdfString ? utf16(item.bytes) : "");
            cmap.ranges.push({ ...range, to: list });
          }
        }
        operands.length = 0;
      }
      continue;
    }
    const op = token.op;
    operands.length = 0;
    if (op === "begincodespacerange") mode = "codespace";
    else if (op === "beginbfchar") mode = "bfchar";
    else if (op === "beginbfrange") mode = "bfrange";
    else if (op === "begincidchar") mode = "cidchar";
    else if (op === "begincidrange") mode = "cidrange";
    else if (op.startsWith("end")) mode = "";
  }
  return cmap;
}
function lookup(cmap, code) {
  const direct = cmap.chars.get(code);
  if (direct !== void 0) return direct;
  for (const range of cmap.ranges) {
    if (code < range.low || code > range.high) continue;
    const offset = code - range.low;
    if (typeof range.to === "number") return range.to + offset;
    if (Array.isArray(range.to)) return range.to[offset];
    if (range.to === "") return "";
    const last = range.to.charCodeAt(range.to.length - 1);
    return range.to.slice(0, -1) + String.fromCharCode(last + offset);
  }
  return void 0;
}
function splitCodes(bytes, codespace, fallbackLength) {
  const codes = [];
  for (let i = 0; i < bytes.length; ) {
    let taken = 0;
    let code = 0;
    for (let length = 1; length <= 4 && i + length <= bytes.length; length++) {
      code = code * 256 + bytes[i + length - 1];
      if (codespace.some((c) => c.length === length && code >= c.low && code <= c.high)) {
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      taken = Math.min(fallbackLength, bytes.length - i);
      code = 0;
      for (let j = 0; j < taken; j++) code = code * 256 + bytes[i + j];
    }
    codes.push(code);
    i += taken;
  }
  return codes;
}
var CP1252 = "\u20AC\x81\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\x8D\u017D\x8F\x90\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\x9D\u017E\u0178";
var GLYPH_NAMES = {
  space: " ",
  exclam: "!",
  quotedbl: '"',
  numbersign: "#",
  dollar: "$",
  percent: "%",
  ampersand: "&",
  quotesingle: "'",
  quoteright: "\u2019",
  quoteleft: "\u2018",
  parenleft: "(",
  parenright: ")",
  asterisk: "*",
  plus: "+",
  comma: ",",
  hyphen: "-",
  period: ".",
  slash: "/",
  colon: ":",
  semicolon: ";",
  less: "<",
  equal: "=",
  greater: ">",
  question: "?",
  at: "@",
  bracketleft: "[",
  backslash: "\\",
  bracketright: "]",
  asciicircum: "^",
  underscore: "_",
  grave: "`",
  braceleft: "{",
  bar: "|",
  braceright: "}",
  asciitilde: "~",
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  quotedblleft: "\u201C",
  quotedblright: "\u201D",
  endash: "\u2013",
  emdash: "\u2014",
  bullet: "\u2022",
  ellipsis: "\u2026",
  fi: "fi",
  fl: "fl",
  ff: "ff",
  ffi: "ffi",
  ffl: "ffl",
  section: "\xA7",
  paragraph: "\xB6",
  copyright: "\xA9",
  registered: "\xAE",
  trademark: "\u2122",
  degree: "\xB0",
  nbspace: " ",
  periodcentered: "\xB7",
  guillemotleft: "\xAB",
  guillemotright: "\xBB"
};
function glyphText(name) {
  const base = name.split(".")[0];
  if (/^[A-Za-z]$/.test(base)) return base;
  if (GLYPH_NAMES[base] !== void 0) return GLYPH_NAMES[base];
  const uni = /^uni((?:[0-9A-F]{4})+)$/.exec(base);
  if (uni)
    return uni[1].match(/.{4}/g).map((h) => String.fromCharCode(parseInt(h, 16))).join("");
  const u = /^u([0-9A-F]{4,6})$/.exec(base);
  if (u) return String.fromCodePoint(parseInt(u[1], 16));
  return "";
}
function baseText(code, winAnsi) {
  if (winAnsi && code >= 128 && code <= 159) return CP1252[code - 128];
  return String.fromCharCode(code);
}
function numbers(file, value) {
  const resolved = file.resolve(value);
  return Array.isArray(resolved) ? resolved.map((item) => file.resolve(item)).map((n) => isNumber(n) ? n : 0) : [];
}
function toUnicodeOf(file, font) {
  const stream = file.resolve(font.get("ToUnicode"));
  if (!(stream instanceof PdfStream)) return void 0;
  const data = file.decode(stream);
  return data ? parseCMap(data) : void 0;
}
function textOf(map, code) {
  if (!map) return void 0;
  const found = lookup(map, code);
  return typeof found === "string" ? found : void 0;
}
function type0(file, font, toUnicode) {
  const encoding = file.resolve(font.get("Encoding"));
  const embedded = encoding instanceof PdfStream ? file.decode(encoding) : void 0;
  const cmap = embedded ? parseCMap(embedded) : void 0;
  const codespace = cmap?.codespace.length ? cmap.codespace : toUnicode?.codespace.length ? toUnicode.codespace : [{ length: 2, low: 0, high: 65535 }];
  const cidOf = (code) => {
    const cid = cmap ? lookup(cmap, code) : void 0;
    return typeof cid === "number" ? cid : code;
  };
  const descendants = file.resolve(font.get("DescendantFonts"));
  const cidFont = file.dict(Array.isArray(descendants) ? descendants[0] : void 0);
  const defaultWidth = file.resolve(cidFont?.get("DW"));
  const widths = /* @__PURE__ */ new Map();
  const ranges = [];
  const w = file.resolve(cidFont?.get("W"));
  if (Array.isArray(w)) {
    for (let i = 0; i < w.length; ) {
      const first = file.resolve(w[i]);
      const next = file.resolve(w[i + 1]);
      if (!isNumber(first)) break;
      if (Array.isArray(next)) {
        numbers(file, next).forEach((width, j) => widths.set(first + j, width));
        i += 2;
      } else {
        const width = file.resolve(w[i + 2]);
        if (isNumber(next) && isNumber(width)) ranges.push([first, next, width]);
        i += 3;
      }
    }
  }
  return {
    codes: (bytes) => splitCodes(bytes, codespace, 2),
    text: (code) => textOf(toUnicode, code) ?? "",
    width: (code) => {
      const cid = cidOf(code);
      const own = widths.get(cid) ?? ranges.find(([lo, hi]) => cid >= lo && cid <= hi)?.[2];
      return (own ?? (isNumber(defaultWidth) ? defaultWidth : 1e3)) / 1e3;
    },
    singleByte: false
  };
}
function simple(file, font, toUnicode) {
  const firstChar = file.resolve(font.get("FirstChar"));
  const widths = numbers(file, font.get("Widths"));
  const descriptor = file.dict(font.get("FontDescriptor"));
  const missing = file.resolve(descriptor?.get("MissingWidth"));
  const matrix = numbers(file, font.get("FontMatrix"));
  const scale = isName(font.get("Subtype"), "Type3") && matrix.length === 6 ? matrix[0] : 1e-3;
  const encoding = file.resolve(font.get("Encoding"));
  const differences = /* @__PURE__ */ new Map();
  let winAnsi = isName(encoding, "WinAnsiEncoding");
  if (isDict(encoding)) {
    winAnsi = isName(file.resolve(encoding.get("BaseEncoding")), "WinAnsiEncoding");
    const list = file.resolve(encoding.get("Differences"));
    if (Array.isArray(list)) {
      let code = 0;
      for (const item of list.map((entry) => file.resolve(entry))) {
        if (isNumber(item)) code = item;
        else if (item instanceof PdfName) differences.set(code++, glyphText(item.name));
      }
    }
  }
  return {
    codes: (bytes) => Array.from(bytes),
    text: (code) => textOf(toUnicode, code) ?? differences.get(code) ?? baseText(code, winAnsi),
    width: (code) => {
      const own = isNumber(firstChar) ? widths[code - firstChar] : void 0;
      const width = own ?? (isNumber(missing) && missing > 0 ? missing : widths.length ? 0 : 500);
      return width * scale;
    },
    singleByte: true
  };
}
function fontDecoder(file, font) {
  const toUnicode = toUnicodeOf(file, font);
  return isName(font.get("Subtype"), "Type0") ? type0(file, font, toUnicode) : simple(file, font, toUnicode);
}

// packages/core/src/pdf/text.ts
var MAX_FORM_DEPTH = 8;
var numberAt = (operands, i) => {
  const value = operands[i];
  return isNumber(value) ? value : 0;
};
var TextRunner = class {
  constructor(file, emit) {
    this.file = file;
    this.emit = emit;
  }
  file;
  emit;
  #fonts = /* @__PURE__ */ new Map();
  #state = {
    ctm: IDENTITY,
    font: void 0,
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    scale: 1,
    leading: 0,
    rise: 0
  };
  #stack = [];
  #tm = IDENTITY;
  #tlm = IDENTITY;
  #forms = /* @__PURE__ */ new Set();
  #font(resources, name) {
    if (!(name instanceof PdfName)) return void 0;
    const fonts = this.file.dict(resources?.get("Font"));
    const dict = this.file.dict(fonts?.get(name.name));
    if (!dict) return void 0;
    let decoder = this.#fonts.get(dict);
    if (!decoder) this.#fonts.set(dict, decoder = fontDecoder(this.file, dict));
    return decoder;
  }
  #moveText(tx, ty) {
    this.#tlm = multiply([1, 0, 0, 1, tx, ty], this.#tlm);
    this.#tm = this.#tlm;
  }
  /**
   * Draws strings and the adjustments between them (TJ's numbers, in thousandths of the font size), one after
   * another. Text space maps to the page by Tm × CTM, fixed along a show but for the advance along x, so each
   * glyph's origin is that matrix applied to (advance, rise).
   */
  #show(items) {
    const s = this.#state;
    const font = s.font;
    const [a, b, c, d, e, f] = multiply(this.#tm, s.ctm);
    const size = s.fontSize * Math.sqrt(c * c + d * d);
    let advance = 0;
    for (const item of items) {
      if (isNumber(item)) {
        advance -= item / 1e3 * s.fontSize * s.scale;
        continue;
      }
      if (!(item instanceof PdfString) || !font) continue;
      for (const code of font.codes(item.bytes)) {
        const text = font.text(code);
        if (text !== "") {
          this.emit({ text, x: advance * a + s.rise * c + e, y: advance * b + s.rise * d + f, size });
        }
        const spacing = font.singleByte && code === 32 ? s.wordSpacing : 0;
        advance += (font.width(code) * s.fontSize + s.charSpacing + spacing) * s.scale;
      }
    }
    const tm = this.#tm;
    this.#tm = [tm[0], tm[1], tm[2], tm[3], tm[4] + advance * tm[0], tm[5] + advance * tm[1]];
  }
  #drawForm(resources, name, depth) {
    if (!(name instanceof PdfName) || depth >= MAX_FORM_DEPTH) return;
    const xobjects = this.file.dict(resources?.get("XObject"));
    const form = this.file.resolve(xobjects?.get(name.name));
    if (!(form instanceof PdfStream) || !isName(form.dict.get("Subtype"), "Form") || this.#forms.has(form))
      return;
    const data = this.file.decode(form);
    if (!data) return;
    const matrix = this.file.resolve(form.dict.get("Matrix"));
    const saved = this.#state;
    this.#state = { ...saved };
    if (Array.isArray(matrix) && matrix.length === 6 && matrix.every(isNumber)) {
      this.#state.ctm = multiply(matrix, saved.ctm);
    }
    this.#forms.add(form);
    this.run(data, this.file.dict(form.dict.get("Resources")) ?? resources, depth + 1);
    this.#forms.delete(form);
    this.#state = saved;
  }
  /** Inline image data (`BI … ID data EI`) is skipped: `EI` between white space ends it. */
  #skipInlineImage(lexer) {
    for (let token = lexer.next(); token !== void 0; token = lexer.next()) {
      if (token instanceof PdfOperator && token.op === "ID") break;
    }
    const b = lexer.bytes;
    let i = lexer.pos + 1;
    for (; i + 1 < b.length; i++) {
      const ends = i + 2 >= b.length || isWhitespace(b[i + 2]);
      if (b[i] === 69 && b[i + 1] === 73 && isWhitespace(b[i - 1]) && ends) break;
    }
    lexer.pos = Math.min(b.length, i + 2);
  }
  run(data, resources, depth = 0) {
    const lexer = new Lexer(data, 0, false);
    let operands = [];
    for (let token = lexer.next(); token !== void 0; token = lexer.next()) {
      if (!(token instanceof PdfOperator)) {
        operands.push(token);
        continue;
      }
      const s = this.#state;
      switch (token.op) {
        case "q":
          this.#stack.push(s);
          this.#state = { ...s };
          break;
        case "Q":
          this.#state = this.#stack.pop() ?? s;
          break;
        case "cm":
          if (operands.length >= 6) {
            const m = operands.slice(-6).map((v) => isNumber(v) ? v : 0);
            s.ctm = multiply(m, s.ctm);
          }
          break;
        case "BT":
          this.#tm = IDENTITY;
          this.#tlm = IDENTITY;
          break;
        case "Tf":
          s.font = this.#font(resources, operands[0]);
          s.fontSize = numberAt(operands, 1);
          break;
        case "Tc":
          s.charSpacing = numberAt(operands, 0);
          break;
        case "Tw":
          s.wordSpacing = numberAt(operands, 0);
          break;
        case "Tz":
          s.scale = numberAt(operands, 0) / 100;
          break;
        case "TL":
          s.leading = numberAt(operands, 0);
          break;
        case "Ts":
          s.rise = numberAt(operands, 0);
          break;
        case "Td":
          this.#moveText(numberAt(operands, 0), numberAt(operands, 1));
          break;
        case "TD":
          s.leading = -numberAt(operands, 1);
          this.#moveText(numberAt(operands, 0), numberAt(operands, 1));
          break;
        case "Tm":
          this.#tlm = operands.slice(0, 6).map((v) => isNumber(v) ? v : 0);
          this.#tm = this.#tlm;
          break;
        case "T*":
          this.#moveText(0, -s.leading);
          break;
        case "Tj":
          this.#show(operands.slice(0, 1));
          break;
        case "'":
          this.#moveText(0, -s.leading);
          this.#show(operands.slice(0, 1));
          break;
        case '"':
          s.wordSpacing = numberAt(operands, 0);
          s.charSpacing = numberAt(operands, 1);
          this.#moveText(0, -s.leading);
          this.#show(operands.slice(2, 3));
          break;
        case "TJ":
          if (Array.isArray(operands[0])) this.#show(operands[0]);
          break;
        case "Do":
          this.#drawForm(resources, operands[0], depth);
          break;
        case "BI":
          this.#skipInlineImage(lexer);
          break;
      }
      operands = [];
    }
  }
};
function pageContent(file, page) {
  const contents = file.resolve(page.dict.get("Contents"));
  const streams = Array.isArray(contents) ? contents.map((item) => file.resolve(item)) : [contents];
  const parts = streams.filter((item) => item instanceof PdfStream).map((stream) => file.decode(stream)).filter((data) => data !== void 0);
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    out[at + part.length] = 10;
    at += part.length + 1;
  }
  return out;
}
function drawnText(file, page, emit) {
  new TextRunner(file, emit).run(pageContent(file, page), page.resources);
}

// packages/core/src/outline/locate.ts
var targetOf = (heading) => heading.anchor ?? heading.id;
function searchKey(text) {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\u00ad\u200b-\u200d\u2060\ufeff]/g, "");
}
function readPageText(file, index) {
  let key = "";
  const left = [];
  const top = [];
  const size = [];
  drawnText(file, file.pages()[index], (char) => {
    const normalised = searchKey(char.text);
    for (let i = 0; i < normalised.length; i++) {
      left.push(char.x);
      top.push(char.y + char.size);
      size.push(char.size);
    }
    key += normalised;
  });
  return {
    key,
    left: Float32Array.from(left),
    top: Float32Array.from(top),
    size: Float32Array.from(size)
  };
}
function nameForms(name) {
  const bytes = Uint8Array.from(name, (c) => c.charCodeAt(0));
  const text = new TextDecoder().decode(bytes);
  const forms = [text];
  try {
    const decoded = decodeURIComponent(text);
    if (decoded !== text) forms.push(decoded);
  } catch {
  }
  return forms;
}
function placeOf(dest, pageIndex) {
  const [target, fit, ...args] = dest;
  const page = target instanceof PdfRef ? pageIndex.get(target.key) : isNumber(target) ? target : void 0;
  if (page === void 0) return void 0;
  const n = (i) => isNumber(args[i]) ? args[i] : null;
  if (isName(fit, "XYZ")) return { page, left: n(0), top: n(1), by: "destination" };
  if (isName(fit, "FitH") || isName(fit, "FitBH")) return { page, left: null, top: n(0), by: "destination" };
  if (isName(fit, "FitR")) return { page, left: n(0), top: n(3), by: "destination" };
  return { page, left: null, top: null, by: "destination" };
}
function commonOffset(offsets) {
  let best;
  for (const offset of offsets) {
    const count = offsets.filter(
      (o) => Math.abs(o.dx - offset.dx) <= 3 && Math.abs(o.dy - offset.dy) <= 3
    ).length;
    if (!best || count > best.count) best = { offset, count };
  }
  return best && best.count * 2 >= offsets.length ? best.offset : void 0;
}
var PAGES_KEPT = 4;
var TextFinder = class {
  constructor(file) {
    this.file = file;
  }
  file;
  #texts = /* @__PURE__ */ new Map();
  /** After the last text found: its page, and the index in its text. */
  #cursor = { page: 0, index: 0 };
  text(page) {
    let text = this.#texts.get(page);
    if (text) this.#texts.delete(page);
    else text = readPageText(this.file, page);
    this.#texts.set(page, text);
    if (this.#texts.size > PAGES_KEPT) this.#texts.delete(this.#texts.keys().next().value);
    return text;
  }
  /** Moves the search on to the start of `page` (a heading placed there without reading its text). */
  moveTo(page) {
    if (page > this.#cursor.page) this.#cursor = { page, index: 0 };
  }
  /** Moves the search on past `found`. */
  #advance(found) {
    this.#cursor = { page: found.page, index: found.end };
    return found;
  }
  /** The first place `title` is drawn after the last text found, page after page. */
  next(title) {
    const key = searchKey(title);
    if (key === "") return void 0;
    const pages = this.file.pages().length;
    for (let page = this.#cursor.page; page < pages; page++) {
      const text = this.text(page);
      const from = page === this.#cursor.page ? this.#cursor.index : 0;
      const at = text.key.indexOf(key, from);
      if (at >= 0) return this.#advance(this.#at(page, at, key));
    }
    return void 0;
  }
  #at(page, at, key) {
    const text = this.text(page);
    return { page, left: text.left[at], top: text.top[at], end: at + key.length };
  }
  /**
   * Where `title` is drawn nearest `place` (a destination): on its page, the occurrence whose top is nearest
   * its top, among the largest (a heading is drawn larger than a mention of it in the text), after the last
   * text found when one is; for a place below the page's bottom edge, or a page without the title, the first
   * occurrence on the next page.
   */
  near(title, place) {
    const key = searchKey(title);
    const pages = this.file.pages().length;
    if (key === "" || place.page < 0 || place.page >= pages) return void 0;
    const below = place.top !== null && place.top < this.#bottom(place.page);
    if (!below) {
      const text = this.text(place.page);
      const all = [];
      for (let at = text.key.indexOf(key); at >= 0; at = text.key.indexOf(key, at + 1)) all.push(at);
      const onwards = place.page === this.#cursor.page ? all.filter((at) => at >= this.#cursor.index) : all;
      const candidates = onwards.length > 0 ? onwards : all;
      if (candidates.length > 0) {
        const largest = Math.max(...candidates.map((at) => text.size[at]));
        const large = candidates.filter((at) => text.size[at] >= largest * 0.9);
        const distance = (at) => place.top === null ? 0 : Math.abs(text.top[at] - place.top);
        const best = large.reduce((a, b) => distance(b) < distance(a) ? b : a);
        return this.#advance(this.#at(place.page, best, key));
      }
    }
    if (place.page + 1 < pages) {
      const at = this.text(place.page + 1).key.indexOf(key);
      if (at >= 0) return this.#advance(this.#at(place.page + 1, at, key));
    }
    return void 0;
  }
  /** The bottom edge of page `index`'s MediaBox (0 for most pages). */
  #bottom(index) {
    const page = this.file.pages()[index];
    let node = page.dict;
    for (let hops = 0; hops < 32; hops++) {
      const box = this.file.resolve(node.get("MediaBox"));
      if (Array.isArray(box) && box.length >= 4) {
        const [, y0, , y1] = box.map((v) => this.file.resolve(v));
        if (isNumber(y0) && isNumber(y1)) return Math.min(y0, y1);
      }
      const parent = this.file.dict(node.get("Parent"));
      if (!parent) break;
      node = parent;
    }
    return 0;
  }
};
var HeadingLocator = class {
  constructor(file) {
    this.file = file;
    file.pages().forEach((page, i) => this.#pageIndex.set(page.ref.key, i));
    this.#finder = new TextFinder(file);
  }
  file;
  #pageIndex = /* @__PURE__ */ new Map();
  #finder;
  #destinations;
  /**
   * How far the PDF's destinations lie from their headings when most of them agree (Chromium's margins),
   * once measured by locateAll(); undefined when they were not measured, or not alike.
   */
  offset;
  /** Each heading with a named destination, by the name as the PDF writes it: where its text is. */
  measured = /* @__PURE__ */ new Map();
  /** The named destinations by every form of their names (UTF-8, percent-decoded), with the name as written. */
  #byName() {
    if (this.#destinations) return this.#destinations;
    const byName = /* @__PURE__ */ new Map();
    for (const [name, dest] of this.file.namedDestinations()) {
      for (const form of nameForms(name)) if (!byName.has(form)) byName.set(form, { name, dest });
    }
    return this.#destinations = byName;
  }
  /** Whether the PDF has a named destination for `id`. */
  hasDestination(id) {
    return this.#byName().has(id);
  }
  /** The name of `id`'s destination as the PDF writes it, if it has one. */
  destinationName(id) {
    return this.#byName().get(id)?.name;
  }
  /**
   * Where each heading is printed (in the order given), or undefined for one not found: where its text is
   * drawn, looked for near its destination when it has one. A heading whose text is not found near its
   * destination keeps the destination, moved by the offset the others share.
   */
  locateAll(headings) {
    const destinations = headings.map((heading) => {
      const target = targetOf(heading);
      const named = target === void 0 ? void 0 : this.#byName().get(target);
      return named && placeOf(named.dest, this.#pageIndex);
    });
    const offset = this.#sampledOffset(headings, destinations);
    return offset ? this.#placeByOffset(headings, destinations, offset) : this.#measureEach(headings);
  }
  /**
   * The offset of three headings' destinations from their text (the first, a middle and the last with one),
   * when all three agree within 3 pt: Chromium's margins, the same on every page of most documents. Reading
   * every page's text to place each heading costs more than the conversion of a long book (2.4× on the
   * 400-page benchmark), so it is done only when the samples disagree.
   */
  #sampledOffset(headings, destinations) {
    const withDestination = destinations.flatMap((place, i) => place ? [i] : []);
    if (withDestination.length < 3) return void 0;
    const picks = [0, withDestination.length >> 1, withDestination.length - 1].map(
      (k) => withDestination[k]
    );
    const offsets = [];
    for (const i of picks) {
      const destination = destinations[i];
      const found = new TextFinder(this.file).near(headings[i].title, destination);
      if (!found || found.page !== destination.page) return void 0;
      offsets.push({
        dx: (destination.left ?? found.left) - found.left,
        dy: (destination.top ?? found.top) - found.top
      });
    }
    const [first] = offsets;
    const agree = offsets.every((o) => Math.abs(o.dx - first.dx) <= 3 && Math.abs(o.dy - first.dy) <= 3);
    return agree ? first : void 0;
  }
  /** Each destination moved by the offset; a heading without one found by its text, from the one before. */
  #placeByOffset(headings, destinations, offset) {
    this.offset = offset;
    return headings.map((heading, i) => {
      const destination = destinations[i];
      if (!destination) {
        const found = this.#finder.next(heading.title);
        return found && { page: found.page, left: found.left, top: found.top, by: "text" };
      }
      this.#finder.moveTo(destination.page);
      return {
        ...destination,
        left: destination.left === null ? null : destination.left - offset.dx,
        top: destination.top === null ? null : destination.top - offset.dy
      };
    });
  }
  /** Every heading placed where its text is drawn, near its destination when it has one. */
  #measureEach(headings) {
    const offsets = [];
    const unmeasured = [];
    const places = headings.map((heading, i) => {
      const target = targetOf(heading);
      const named = target === void 0 ? void 0 : this.#byName().get(target);
      const destination = named ? placeOf(named.dest, this.#pageIndex) : void 0;
      if (!destination) {
        const found2 = this.#finder.next(heading.title);
        return found2 && { page: found2.page, left: found2.left, top: found2.top, by: "text" };
      }
      const found = this.#finder.near(heading.title, destination);
      if (!found) {
        unmeasured.push(i);
        return destination;
      }
      if (found.page === destination.page) {
        offsets.push({
          dx: (destination.left ?? found.left) - found.left,
          dy: (destination.top ?? found.top) - found.top
        });
      }
      const place = { page: found.page, left: found.left, top: found.top, by: "destination" };
      this.measured.set(named.name, place);
      return place;
    });
    this.offset = commonOffset(offsets);
    const { offset } = this;
    if (offset) {
      for (const i of unmeasured) {
        const place = places[i];
        places[i] = {
          ...place,
          left: place.left === null ? null : place.left - offset.dx,
          top: place.top === null ? null : place.top - offset.dy
        };
      }
    }
    return places;
  }
};

// packages/core/src/outline/build.ts
init_esm_shims();

// packages/core/src/pdf/write.ts
init_esm_shims();
function formatNumber(n) {
  if (!Number.isFinite(n)) return "0";
  if (Number.isInteger(n)) return String(n);
  const fixed = n.toFixed(4).replace(/0+$/, "").replace(/\.$/, "");
  return fixed === "-0" ? "0" : fixed;
}
function hex(byte) {
  return byte.toString(16).toUpperCase().padStart(2, "0");
}
function writeName(name) {
  let out = "/";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i) & 255;
    out += c > 32 && c < 127 && c !== 35 && isRegular(c) ? name[i] : `#${hex(c)}`;
  }
  return out;
}
function textString(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 254;
  bytes[1] = 255;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) >> 8;
    bytes[3 + i * 2] = text.charCodeAt(i) & 255;
  }
  return new PdfString(bytes);
}
function serialize(value) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (isNumber(value)) return formatNumber(value);
  if (value instanceof PdfName) return writeName(value.name);
  if (value instanceof PdfString) return `<${Array.from(value.bytes, hex).join("")}>`;
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(" ")}]`;
  if (value instanceof PdfDict) {
    let out = "<<";
    for (const [key, entry] of value.entries) out += `${writeName(key)} ${serialize(entry)}`;
    return `${out}>>`;
  }
  if (value instanceof PdfStream) {
    throw new TypeError("a stream is written as an object of its own, not inside another");
  }
  return "null";
}
function bytesOf(text) {
  return new TextEncoder().encode(text);
}
function trailerEntries(file, size) {
  const trailer = new PdfDict().set("Size", size);
  for (const key of ["Root", "Info", "ID"]) {
    const value = file.xref.trailer.get(key);
    if (value !== void 0 && value !== null) trailer.set(key, value);
  }
  return trailer.set("Prev", file.xref.startxref);
}
function subsections(nums) {
  const groups = [];
  for (const num of nums) {
    const last = groups.at(-1);
    if (last && last[0] + last[1] === num) last[1]++;
    else groups.push([num, 1]);
  }
  return groups;
}
function incrementalUpdate(file, objects) {
  const { bytes, xref } = file;
  const parts = [];
  let length = bytes.length;
  const append = (part) => {
    parts.push(part);
    length += part.length;
  };
  const last = bytes[bytes.length - 1];
  if (last !== 10 && last !== 13) append(bytesOf("\n"));
  const offsets = /* @__PURE__ */ new Map();
  for (const object of objects) {
    offsets.set(object.num, { offset: length - xref.base, gen: object.gen });
    append(bytesOf(`${object.num} ${object.gen} obj
${serialize(object.value)}
endobj
`));
  }
  let size = file.nextObjectNumber;
  for (const num of offsets.keys()) size = Math.max(size, num + 1);
  const sectionOffset = length - xref.base;
  if (!xref.stream) {
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let table = "xref\n";
    for (const [first, count] of subsections(nums)) {
      table += `${first} ${count}
`;
      for (let num = first; num < first + count; num++) {
        const { offset, gen } = offsets.get(num);
        table += `${String(offset).padStart(10, "0")} ${String(gen).padStart(5, "0")} n\r
`;
      }
    }
    const trailer = serialize(trailerEntries(file, size));
    append(bytesOf(`${table}trailer
${trailer}
startxref
${sectionOffset}
%%EOF
`));
  } else {
    const streamNum = size;
    offsets.set(streamNum, { offset: sectionOffset, gen: 0 });
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let offsetWidth = 1;
    while (sectionOffset >= 256 ** offsetWidth) offsetWidth++;
    const data = new Uint8Array(nums.length * (1 + offsetWidth + 2));
    let at2 = 0;
    for (const num of nums) {
      const { offset, gen } = offsets.get(num);
      data[at2++] = 1;
      for (let i = offsetWidth - 1; i >= 0; i--) data[at2++] = Math.floor(offset / 256 ** i) % 256;
      data[at2++] = gen >> 8 & 255;
      data[at2++] = gen & 255;
    }
    const dict = trailerEntries(file, streamNum + 1).set("Type", new PdfName("XRef")).set("W", [1, offsetWidth, 2]).set("Index", subsections(nums).flat()).set("Length", data.length);
    append(bytesOf(`${streamNum} 0 obj
${serialize(dict)}
stream
`));
    append(data);
    append(bytesOf(`
endstream
endobj
startxref
${sectionOffset}
%%EOF
`));
  }
  const out = new Uint8Array(length - bytes.length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// packages/core/src/outline/build.ts
function nestByLevel(items) {
  const roots = [];
  const stack = [];
  for (const item of items) {
    const node = { ...item, children: [] };
    while (stack.length > 0 && stack.at(-1).level >= item.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}
function countBookmarks(items) {
  return items.reduce((sum, item) => sum + 1 + countBookmarks(item.children), 0);
}
function outlineObjects(items, first) {
  const objects = [];
  let next = first;
  const root = new PdfRef(next++, 0);
  const rootDict = new PdfDict().set("Type", new PdfName("Outlines"));
  objects.push({ num: root.num, gen: 0, value: rootDict });
  const add = (list, parent, parentDict) => {
    const refs = list.map(() => new PdfRef(next++, 0));
    list.forEach((item, i) => {
      const dict = new PdfDict().set("Title", textString(item.title)).set("Parent", parent).set("Dest", item.dest);
      if (i > 0) dict.set("Prev", refs[i - 1]);
      if (i < list.length - 1) dict.set("Next", refs[i + 1]);
      objects.push({ num: refs[i].num, gen: 0, value: dict });
      if (item.children.length > 0) {
        dict.set("Count", countBookmarks(item.children));
        add(item.children, refs[i], dict);
      }
    });
    if (refs.length > 0) parentDict.set("First", refs[0]).set("Last", refs.at(-1));
  };
  add(items, root, rootDict);
  rootDict.set("Count", countBookmarks(items));
  return { root, objects };
}
function destinationOf(file, place) {
  return [file.pages()[place.page].ref, new PdfName("XYZ"), place.left, place.top, null];
}
function shifted(dest, { dx, dy }) {
  const [page, fit, ...args] = dest;
  const x = (v) => isNumber(v) ? v - dx : v ?? null;
  const y = (v) => isNumber(v) ? v - dy : v ?? null;
  if (isName(fit, "XYZ")) return [page, fit, x(args[0]), y(args[1]), args[2] ?? null];
  if (isName(fit, "FitH") || isName(fit, "FitBH")) return [page, fit, y(args[0])];
  if (isName(fit, "FitV") || isName(fit, "FitBV")) return [page, fit, x(args[0])];
  if (isName(fit, "FitR")) return [page, fit, x(args[0]), y(args[1]), x(args[2]), y(args[3])];
  return void 0;
}
function destinationsUpdate(file, catalog, added, measured, offset, nextNumber) {
  const moves = offset !== void 0 && (Math.abs(offset.dx) > 0.5 || Math.abs(offset.dy) > 0.5);
  if (added.size === 0 && measured.size === 0 && !moves) return [];
  if (file.dict(catalog.get("Names"))?.get("Dests") !== void 0) return [];
  const current = catalog.get("Dests");
  const dests = file.dict(current)?.clone() ?? new PdfDict();
  if (moves) {
    for (const [name, value] of dests.entries) {
      const resolved = file.resolve(value);
      const dict = isDict(resolved) ? resolved : void 0;
      const array = Array.isArray(resolved) ? resolved : file.resolve(dict?.get("D"));
      const moved = Array.isArray(array) ? shifted(array, offset) : void 0;
      if (moved) dests.set(name, dict ? dict.clone().set("D", moved) : moved);
    }
  }
  for (const [name, dest] of measured) {
    if (!dests.entries.has(name)) continue;
    const dict = file.dict(dests.get(name));
    dests.set(name, dict ? dict.clone().set("D", dest) : dest);
  }
  for (const [name, dest] of added) if (!dests.entries.has(name)) dests.set(name, dest);
  if (current instanceof PdfRef) return [{ num: current.num, gen: current.gen, value: dests }];
  if (current !== void 0 && isDict(current)) {
    catalog.set("Dests", dests);
    return [];
  }
  const ref = new PdfRef(nextNumber(), 0);
  catalog.set("Dests", ref);
  return [{ num: ref.num, gen: 0, value: dests }];
}
function outlineUpdate(file, headings) {
  const locator = new HeadingLocator(file);
  const titled = headings.map((heading) => ({ ...heading, title: collapse(heading.title) })).filter((heading) => heading.title !== "");
  const places = locator.locateAll(titled);
  const found = [];
  const missing = [];
  const destinations = /* @__PURE__ */ new Map();
  titled.forEach((heading, i) => {
    const place = places[i];
    if (!place) {
      missing.push(heading.title);
      return;
    }
    const dest = destinationOf(file, place);
    found.push({ level: heading.level, title: heading.title, dest });
    if (place.by === "text" && heading.id !== void 0 && !locator.hasDestination(heading.id)) {
      destinations.set(utf8Binary(heading.id), dest);
    }
  });
  if (found.length === 0) return { tail: new Uint8Array(0), bookmarks: 0, missing };
  let next = file.nextObjectNumber;
  const items = nestByLevel(found);
  const { root, objects } = outlineObjects(items, next);
  next += objects.length;
  const catalogRef = file.catalogRef;
  const catalog = file.catalog.clone();
  const measured = new Map(
    [...locator.measured].map(([name, place]) => [name, destinationOf(file, place)])
  );
  titled.forEach((heading, i) => {
    const name = heading.anchor && heading.id !== void 0 ? locator.destinationName(heading.id) : void 0;
    const place = places[i];
    if (name !== void 0 && place) measured.set(name, destinationOf(file, place));
  });
  const extra = destinationsUpdate(file, catalog, destinations, measured, locator.offset, () => next++);
  catalog.set("Outlines", root).set("PageMode", new PdfName("UseOutlines"));
  objects.push(...extra, { num: catalogRef.num, gen: catalogRef.gen, value: catalog });
  return { tail: incrementalUpdate(file, objects), bookmarks: found.length, missing };
}

export {
  textString,
  serialize,
  htmlTitle,
  collapse,
  htmlHeadings,
  hiddenLinks,
  prepareHtml,
  searchKey,
  nameForms,
  TextFinder,
  countBookmarks,
  outlineUpdate
};
