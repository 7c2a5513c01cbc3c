import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  pdfHeaderOffset
} from "./chunk-WWTW7HAD.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/pdf/document.ts
init_esm_shims();

// packages/core/src/pdf/filters.ts
init_esm_shims();

// node_modules/fflate/esm/browser.js
init_esm_shims();
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var Inflate = /* @__PURE__ */ (function() {
  function Inflate2(opts, cb) {
    if (typeof opts == "function")
      cb = opts, opts = {};
    this.ondata = cb;
    var dict = opts && opts.dictionary && opts.dictionary.subarray(-32768);
    this.s = { i: 0, b: dict ? dict.length : 0 };
    this.o = new u8(32768);
    this.p = new u8(0);
    if (dict)
      this.o.set(dict);
  }
  Inflate2.prototype.e = function(c) {
    if (!this.ondata)
      err(5);
    if (this.d)
      err(4);
    if (!this.p.length)
      this.p = c;
    else if (c.length) {
      var n = new u8(this.p.length + c.length);
      n.set(this.p), n.set(c, this.p.length), this.p = n;
    }
  };
  Inflate2.prototype.c = function(final) {
    this.s.i = +(this.d = final || false);
    var bts = this.s.b;
    var dt = inflt(this.p, this.s, this.o);
    this.ondata(slc(dt, bts, this.s.b), this.d);
    this.o = slc(dt, this.s.b - 32768), this.s.b = this.o.length;
    this.p = slc(this.p, this.s.p / 8 | 0), this.s.p &= 7;
  };
  Inflate2.prototype.push = function(chunk, final) {
    this.e(chunk), this.c(final);
  };
  return Inflate2;
})();
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}

// packages/core/src/pdf/lexer.ts
init_esm_shims();

// packages/core/src/pdf/objects.ts
init_esm_shims();
var PdfName = class {
  constructor(name) {
    this.name = name;
  }
  name;
};
var PdfString = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  /** The string as text: UTF-16BE after a byte order mark, UTF-8 after its mark, else PDFDocEncoding (Latin-1). */
  text() {
    const b = this.bytes;
    if (b.length >= 2 && b[0] === 254 && b[1] === 255) {
      let out = "";
      for (let i2 = 2; i2 + 1 < b.length; i2 += 2) out += String.fromCharCode(b[i2] << 8 | b[i2 + 1]);
      return out;
    }
    if (b.length >= 3 && b[0] === 239 && b[1] === 187 && b[2] === 191) {
      return new TextDecoder().decode(b.subarray(3));
    }
    return binaryString(b);
  }
};
var PdfRef = class {
  constructor(num, gen) {
    this.num = num;
    this.gen = gen;
  }
  num;
  gen;
  get key() {
    return `${this.num} ${this.gen}`;
  }
};
var PdfDict = class _PdfDict {
  entries = /* @__PURE__ */ new Map();
  get(key) {
    return this.entries.get(key);
  }
  set(key, value) {
    this.entries.set(key, value);
    return this;
  }
  /** A shallow copy: the values are shared. */
  clone() {
    const copy = new _PdfDict();
    for (const [key, value] of this.entries) copy.entries.set(key, value);
    return copy;
  }
};
var PdfStream = class {
  constructor(dict, raw) {
    this.dict = dict;
    this.raw = raw;
  }
  dict;
  raw;
};
var PdfOperator = class {
  constructor(op) {
    this.op = op;
  }
  op;
};
function binaryString(bytes) {
  let out = "";
  for (let i2 = 0; i2 < bytes.length; i2 += 8192) {
    out += String.fromCharCode(...bytes.subarray(i2, i2 + 8192));
  }
  return out;
}
function utf8Binary(text) {
  return binaryString(new TextEncoder().encode(text));
}
var isName = (value, name) => value instanceof PdfName && (name === void 0 || value.name === name);
var isDict = (value) => value instanceof PdfDict;
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);

