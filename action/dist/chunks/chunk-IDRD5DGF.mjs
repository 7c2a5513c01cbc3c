import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  dataUri,
  isLocalReference,
  noteNotInlined,
  notePrintStyles,
  rewriteLink
} from "./chunk-AEVWO6C7.mjs";
import {
  hiddenLinks
} from "./chunk-EDIHRLEA.mjs";
import {
  escapeAttributeValue
} from "./chunk-WWTW7HAD.mjs";
import {
  __export,
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/inline/inline-html.ts
init_esm_shims();

// packages/action/src/inline/edits.ts
init_esm_shims();
var Edits = class {
  #edits = [];
  /** Replaces `[start, end)` of the text; an empty range inserts. */
  replace(start, end, text) {
    this.#edits.push({ start, end, text });
  }
  /** The text with every edit applied; of two overlapping edits, the first to start wins. */
  async apply(text) {
    const edits = [...this.#edits].sort((a, b) => a.start - b.start || a.end - b.end);
    const replacements = await Promise.all(edits.map((e) => e.text));
    let out = "";
    let last = 0;
    edits.forEach((edit, i) => {
      const replacement = replacements[i];
      if (replacement === void 0 || edit.start < last) return;
      out += text.slice(last, edit.start) + replacement;
      last = edit.end;
    });
    return out + text.slice(last);
  }
};

// packages/action/src/inline/inline-css.ts
init_esm_shims();

// node_modules/css-tree/lib/tokenizer/index.js
init_esm_shims();

// node_modules/css-tree/lib/tokenizer/types.js
init_esm_shims();
var Ident = 1;
var Function = 2;
var AtKeyword = 3;
var Hash = 4;
var String2 = 5;
var BadString = 6;
var Url = 7;
var BadUrl = 8;
var Delim = 9;
var Number = 10;
var Percentage = 11;
var Dimension = 12;
var WhiteSpace = 13;
var CDO = 14;
var CDC = 15;
var Colon = 16;
var Semicolon = 17;
var Comma = 18;
var LeftSquareBracket = 19;
var RightSquareBracket = 20;
var LeftParenthesis = 21;
var RightParenthesis = 22;
var LeftCurlyBracket = 23;
var RightCurlyBracket = 24;
var Comment = 25;

// node_modules/css-tree/lib/tokenizer/char-code-definitions.js
init_esm_shims();
var EOF = 0;
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function isHexDigit(code) {
  return isDigit(code) || // 0 .. 9
  code >= 65 && code <= 70 || // A .. F
  code >= 97 && code <= 102;
}
function isUppercaseLetter(code) {
  return code >= 65 && code <= 90;
}
function isLowercaseLetter(code) {
  return code >= 97 && code <= 122;
}
function isLetter(code) {
  return isUppercaseLetter(code) || isLowercaseLetter(code);
}
function isNonAscii(code) {
  return code >= 128;
}
function isNameStart(code) {
  return isLetter(code) || isNonAscii(code) || code === 95;
}
function isName(code) {
  return isNameStart(code) || isDigit(code) || code === 45;
}
function isNonPrintable(code) {
  return code >= 0 && code <= 8 || code === 11 || code >= 14 && code <= 31 || code === 127;
}
function isNewline(code) {
  return code === 10 || code === 13 || code === 12;
}
function isWhiteSpace(code) {
  return isNewline(code) || code === 32 || code === 9;
}
function isValidEscape(first, second) {
  if (first !== 92) {
    return false;
  }
  if (isNewline(second) || second === EOF) {
    return false;
  }
  return true;
}
function isIdentifierStart(first, second, third) {
  if (first === 45) {
    return isNameStart(second) || second === 45 || isValidEscape(second, third);
  }
  if (isNameStart(first)) {
    return true;
  }
  if (first === 92) {
    return isValidEscape(first, second);
  }
  return false;
}
function isNumberStart(first, second, third) {
  if (first === 43 || first === 45) {
    if (isDigit(second)) {
      return 2;
    }
    return second === 46 && isDigit(third) ? 3 : 0;
  }
  if (first === 46) {
    return isDigit(second) ? 2 : 0;
  }
  if (isDigit(first)) {
    return 1;
  }
  return 0;
}
function isBOM(code) {
  if (code === 65279) {
    return 1;
  }
  if (code === 65534) {
    return 1;
  }
  return 0;
}
var CATEGORY = new Array(128);
var EofCategory = 128;
var WhiteSpaceCategory = 130;
var DigitCategory = 131;
var NameStartCategory = 132;
var NonPrintableCategory = 133;
for (let i = 0; i < CATEGORY.length; i++) {
  CATEGORY[i] = isWhiteSpace(i) && WhiteSpaceCategory || isDigit(i) && DigitCategory || isNameStart(i) && NameStartCategory || isNonPrintable(i) && NonPrintableCategory || i || EofCategory;
}
function charCodeCategory(code) {
  return code < 128 ? CATEGORY[code] : NameStartCategory;
}

// node_modules/css-tree/lib/tokenizer/utils.js
init_esm_shims();
function getCharCode(source, offset) {
  return offset < source.length ? source.charCodeAt(offset) : 0;
}
function getNewlineLength(source, offset, code) {
  if (code === 13 && getCharCode(source, offset + 1) === 10) {
    return 2;
  }
  return 1;
}
function cmpChar(testStr, offset, referenceCode) {
  let code = testStr.charCodeAt(offset);
  if (isUppercaseLetter(code)) {
    code = code | 32;
  }
  return code === referenceCode;
}
function cmpStr(testStr, start, end, referenceStr) {
  if (end - start !== referenceStr.length) {
    return false;
  }
  if (start < 0 || end > testStr.length) {
    return false;
  }
  for (let i = start; i < end; i++) {
    const referenceCode = referenceStr.charCodeAt(i - start);
    let testCode = testStr.charCodeAt(i);
    if (isUppercaseLetter(testCode)) {
      testCode = testCode | 32;
    }
    if (testCode !== referenceCode) {
      return false;
    }
  }
  return true;
}
function findWhiteSpaceEnd(source, offset) {
  for (; offset < source.length; offset++) {
    if (!isWhiteSpace(source.charCodeAt(offset))) {
      break;
    }
  }
  return offset;
}
function findDecimalNumberEnd(source, offset) {
  for (; offset < source.length; offset++) {
    if (!isDigit(source.charCodeAt(offset))) {
      break;
    }
  }
  return offset;
}
function consumeEscaped(source, offset) {
  offset += 2;
  if (isHexDigit(getCharCode(source, offset - 1))) {
    for (const maxOffset = Math.min(source.length, offset + 5); offset < maxOffset; offset++) {
      if (!isHexDigit(getCharCode(source, offset))) {
        break;
      }
    }
    const code = getCharCode(source, offset);
    if (isWhiteSpace(code)) {
      offset += getNewlineLength(source, offset, code);
    }
  }
  return offset;
}
function consumeName(source, offset) {
  for (; offset < source.length; offset++) {
    const code = source.charCodeAt(offset);
    if (isName(code)) {
      continue;
    }
    if (isValidEscape(code, getCharCode(source, offset + 1))) {
      offset = consumeEscaped(source, offset) - 1;
      continue;
    }
    break;
  }
  return offset;
}
function consumeNumber(source, offset) {
  let code = source.charCodeAt(offset);
  if (code === 43 || code === 45) {
    code = source.charCodeAt(offset += 1);
  }
  if (isDigit(code)) {
    offset = findDecimalNumberEnd(source, offset + 1);
    code = source.charCodeAt(offset);
  }
  if (code === 46 && isDigit(source.charCodeAt(offset + 1))) {
    offset += 2;
    offset = findDecimalNumberEnd(source, offset);
  }
  if (cmpChar(
    source,
    offset,
    101
    /* e */
  )) {
    let sign = 0;
    code = source.charCodeAt(offset + 1);
    if (code === 45 || code === 43) {
      sign = 1;
      code = source.charCodeAt(offset + 2);
    }
    if (isDigit(code)) {
      offset = findDecimalNumberEnd(source, offset + 1 + sign + 1);
    }
  }
  return offset;
}
function consumeBadUrlRemnants(source, offset) {
  for (; offset < source.length; offset++) {
    const code = source.charCodeAt(offset);
    if (code === 41) {
      offset++;
      break;
    }
    if (isValidEscape(code, getCharCode(source, offset + 1))) {
      offset = consumeEscaped(source, offset);
    }
  }
  return offset;
}
function decodeEscaped(escaped) {
  if (escaped.length === 1 && !isHexDigit(escaped.charCodeAt(0))) {
    return escaped[0];
  }
  let code = parseInt(escaped, 16);
  if (code === 0 || // If this number is zero,
  code >= 55296 && code <= 57343 || // or is for a surrogate,
  code > 1114111) {
    code = 65533;
  }
  return String.fromCodePoint(code);
}

// node_modules/css-tree/lib/tokenizer/index.js
function tokenize(source, onToken) {
  function getCharCode2(offset2) {
    return offset2 < sourceLength ? source.charCodeAt(offset2) : 0;
  }
  function consumeNumericToken() {
    offset = consumeNumber(source, offset);
    if (isIdentifierStart(getCharCode2(offset), getCharCode2(offset + 1), getCharCode2(offset + 2))) {
      type = Dimension;
      offset = consumeName(source, offset);
      return;
    }
    if (getCharCode2(offset) === 37) {
      type = Percentage;
      offset++;
      return;
    }
    type = Number;
  }
  function consumeIdentLikeToken() {
    const nameStartOffset = offset;
    offset = consumeName(source, offset);
    if (cmpStr(source, nameStartOffset, offset, "url") && getCharCode2(offset) === 40) {
      offset = findWhiteSpaceEnd(source, offset + 1);
      if (getCharCode2(offset) === 34 || getCharCode2(offset) === 39) {
        type = Function;
        offset = nameStartOffset + 4;
        return;
      }
      consumeUrlToken();
      return;
    }
    if (getCharCode2(offset) === 40) {
      type = Function;
      offset++;
      return;
    }
    type = Ident;
  }
  function consumeStringToken(endingCodePoint) {
    if (!endingCodePoint) {
      endingCodePoint = getCharCode2(offset++);
    }
    type = String2;
    for (; offset < source.length; offset++) {
      const code = source.charCodeAt(offset);
      switch (charCodeCategory(code)) {
        // ending code point
        case endingCodePoint:
          offset++;
          return;
        // EOF
        // case EofCategory:
        // This is a parse error. Return the <string-token>.
        // return;
        // newline
        case WhiteSpaceCategory:
          if (isNewline(code)) {
            offset += getNewlineLength(source, offset, code);
            type = BadString;
            return;
          }
          break;
        // U+005C REVERSE SOLIDUS (\)
        case 92:
          if (offset === source.length - 1) {
            break;
          }
          const nextCode = getCharCode2(offset + 1);
          if (isNewline(nextCode)) {
            offset += getNewlineLength(source, offset + 1, nextCode);
          } else if (isValidEscape(code, nextCode)) {
            offset = consumeEscaped(source, offset) - 1;
          }
          break;
      }
    }
  }
  function consumeUrlToken() {
    type = Url;
    offset = findWhiteSpaceEnd(source, offset);
    for (; offset < source.length; offset++) {
      const code = source.charCodeAt(offset);
      switch (charCodeCategory(code)) {
        // U+0029 RIGHT PARENTHESIS ())
        case 41:
          offset++;
          return;
        // EOF
        // case EofCategory:
        // This is a parse error. Return the <url-token>.
        // return;
        // whitespace
        case WhiteSpaceCategory:
          offset = findWhiteSpaceEnd(source, offset);
          if (getCharCode2(offset) === 41 || offset >= source.length) {
            if (offset < source.length) {
              offset++;
            }
            return;
          }
          offset = consumeBadUrlRemnants(source, offset);
          type = BadUrl;
          return;
        // U+0022 QUOTATION MARK (")
        // U+0027 APOSTROPHE (')
        // U+0028 LEFT PARENTHESIS (()
        // non-printable code point
        case 34:
        case 39:
        case 40:
        case NonPrintableCategory:
          offset = consumeBadUrlRemnants(source, offset);
          type = BadUrl;
          return;
        // U+005C REVERSE SOLIDUS (\)
        case 92:
          if (isValidEscape(code, getCharCode2(offset + 1))) {
            offset = consumeEscaped(source, offset) - 1;
            break;
          }
          offset = consumeBadUrlRemnants(source, offset);
          type = BadUrl;
          return;
      }
    }
  }
  source = String(source || "");
  const sourceLength = source.length;
  let start = isBOM(getCharCode2(0));
  let offset = start;
  let type;
  while (offset < sourceLength) {
    const code = source.charCodeAt(offset);
    switch (charCodeCategory(code)) {
      // whitespace
      case WhiteSpaceCategory:
        type = WhiteSpace;
        offset = findWhiteSpaceEnd(source, offset + 1);
        break;
      // U+0022 QUOTATION MARK (")
      case 34:
        consumeStringToken();
        break;
      // U+0023 NUMBER SIGN (#)
      case 35:
        if (isName(getCharCode2(offset + 1)) || isValidEscape(getCharCode2(offset + 1), getCharCode2(offset + 2))) {
          type = Hash;
          offset = consumeName(source, offset + 1);
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+0027 APOSTROPHE (')
      case 39:
        consumeStringToken();
        break;
      // U+0028 LEFT PARENTHESIS (()
      case 40:
        type = LeftParenthesis;
        offset++;
        break;
      // U+0029 RIGHT PARENTHESIS ())
      case 41:
        type = RightParenthesis;
        offset++;
        break;
      // U+002B PLUS SIGN (+)
      case 43:
        if (isNumberStart(code, getCharCode2(offset + 1), getCharCode2(offset + 2))) {
          consumeNumericToken();
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+002C COMMA (,)
      case 44:
        type = Comma;
        offset++;
        break;
      // U+002D HYPHEN-MINUS (-)
      case 45:
        if (isNumberStart(code, getCharCode2(offset + 1), getCharCode2(offset + 2))) {
          consumeNumericToken();
        } else {
          if (getCharCode2(offset + 1) === 45 && getCharCode2(offset + 2) === 62) {
            type = CDC;
            offset = offset + 3;
          } else {
            if (isIdentifierStart(code, getCharCode2(offset + 1), getCharCode2(offset + 2))) {
              consumeIdentLikeToken();
            } else {
              type = Delim;
              offset++;
            }
          }
        }
        break;
      // U+002E FULL STOP (.)
      case 46:
        if (isNumberStart(code, getCharCode2(offset + 1), getCharCode2(offset + 2))) {
          consumeNumericToken();
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+002F SOLIDUS (/)
      case 47:
        if (getCharCode2(offset + 1) === 42) {
          type = Comment;
          offset = source.indexOf("*/", offset + 2);
          offset = offset === -1 ? source.length : offset + 2;
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+003A COLON (:)
      case 58:
        type = Colon;
        offset++;
        break;
      // U+003B SEMICOLON (;)
      case 59:
        type = Semicolon;
        offset++;
        break;
      // U+003C LESS-THAN SIGN (<)
      case 60:
        if (getCharCode2(offset + 1) === 33 && getCharCode2(offset + 2) === 45 && getCharCode2(offset + 3) === 45) {
          type = CDO;
          offset = offset + 4;
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+0040 COMMERCIAL AT (@)
      case 64:
        if (isIdentifierStart(getCharCode2(offset + 1), getCharCode2(offset + 2), getCharCode2(offset + 3))) {
          type = AtKeyword;
          offset = consumeName(source, offset + 1);
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+005B LEFT SQUARE BRACKET ([)
      case 91:
        type = LeftSquareBracket;
        offset++;
        break;
      // U+005C REVERSE SOLIDUS (\)
      case 92:
        if (isValidEscape(code, getCharCode2(offset + 1))) {
          consumeIdentLikeToken();
        } else {
          type = Delim;
          offset++;
        }
        break;
      // U+005D RIGHT SQUARE BRACKET (])
      case 93:
        type = RightSquareBracket;
        offset++;
        break;
      // U+007B LEFT CURLY BRACKET ({)
      case 123:
        type = LeftCurlyBracket;
        offset++;
        break;
      // U+007D RIGHT CURLY BRACKET (})
      case 125:
        type = RightCurlyBracket;
        offset++;
        break;
      // digit
      case DigitCategory:
        consumeNumericToken();
        break;
      // name-start code point
      case NameStartCategory:
        consumeIdentLikeToken();
        break;
      // EOF
      // case EofCategory:
      // Return an <EOF-token>.
      // break;
      // anything else
      default:
        type = Delim;
        offset++;
    }
    onToken(type, start, start = offset);
  }
}

// node_modules/css-tree/lib/utils/index.js
init_esm_shims();

// node_modules/css-tree/lib/utils/string.js
var string_exports = {};
__export(string_exports, {
  decode: () => decode,
  encode: () => encode
});
init_esm_shims();
var REVERSE_SOLIDUS = 92;
var QUOTATION_MARK = 34;
var APOSTROPHE = 39;
function decode(str) {
  const len = str.length;
  const firstChar = str.charCodeAt(0);
  const start = firstChar === QUOTATION_MARK || firstChar === APOSTROPHE ? 1 : 0;
  const end = start === 1 && len > 1 && str.charCodeAt(len - 1) === firstChar ? len - 2 : len - 1;
  let decoded = "";
  for (let i = start; i <= end; i++) {
    let code = str.charCodeAt(i);
    if (code === REVERSE_SOLIDUS) {
      if (i === end) {
        if (i !== len - 1) {
          decoded = str.substr(i + 1);
        }
        break;
      }
      code = str.charCodeAt(++i);
      if (isValidEscape(REVERSE_SOLIDUS, code)) {
        const escapeStart = i - 1;
        const escapeEnd = consumeEscaped(str, escapeStart);
        i = escapeEnd - 1;
        decoded += decodeEscaped(str.substring(escapeStart + 1, escapeEnd));
      } else {
        if (code === 13 && str.charCodeAt(i + 1) === 10) {
          i++;
        }
      }
    } else {
      decoded += str[i];
    }
  }
  return decoded;
}
function encode(str, apostrophe) {
  const quote2 = apostrophe ? "'" : '"';
  const quoteCode = apostrophe ? APOSTROPHE : QUOTATION_MARK;
  let encoded = "";
  let wsBeforeHexIsNeeded = false;
  for (let i = 0; i < str.length; i++) {
    const code = str.charCodeAt(i);
    if (code === 0) {
      encoded += "\uFFFD";
      continue;
    }
    if (code <= 31 || code === 127) {
      encoded += "\\" + code.toString(16);
      wsBeforeHexIsNeeded = true;
      continue;
    }
    if (code === quoteCode || code === REVERSE_SOLIDUS) {
      encoded += "\\" + str.charAt(i);
      wsBeforeHexIsNeeded = false;
    } else {
      if (wsBeforeHexIsNeeded && (isHexDigit(code) || isWhiteSpace(code))) {
        encoded += " ";
      }
      encoded += str.charAt(i);
      wsBeforeHexIsNeeded = false;
    }
  }
  return quote2 + encoded + quote2;
}

// node_modules/css-tree/lib/utils/url.js
var url_exports = {};
__export(url_exports, {
  decode: () => decode2,
  encode: () => encode2
});
init_esm_shims();
var SPACE = 32;
var REVERSE_SOLIDUS2 = 92;
var QUOTATION_MARK2 = 34;
var APOSTROPHE2 = 39;
var LEFTPARENTHESIS = 40;
var RIGHTPARENTHESIS = 41;
function decode2(str) {
  const len = str.length;
  let start = 4;
  let end = str.charCodeAt(len - 1) === RIGHTPARENTHESIS ? len - 2 : len - 1;
  let decoded = "";
  while (start < end && isWhiteSpace(str.charCodeAt(start))) {
    start++;
  }
  while (start < end && isWhiteSpace(str.charCodeAt(end))) {
    end--;
  }
  for (let i = start; i <= end; i++) {
    let code = str.charCodeAt(i);
    if (code === REVERSE_SOLIDUS2) {
      if (i === end) {
        if (i !== len - 1) {
          decoded = str.substr(i + 1);
        }
        break;
      }
      code = str.charCodeAt(++i);
      if (isValidEscape(REVERSE_SOLIDUS2, code)) {
        const escapeStart = i - 1;
        const escapeEnd = consumeEscaped(str, escapeStart);
        i = escapeEnd - 1;
        decoded += decodeEscaped(str.substring(escapeStart + 1, escapeEnd));
      } else {
        if (code === 13 && str.charCodeAt(i + 1) === 10) {
          i++;
        }
      }
    } else {
      decoded += str[i];
    }
  }
  return decoded;
}
function encode2(str) {
  let encoded = "";
  let wsBeforeHexIsNeeded = false;
  for (let i = 0; i < str.length; i++) {
    const code = str.charCodeAt(i);
    if (code === 0) {
      encoded += "\uFFFD";
      continue;
    }
    if (code <= 31 || code === 127) {
      encoded += "\\" + code.toString(16);
      wsBeforeHexIsNeeded = true;
      continue;
    }
    if (code === SPACE || code === REVERSE_SOLIDUS2 || code === QUOTATION_MARK2 || code === APOSTROPHE2 || code === LEFTPARENTHESIS || code === RIGHTPARENTHESIS) {
      encoded += "\\" + str.charAt(i);
      wsBeforeHexIsNeeded = false;
    } else {
      if (wsBeforeHexIsNeeded && isHexDigit(code)) {
        encoded += " ";
      }
      encoded += str.charAt(i);
      wsBeforeHexIsNeeded = false;
    }
  }
  return "url(" + encoded + ")";
}

// packages/action/src/inline/inline-css.ts
var IDENT = 1;
var FUNCTION = 2;
var AT_KEYWORD = 3;
var STRING = 5;
var URL = 7;
var WHITESPACE = 13;
var SEMICOLON = 17;
var RIGHT_PARENTHESIS = 22;
var LEFT_CURLY_BRACKET = 23;
var COMMENT = 25;
function cssReferences(css) {
  const tokens = [];
  tokenize(css, (type, start, end) => tokens.push({ type, start, end }));
  const text = (t) => css.slice(t.start, t.end);
  const next = (i) => {
    let j = i + 1;
    while (j < tokens.length && (tokens[j].type === WHITESPACE || tokens[j].type === COMMENT)) j++;
    return j;
  };
  const references = [];
  const urlAt = (i, isImport) => {
    const token = tokens[i];
    if (!token) return i;
    if (token.type === URL) {
      references.push({ start: token.start, end: token.end, url: url_exports.decode(text(token)), isImport });
    } else if (token.type === STRING && isImport) {
      references.push({ start: token.start, end: token.end, url: string_exports.decode(text(token)), isImport });
    } else if (token.type === FUNCTION && text(token).toLowerCase() === "url(") {
      const value = next(i);
      const close = next(value);
      if (tokens[value]?.type !== STRING || tokens[close]?.type !== RIGHT_PARENTHESIS) return i;
      const url = string_exports.decode(text(tokens[value]));
      references.push({ start: token.start, end: tokens[close].end, url, isImport });
      return close;
    }
    return i;
  };
  const forPrint2 = (i) => {
    let previous = "";
    for (let j = next(i); j < tokens.length; j = next(j)) {
      const token = tokens[j];
      if (token.type === LEFT_CURLY_BRACKET || token.type === SEMICOLON) return false;
      if (token.type !== IDENT) continue;
      const word = text(token).toLowerCase();
      if (word === "print" && previous !== "not") return true;
      previous = word;
    }
    return false;
  };
  let print = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const at = token.type === AT_KEYWORD ? text(token).toLowerCase() : "";
    if ((at === "@media" || at === "@import") && !print) print = forPrint2(i);
    if (at === "@import") i = urlAt(next(i), true);
    else i = urlAt(i, false);
  }
  return { references, comments: tokens.filter((t) => t.type === COMMENT), print };
}
function hasPrintRules(css) {
  return /print/i.test(css) && cssReferences(css).print;
}
async function inlineCss(css, file, reader, importing = /* @__PURE__ */ new Set()) {
  const { references, comments, print } = cssReferences(css);
  if (print) notePrintStyles();
  const edits = new Edits();
  for (const comment of comments) edits.replace(comment.start, comment.end, "");
  for (const { start, end, url, isImport } of references) {
    if (!isLocalReference(url)) continue;
    edits.replace(
      start,
      end,
      isImport ? importedSheet(url, file, reader, importing) : embedded(url, file, reader)
    );
  }
  return edits.apply(css);
}
async function embedded(url, file, reader) {
  const asset = await reader.read(url, file);
  return asset && `url("${dataUri(asset)}")`;
}
async function importedSheet(url, file, reader, importing) {
  const asset = await reader.read(url, file);
  if (!asset || importing.has(asset.path)) return void 0;
  const sheet = await inlineCss(
    asset.bytes.toString("utf8"),
    asset.path,
    reader,
    /* @__PURE__ */ new Set([...importing, asset.path])
  );
  return `url("${dataUri({ ...asset, mime: "text/css", bytes: Buffer.from(sheet, "utf8") })}")`;
}

// packages/action/src/inline/inline-html.ts
var URL_ATTRIBUTES = {
  img: ["src"],
  source: ["src"],
  input: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  image: ["href", "xlink:href"]
};
var SRCSET_ELEMENTS = /* @__PURE__ */ new Set(["img", "source"]);
var LINK_ELEMENTS = /* @__PURE__ */ new Set(["a", "area"]);
var MAY_REFER = /\b(?:src|href|srcset|style|poster)\b|url\(/i;
var MAY_NAME = /\b(?:id|name)\s*=/i;
function quote(value) {
  return `"${escapeAttributeValue(value)}"`;
}
function readsAsExpression(text) {
  return text.includes("{{");
}
function escapeRawText(text, element) {
  return text.replace(new RegExp(`</(${element})`, "gi"), "<\\/$1");
}
function parseSrcset(srcset) {
  const candidates = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    let descriptor = "";
    if (url.endsWith(",")) {
      url = url.replace(/,+$/, "");
    } else {
      const from = i;
      while (i < srcset.length && srcset[i] !== ",") i++;
      descriptor = srcset.slice(from, i).trim();
    }
    if (url) candidates.push({ url, descriptor });
  }
  return candidates;
}
var MAX_TARGETS = 5e3;
function targetLinks(ids) {
  return hiddenLinks([...ids].slice(0, MAX_TARGETS), "doc-convert-targets");
}
function* elements(node, inTemplate = false) {
  if ("tagName" in node && node.sourceCodeLocation) yield [node, inTemplate];
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child, inTemplate);
  if ("content" in node) yield* elements(node.content, true);
}
function forPrint(media) {
  return (media ?? "").split(",").some((query) => /^\s*(only\s+)?print\b/i.test(query));
}
var attributeName = (a) => a.prefix ? `${a.prefix}:${a.name}` : a.name;
var PageInliner = class {
  constructor(html, file, reader, links) {
    this.html = html;
    this.file = file;
    this.reader = reader;
    this.links = links;
  }
  html;
  file;
  reader;
  links;
  edits = new Edits();
  /** The page's ids and `<a name>`s, outside templates: what links to its sections may name. */
  ids = /* @__PURE__ */ new Set();
  /** The reference as a data: URI, or undefined when it is not local or cannot be read. */
  async #dataUri(reference) {
    if (!this.reader || reference === void 0 || !isLocalReference(reference)) return void 0;
    const asset = await this.reader.read(reference, this.file);
    return asset && dataUri(asset);
  }
  /** Sets attribute `name` of `element` to what `value` resolves to (undefined: unchanged). */
  #set(element, name, value) {
    const at = element.sourceCodeLocation?.attrs?.[name];
    if (!at) return;
    const written = this.html.slice(at.startOffset, at.startOffset + name.length);
    this.edits.replace(
      at.startOffset,
      at.endOffset,
      Promise.resolve(value).then((v) => v && `${written}=${quote(v)}`)
    );
  }
  /** Removes attribute `name` of `element`, with the white space before it, if `when` resolves to true. */
  #remove(element, name, when) {
    const at = element.sourceCodeLocation?.attrs?.[name];
    if (!at) return;
    let start = at.startOffset;
    while (start > 0 && /\s/.test(this.html[start - 1])) start--;
    this.edits.replace(
      start,
      at.endOffset,
      when.then((yes) => yes ? "" : void 0)
    );
  }
  /** The range of an element's raw text (<style>, <script>), or undefined when it has no end tag. */
  #content(element) {
    const { startTag, endTag } = element.sourceCodeLocation;
    return startTag && endTag ? { start: startTag.endOffset, end: endTag.startOffset } : void 0;
  }
  visit(element, inTemplate) {
    const name = element.tagName;
    const values = new Map(element.attrs.map((a) => [attributeName(a), a.value]));
    const get = (attribute) => values.get(attribute);
    if (!inTemplate) {
      const id = get("id");
      if (id) this.ids.add(id);
      const anchor = name === "a" ? get("name") : void 0;
      if (anchor) this.ids.add(anchor);
    }
    if (this.links && LINK_ELEMENTS.has(name)) {
      const href = get("href");
      const { policy, output } = this.links;
      if (href !== void 0) this.#set(element, "href", rewriteLink(href, this.file, output, policy));
    }
    if ((name === "link" || name === "style") && forPrint(get("media"))) notePrintStyles();
    if (!this.reader) return this.#notInlined(element, values);
    if (name === "style") return this.#style(element);
    if (name === "script") return this.#script(element, get("src"));
    if (name === "link") {
      const rel = (get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = get("href");
      if (href === void 0 || !isLocalReference(href)) return;
      if (rel.includes("stylesheet")) return this.#stylesheet(element, href, get("media"));
      if (rel.some((r) => r.includes("icon") || r === "preload"))
        this.#set(element, "href", this.#dataUri(href));
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      if (values.has(attribute)) this.#set(element, attribute, this.#dataUri(get(attribute)));
    }
    const srcset = get("srcset");
    if (srcset !== void 0 && SRCSET_ELEMENTS.has(name)) this.#set(element, "srcset", this.#srcset(srcset));
    const style = get("style");
    if (style !== void 0 && /url\(/i.test(style)) {
      this.#set(element, "style", inlineCss(style, this.file, this.reader));
    }
  }
  /** With `inline-assets: false`: notes the element's local references, left for a renderer that cannot load them. */
  #notInlined(element, values) {
    const name = element.tagName;
    const local = (reference) => {
      if (reference !== void 0 && isLocalReference(reference)) noteNotInlined(reference.trim());
    };
    const cssOf = (css) => {
      for (const { url } of cssReferences(css).references) local(url);
    };
    if (name === "style") {
      const content = this.#content(element);
      const css = content ? this.html.slice(content.start, content.end) : "";
      if (hasPrintRules(css)) notePrintStyles();
      return cssOf(css);
    }
    if (name === "script") return local(values.get("src"));
    if (name === "link") {
      const rel = (values.get("rel") ?? "").toLowerCase().split(/\s+/);
      if (rel.some((r) => r === "stylesheet" || r.includes("icon") || r === "preload"))
        local(values.get("href"));
      return;
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) local(values.get(attribute));
    const srcset = values.get("srcset");
    if (srcset !== void 0 && SRCSET_ELEMENTS.has(name))
      for (const { url } of parseSrcset(srcset)) local(url);
    const style = values.get("style");
    if (style !== void 0 && /url\(/i.test(style)) cssOf(style);
  }
  async #srcset(srcset) {
    const candidates = await Promise.all(
      parseSrcset(srcset).map(async ({ url, descriptor }) => {
        const uri = await this.#dataUri(url);
        return {
          text: descriptor ? `${uri ?? url} ${descriptor}` : uri ?? url,
          inlined: uri !== void 0
        };
      })
    );
    return candidates.some((c) => c.inlined) ? candidates.map((c) => c.text).join(", ") : void 0;
  }
  #style(element) {
    const content = this.#content(element);
    if (!content) return;
    const css = this.html.slice(content.start, content.end);
    this.edits.replace(
      content.start,
      content.end,
      inlineCss(css, this.file, this.reader).then((inlined) => escapeRawText(inlined, "style"))
    );
  }
  #script(element, src) {
    const content = this.#content(element);
    if (src === void 0 || !isLocalReference(src) || !content) return;
    const plan = this.reader.read(src, this.file).then((asset) => {
      if (!asset) return void 0;
      const js = asset.bytes.toString("utf8");
      return readsAsExpression(js) ? { src: dataUri({ ...asset, mime: "text/javascript" }) } : { text: escapeRawText(js, "script") };
    });
    this.#set(
      element,
      "src",
      plan.then((p) => p?.src)
    );
    this.#remove(
      element,
      "src",
      plan.then((p) => p?.text !== void 0)
    );
    this.edits.replace(
      content.start,
      content.end,
      plan.then((p) => p?.text)
    );
  }
  #stylesheet(element, href, media) {
    const { startOffset, endOffset } = element.sourceCodeLocation.startTag ?? element.sourceCodeLocation;
    this.edits.replace(startOffset, endOffset, this.#sheet(href, media));
  }
  async #sheet(href, media) {
    const asset = await this.reader.read(href, this.file);
    if (!asset) return void 0;
    const reader = this.reader;
    const css = await reader.inlinedSheet(
      asset,
      () => inlineCss(asset.bytes.toString("utf8"), asset.path, reader, /* @__PURE__ */ new Set([asset.path]))
    );
    const mediaAttribute = media ? ` media=${quote(media)}` : "";
    if (readsAsExpression(css)) {
      const uri = dataUri({ ...asset, mime: "text/css", bytes: Buffer.from(css, "utf8") });
      return `<link rel="stylesheet" href=${quote(uri)}${mediaAttribute}>`;
    }
    return `<style${mediaAttribute}>${escapeRawText(css, "style")}</style>`;
  }
};
function hasRemoteBase(all) {
  const href = all.find((e) => e.tagName === "base")?.attrs.find((a) => a.name === "href")?.value;
  return href !== void 0 && !isLocalReference(href);
}
async function inlineHtml(html, file, reader, links) {
  const sections = links?.policy.sections;
  if (!MAY_REFER.test(html) && !(sections && MAY_NAME.test(html))) return html;
  const { parse } = await import("./dist-SK73FDK2.mjs");
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  if (hasRemoteBase(all.map(([element]) => element))) return html;
  const page = new PageInliner(html, file, reader, links);
  for (const [element, inTemplate] of all) page.visit(element, inTemplate);
  if (sections) {
    sections.addIds(file, page.ids);
    if (page.ids.size > 0) {
      const body = all.find(([element, inTemplate]) => element.tagName === "body" && !inTemplate)?.[0];
      const at = body?.sourceCodeLocation?.endTag?.startOffset ?? html.length;
      page.edits.replace(at, at, targetLinks(page.ids));
    }
  }
  return page.edits.apply(html);
}

export {
  parseSrcset,
  inlineHtml
};