// packages/core/src/pdf/lexer.ts
var END_ARRAY = new PdfOperator("]");
var END_DICT = new PdfOperator(">>");
var WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
var DELIMITER = new Uint8Array(256);
for (const c of "()<>[]{}/%") DELIMITER[c.charCodeAt(0)] = 1;
var isWhitespace = (c) => c !== void 0 && WHITESPACE[c] === 1;
var isRegular = (c) => c !== void 0 && WHITESPACE[c] === 0 && DELIMITER[c] === 0;
function numberIn(bytes, start, end) {
  let i2 = start;
  let negative = false;
  if (bytes[i2] === 43 || bytes[i2] === 45) negative = bytes[i2++] === 45;
  let value = 0;
  let digits = 0;
  let scale = 0;
  let point = false;
  for (; i2 < end; i2++) {
    const c = bytes[i2];
    if (c >= 48 && c <= 57) {
      value = value * 10 + c - 48;
      digits++;
      if (point) scale++;
    } else if (c === 46 && !point) point = true;
    else return void 0;
  }
  if (digits === 0) return void 0;
  if (scale > 0) value /= 10 ** scale;
  return { value: negative ? -value : value, integer: !point && start === i2 - digits && !negative };
}
var MAX_DEPTH = 100;
var ESCAPES = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
var hexValue = (c) => c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
var Lexer = class {
  /**
   * @param references whether `num gen R` is read as a reference: it is in a file's objects; a content stream
   *   has none, and looking past each of its integers for an `R` is a quarter of lexing a page's content.
   */
  constructor(bytes, pos = 0, references = true) {
    this.bytes = bytes;
    this.pos = pos;
    this.references = references;
  }
  bytes;
  pos;
  references;
  /** Skips white space and comments. */
  skipSpace() {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos];
      if (WHITESPACE[c] === 1) this.pos++;
      else if (c === 37) {
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      } else break;
    }
  }
  /** Whether `word` comes next (after white space), followed by a delimiter; consumed when it does. */
  keyword(word) {
    this.skipSpace();
    const b = this.bytes;
    for (let i2 = 0; i2 < word.length; i2++) if (b[this.pos + i2] !== word.charCodeAt(i2)) return false;
    if (isRegular(b[this.pos + word.length])) return false;
    this.pos += word.length;
    return true;
  }
  /** The next token, or undefined at the end of the bytes. */
  next(depth = 0) {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length) return void 0;
    const c = b[this.pos];
    switch (c) {
      case 47:
        return this.#name();
      case 40:
        return this.#literal();
      case 60:
        if (b[this.pos + 1] === 60) {
          this.pos += 2;
          return this.#dict(depth);
        }
        return this.#hex();
      case 62:
        this.pos += b[this.pos + 1] === 62 ? 2 : 1;
        return END_DICT;
      case 91:
        this.pos++;
        return this.#array(depth);
      case 93:
        this.pos++;
        return END_ARRAY;
      case 123:
      case 125:
        this.pos++;
        return new PdfOperator(String.fromCharCode(c));
      case 41:
        this.pos++;
        return this.next(depth);
      default:
        return this.#word();
    }
  }
  /** The next value, or undefined when an operator (or nothing) comes next. */
  value() {
    const token = this.next();
    return token instanceof PdfOperator ? void 0 : token;
  }
  #word() {
    const b = this.bytes;
    const start = this.pos;
    while (this.pos < b.length && isRegular(b[this.pos])) this.pos++;
    const number = numberIn(b, start, this.pos);
    if (number !== void 0)
      return number.integer && this.references ? this.#maybeRef(number.value) : number.value;
    let word = "";
    for (let i2 = start; i2 < this.pos; i2++) word += String.fromCharCode(b[i2]);
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    return new PdfOperator(word);
  }
  /** `num gen R` after an unsigned integer is a reference; otherwise the integer stands alone. */
  #maybeRef(num) {
    const b = this.bytes;
    const after = this.pos;
    this.skipSpace();
    const genStart = this.pos;
    while (this.pos < b.length && b[this.pos] >= 48 && b[this.pos] <= 57) this.pos++;
    if (this.pos > genStart && !isRegular(b[this.pos])) {
      let gen = 0;
      for (let i2 = genStart; i2 < this.pos; i2++) gen = gen * 10 + b[i2] - 48;
      this.skipSpace();
      if (b[this.pos] === 82 && !isRegular(b[this.pos + 1])) {
        this.pos++;
        return new PdfRef(num, gen);
      }
    }
    this.pos = after;
    return num;
  }
  #name() {
    const b = this.bytes;
    this.pos++;
    let name = "";
    while (this.pos < b.length && isRegular(b[this.pos])) {
      const c = b[this.pos];
      if (c === 35) {
        const hi = hexValue(b[this.pos + 1] ?? 0);
        const lo = hexValue(b[this.pos + 2] ?? 0);
        if (hi >= 0 && lo >= 0) {
          name += String.fromCharCode(hi * 16 + lo);
          this.pos += 3;
          continue;
        }
      }
      name += String.fromCharCode(c);
      this.pos++;
    }
    return new PdfName(name);
  }
  #literal() {
    const b = this.bytes;
    this.pos++;
    const out = [];
    let depth = 1;
    while (this.pos < b.length) {
      let c = b[this.pos++];
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) break;
      else if (c === 92) {
        c = b[this.pos++] ?? 0;
        const escaped = ESCAPES[c];
        if (escaped !== void 0) c = escaped;
        else if (c >= 48 && c <= 55) {
          let code = c - 48;
          for (let i2 = 0; i2 < 2 && b[this.pos] >= 48 && b[this.pos] <= 55; i2++) {
            code = code * 8 + b[this.pos++] - 48;
          }
          c = code & 255;
        } else if (c === 13 || c === 10) {
          if (c === 13 && b[this.pos] === 10) this.pos++;
          continue;
        }
      } else if (c === 13) {
        if (b[this.pos] === 10) this.pos++;
        c = 10;
      }
      out.push(c);
    }
    return new PdfString(Uint8Array.from(out));
  }
  #hex() {
    const b = this.bytes;
    const start = ++this.pos;
    let end = start;
    let digits = 0;
    for (; end < b.length && b[end] !== 62; end++) if (hexValue(b[end]) >= 0) digits++;
    const out = new Uint8Array(digits + 1 >> 1);
    let at = 0;
    let high = -1;
    for (let i2 = start; i2 < end; i2++) {
      const v = hexValue(b[i2]);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out[at++] = high * 16 + v;
        high = -1;
      }
    }
    if (high >= 0) out[at] = high * 16;
    this.pos = Math.min(b.length, end + 1);
    return new PdfString(out);
  }
  #array(depth) {
    const out = [];
    if (depth >= MAX_DEPTH) return out;
    for (; ; ) {
      const token = this.next(depth + 1);
      if (token === void 0 || token === END_ARRAY) return out;
      if (token === END_DICT) continue;
      if (token instanceof PdfOperator) continue;
      out.push(token);
    }
  }
  #dict(depth) {
    const dict = new PdfDict();
    if (depth >= MAX_DEPTH) return dict;
    for (; ; ) {
      const key = this.next(depth + 1);
      if (key === void 0 || key === END_DICT) return dict;
      if (!(key instanceof PdfName)) continue;
      const value = this.next(depth + 1);
      if (value === void 0 || value === END_DICT) {
        dict.set(key.name, null);
        return dict;
      }
      if (value instanceof PdfOperator) continue;
      dict.set(key.name, value);
    }
  }
};

// packages/core/src/pdf/filters.ts
var hasZlibHeader = (data) => data.length >= 2 && (data[0] & 15) === 8 && (data[0] << 8 | data[1]) % 31 === 0;
function inflate(data) {
  let inflated = new Uint8Array(0);
  new Inflate((chunk) => inflated = chunk).push(data.subarray(hasZlibHeader(data) ? 2 : 0), false);
  return inflated;
}
function asList(value) {
  if (value === void 0 || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
function pngPredictor(data, columns, colors, bpc) {
  const bytesPerPixel = Math.max(1, Math.ceil(colors * bpc / 8));
  const rowLength = Math.ceil(columns * colors * bpc / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowLength + 1)];
    const input = row * (rowLength + 1) + 1;
    const at = row * rowLength;
    for (let i2 = 0; i2 < rowLength; i2++) {
      const raw = data[input + i2];
      const left = i2 >= bytesPerPixel ? out[at + i2 - bytesPerPixel] : 0;
      const up = row > 0 ? out[at - rowLength + i2] : 0;
      const upLeft = row > 0 && i2 >= bytesPerPixel ? out[at - rowLength + i2 - bytesPerPixel] : 0;
      let value;
      switch (type) {
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + (left + up >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          value = raw;
      }
      out[at + i2] = value & 255;
    }
  }
  return out;
}
function tiffPredictor(data, columns, colors) {
  const out = Uint8Array.from(data);
  const rowLength = columns * colors;
  for (let row = 0; row * rowLength < out.length; row++) {
    for (let i2 = colors; i2 < rowLength; i2++) {
      const at = row * rowLength + i2;
      if (at < out.length) out[at] = out[at] + out[at - colors] & 255;
    }
  }
  return out;
}
function predicted(data, params, resolve) {
  const dict = resolve(params);
  if (!isDict(dict)) return data;
  const number = (key, fallback) => {
    const value = resolve(dict.get(key));
    return isNumber(value) ? value : fallback;
  };
  const predictor = number("Predictor", 1);
  const columns = number("Columns", 1);
  const colors = number("Colors", 1);
  if (predictor >= 10) return pngPredictor(data, columns, colors, number("BitsPerComponent", 8));
  if (predictor === 2 && number("BitsPerComponent", 8) === 8) return tiffPredictor(data, columns, colors);
  return data;
}
function asciiHex(data) {
  const out = [];
  let high = -1;
  for (const c of data) {
    if (c === 62) break;
    const v = hexValue(c);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Uint8Array.from(out);
}
function ascii85(data) {
  const out = [];
  const group = [];
  const flush = (count) => {
    let value = 0;
    for (let i2 = 0; i2 < 5; i2++) value = value * 85 + (group[i2] ?? 84);
    for (let i2 = 0; i2 < count - 1; i2++) out.push(value >>> 24 - 8 * i2 & 255);
    group.length = 0;
  };
  for (let i2 = 0; i2 < data.length; i2++) {
    const c = data[i2];
    if (c === 126) break;
    if (isWhitespace(c)) continue;
    if (c === 122 && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) continue;
    group.push(c - 33);
    if (group.length === 5) flush(5);
  }
  if (group.length > 0) flush(group.length);
  return Uint8Array.from(out);
}
function decodeStream(stream, resolve) {
  const dict = stream.dict;
  const filters = asList(resolve(dict.get("Filter")));
  const params = asList(resolve(dict.get("DecodeParms")));
  let data = stream.raw;
  for (let i2 = 0; i2 < filters.length; i2++) {
    const filter = resolve(filters[i2]);
    if (!(filter instanceof PdfName)) return void 0;
    if (isName(filter, "FlateDecode") || isName(filter, "Fl")) {
      data = predicted(inflate(data), params[i2], resolve);
    } else if (isName(filter, "ASCIIHexDecode") || isName(filter, "AHx")) data = asciiHex(data);
    else if (isName(filter, "ASCII85Decode") || isName(filter, "A85")) data = ascii85(data);
    else return void 0;
  }
  return data;
}

// packages/core/src/pdf/xref.ts
init_esm_shims();
var PdfReadError = class extends Error {
  name = "PdfReadError";
};
var ascii = (text) => Uint8Array.from(text, (c) => c.charCodeAt(0));
var STARTXREF = ascii("startxref");
function lastIndexOf(bytes, needle, from, until = 0) {
  for (let i2 = Math.min(from, bytes.length - needle.length); i2 >= until; i2--) {
    let j = 0;
    while (j < needle.length && bytes[i2 + j] === needle[j]) j++;
    if (j === needle.length) return i2;
  }
  return -1;
}
function indexOf(bytes, needle, from, until = bytes.length) {
  const last = Math.min(until, bytes.length) - needle.length;
  for (let i2 = Math.max(0, from); i2 <= last; i2++) {
    let j = 0;
    while (j < needle.length && bytes[i2 + j] === needle[j]) j++;
    if (j === needle.length) return i2;
  }
  return -1;
}
var ENDSTREAM = ascii("endstream");
function parseIndirect(bytes, offset, length = (value) => isNumber(value) ? value : void 0) {
  const lexer = new Lexer(bytes, offset);
  const num = lexer.value();
  const gen = lexer.value();
  if (!isNumber(num) || !isNumber(gen) || !lexer.keyword("obj")) return void 0;
  const value = lexer.value();
  if (value === void 0) return { num, gen, value: null };
  if (!isDict(value) || !lexer.keyword("stream")) return { num, gen, value };
  let start = lexer.pos;
  if (bytes[start] === 13) start++;
  if (bytes[start] === 10) start++;
  const declared = length(value.get("Length"));
  let end = -1;
  if (declared !== void 0 && declared >= 0 && start + declared <= bytes.length) {
    const after = new Lexer(bytes, start + declared);
    if (after.keyword("endstream")) end = start + declared;
  }
  if (end < 0) {
    const found = indexOf(bytes, ENDSTREAM, start);
    end = found < 0 ? bytes.length : found;
    if (bytes[end - 1] === 10) end--;
    if (bytes[end - 1] === 13) end--;
  }
  return { num, gen, value: new PdfStream(value, bytes.subarray(start, Math.max(start, end))) };
}
function readTable(lexer, entries) {
  for (; ; ) {
    if (lexer.keyword("trailer")) {
      const trailer = lexer.value();
      if (!isDict(trailer)) throw new PdfReadError("the trailer is not a dictionary");
      return trailer;
    }
    const start = lexer.value();
    const count = lexer.value();
    if (!isNumber(start) || !isNumber(count)) throw new PdfReadError("a cross-reference table is damaged");
    for (let i2 = 0; i2 < count; i2++) {
      const offset = lexer.value();
      const gen = lexer.value();
      const kind = lexer.next();
      if (!isNumber(offset) || !isNumber(gen) || !(kind instanceof PdfOperator)) {
        throw new PdfReadError("a cross-reference entry is damaged");
      }
      const num = start + i2;
      if (entries.has(num)) continue;
      entries.set(num, kind.op === "n" ? { type: "offset", offset, gen } : { type: "free" });
    }
  }
}
function readStreamSection(stream, entries) {
  const { dict } = stream;
  const widths = dict.get("W");
  const size = dict.get("Size");
  if (!Array.isArray(widths) || widths.length < 3 || !widths.every(isNumber) || !isNumber(size)) {
    throw new PdfReadError("a cross-reference stream has no /W or /Size");
  }
  const data = decodeStream(stream, (value) => value);
  if (!data) throw new PdfReadError("a cross-reference stream cannot be decoded");
  const index = dict.get("Index");
  const ranges = Array.isArray(index) && index.every(isNumber) ? index : [0, size];
  const [w0, w1, w2] = widths;
  const rowLength = w0 + w1 + w2;
  let at = 0;
  const field = (width, fallback) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i2 = 0; i2 < width; i2++) value = value * 256 + (data[at++] ?? 0);
    return value;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const start = ranges[r];
    for (let i2 = 0; i2 < ranges[r + 1] && at + rowLength <= data.length; i2++) {
      const type = field(w0, 1);
      const second = field(w1, 0);
      const third = field(w2, 0);
      const num = start + i2;
      if (entries.has(num)) continue;
      if (type === 1) entries.set(num, { type: "offset", offset: second, gen: third });
      else if (type === 2) entries.set(num, { type: "compressed", stream: second, index: third });
      else entries.set(num, { type: "free" });
    }
  }
}
function streamAt(bytes, offset) {
  const object = parseIndirect(bytes, offset);
  if (!(object?.value instanceof PdfStream) || !isName(object.value.dict.get("Type"), "XRef")) {
    throw new PdfReadError(`no cross-reference section at offset ${offset}`);
  }
  return object.value;
}
function readCrossReference(bytes) {
  const header = pdfHeaderOffset(bytes);
  const base = Math.max(0, header);
  const keyword = lastIndexOf(bytes, STARTXREF, bytes.length, Math.max(0, bytes.length - 64 * 1024));
  if (keyword < 0) throw new PdfReadError("there is no startxref");
  const startxref = new Lexer(bytes, keyword + STARTXREF.length).value();
  if (!isNumber(startxref)) throw new PdfReadError("startxref gives no offset");
  const entries = /* @__PURE__ */ new Map();
  let trailer;
  let newestIsStream = false;
  const seen = /* @__PURE__ */ new Set();
  for (let offset = startxref; offset !== void 0; ) {
    if (seen.has(offset) || offset < 0 || base + offset >= bytes.length) break;
    seen.add(offset);
    const lexer = new Lexer(bytes, base + offset);
    let section;
    if (lexer.keyword("xref")) {
      section = readTable(lexer, entries);
      const hybrid = section.get("XRefStm");
      if (isNumber(hybrid)) readStreamSection(streamAt(bytes, base + hybrid), entries);
    } else {
      const stream = streamAt(bytes, base + offset);
      readStreamSection(stream, entries);
      section = stream.dict;
      if (trailer === void 0) newestIsStream = true;
    }
    if (trailer === void 0) trailer = section.clone();
    else {
      for (const key of ["Root", "Info", "ID", "Encrypt"]) {
        const value = section.get(key);
        if (!trailer.get(key) && value !== void 0) trailer.set(key, value);
      }
    }
    const prev = section.get("Prev");
    offset = isNumber(prev) ? prev : void 0;
  }
  if (!trailer) throw new PdfReadError("there is no cross-reference section");
  return { entries, trailer, startxref, stream: newestIsStream, base };
}

// packages/core/src/pdf/document.ts
var MAX_HOPS = 32;
var MAX_TREE_NODES = 1e6;
var PdfFile = class {
  constructor(bytes) {
    this.bytes = bytes;
    this.xref = readCrossReference(bytes);
    if (this.xref.trailer.get("Encrypt") !== void 0) {
      throw new PdfReadError("the PDF is encrypted");
    }
  }
  bytes;
  xref;
  #objects = /* @__PURE__ */ new Map();
  #objectStreams = /* @__PURE__ */ new Map();
  #pages;
  /** Object `num`, or undefined when the file does not have it. */
  object(num) {
    if (this.#objects.has(num)) return this.#objects.get(num);
    const entry = this.xref.entries.get(num);
    let value;
    if (entry?.type === "offset") {
      this.#objects.set(num, null);
      const parsed = parseIndirect(this.bytes, this.xref.base + entry.offset, (length) => {
        const resolved = this.resolve(length);
        return isNumber(resolved) ? resolved : void 0;
      });
      value = parsed && parsed.num === num ? parsed.value : void 0;
    } else if (entry?.type === "compressed") {
      value = this.#compressed(entry.stream, num);
    }
    this.#objects.set(num, value ?? null);
    return value;
  }
  #compressed(streamNum, num) {
    let objectStream = this.#objectStreams.get(streamNum);
    if (objectStream === void 0) {
      objectStream = null;
      const stream = this.object(streamNum);
      if (stream instanceof PdfStream) {
        const data = this.decode(stream);
        const count = this.resolve(stream.dict.get("N"));
        const first = this.resolve(stream.dict.get("First"));
        if (data && isNumber(count) && isNumber(first)) {
          const offsets = /* @__PURE__ */ new Map();
          const lexer = new Lexer(data);
          for (let i2 = 0; i2 < count; i2++) {
            const objectNum = lexer.value();
            const offset2 = lexer.value();
            if (!isNumber(objectNum) || !isNumber(offset2)) break;
            offsets.set(objectNum, first + offset2);
          }
          objectStream = { data, offsets };
        }
      }
      this.#objectStreams.set(streamNum, objectStream);
    }
    const offset = objectStream?.offsets.get(num);
    return offset === void 0 ? void 0 : new Lexer(objectStream.data, offset).value();
  }
  /** `value` with references followed to what they point at. */
  resolve(value) {
    for (let hops = 0; value instanceof PdfRef && hops < MAX_HOPS; hops++) value = this.object(value.num);
    return value instanceof PdfRef ? void 0 : value;
  }
  dict(value) {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : void 0;
  }
  /** A stream's decoded data, or undefined when it uses a filter not read here. */
  decode(stream) {
    try {
      return decodeStream(stream, (value) => this.resolve(value));
    } catch {
      return void 0;
    }
  }
  get catalogRef() {
    const root = this.xref.trailer.get("Root");
    if (!(root instanceof PdfRef)) throw new PdfReadError("the trailer names no catalog");
    return root;
  }
  get catalog() {
    const catalog = this.dict(this.catalogRef);
    if (!catalog) throw new PdfReadError("the catalog cannot be read");
    return catalog;
  }
  /** The number the next new object gets: past every object the file has. */
  get nextObjectNumber() {
    let next = 1;
    const size = this.xref.trailer.get("Size");
    if (isNumber(size)) next = size;
    for (const num of this.xref.entries.keys()) if (num >= next) next = num + 1;
    return next;
  }
  /** The pages in order. */
  pages() {
    if (this.#pages) return this.#pages;
    const pages = [];
    const seen = /* @__PURE__ */ new Set();
    let visited = 0;
    const walk = (ref, inherited) => {
      if (!(ref instanceof PdfRef) || seen.has(ref.key) || ++visited > MAX_TREE_NODES) return;
      seen.add(ref.key);
      const node = this.dict(ref);
      if (!node) return;
      const resources = this.dict(node.get("Resources")) ?? inherited;
      const kids = this.resolve(node.get("Kids"));
      if (isName(node.get("Type"), "Pages") || Array.isArray(kids) && !isName(node.get("Type"), "Page")) {
        if (Array.isArray(kids)) for (const kid of kids) walk(kid, resources);
        return;
      }
      pages.push({ ref, dict: node, resources });
    };
    walk(this.catalog.get("Pages"), void 0);
    this.#pages = pages;
    return pages;
  }
  /**
   * The named destinations: key the name's bytes (a binary string), value the explicit destination. From
   * the /Names tree and the catalog's /Dests dictionary (the tree first, as readers look there first).
   */
  namedDestinations() {
    const found = /* @__PURE__ */ new Map();
    const add = (key, value) => {
      const dest = this.#destination(value);
      if (dest && !found.has(key)) found.set(key, dest);
    };
    const tree = this.dict(this.dict(this.catalog.get("Names"))?.get("Dests"));
    if (tree) {
      const seen = /* @__PURE__ */ new Set();
      const walk = (node, depth) => {
        if (!node || seen.has(node) || depth > 64) return;
        seen.add(node);
        const names = this.resolve(node.get("Names"));
        if (Array.isArray(names)) {
          for (let i2 = 0; i2 + 1 < names.length; i2 += 2) {
            const key = this.resolve(names[i2]);
            if (key instanceof PdfString) add(binaryString(key.bytes), names[i2 + 1]);
          }
        }
        const kids = this.resolve(node.get("Kids"));
        if (Array.isArray(kids)) for (const kid of kids) walk(this.dict(kid), depth + 1);
      };
      walk(tree, 0);
    }
    const dests = this.dict(this.catalog.get("Dests"));
    if (dests) for (const [key, value] of dests.entries) add(key, value);
    return found;
  }
  /** An explicit destination: the array itself, or a dictionary's /D (§12.3.2.3). */
  #destination(value) {
    const resolved = this.resolve(value);
    if (Array.isArray(resolved)) return resolved;
    if (isDict(resolved)) {
      const d = this.resolve(resolved.get("D"));
      if (Array.isArray(d)) return d;
    }
    return void 0;
  }
};

// packages/core/src/pdf/matrix.ts
init_esm_shims();
var IDENTITY = [1, 0, 0, 1, 0, 0];
function multiply(m, n) {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5]
  ];
}

export {
  PdfName,
  PdfString,
  PdfRef,
  PdfDict,
  PdfStream,
  PdfOperator,
  binaryString,
  utf8Binary,
  isName,
  isDict,
  isNumber,
  isWhitespace,
  isRegular,
  Lexer,
  PdfFile,
  IDENTITY,
  multiply
};
