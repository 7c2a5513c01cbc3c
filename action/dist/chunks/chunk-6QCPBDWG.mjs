import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  escapeAttributeValue,
  outlineDepth,
  outlineIssues
} from "./chunk-23KDFEKQ.mjs";
import {
  DocConvertError,
  ValidationError
} from "./chunk-5YE4T77P.mjs";
import {
  decodeHTML
} from "./chunk-SIJIF2TN.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/core/src/outline/index.ts
init_esm_shims();

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
  constructor(bytes, pos = 0) {
    this.bytes = bytes;
    this.pos = pos;
  }
  bytes;
  pos;
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
    if (number !== void 0) return number.integer ? this.#maybeRef(number.value) : number.value;
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
var HEADER = ascii("%PDF-");
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
  const header = indexOf(bytes, HEADER, 0, 1024);
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
  for (let i2 = 0; i2 < name.length; i2++) {
    const c = name.charCodeAt(i2) & 255;
    out += c > 32 && c < 127 && c !== 35 && isRegular(c) ? name[i2] : `#${hex(c)}`;
  }
  return out;
}
function textString(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 254;
  bytes[1] = 255;
  for (let i2 = 0; i2 < text.length; i2++) {
    bytes[2 + i2 * 2] = text.charCodeAt(i2) >> 8;
    bytes[3 + i2 * 2] = text.charCodeAt(i2) & 255;
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
      for (let i2 = offsetWidth - 1; i2 >= 0; i2--) data[at2++] = Math.floor(offset / 256 ** i2) % 256;
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
  let i2 = nameEnd;
  const n = html.length;
  while (i2 < n) {
    while (i2 < n && /[\s/]/.test(html[i2])) i2++;
    if (i2 >= n || html[i2] === ">") break;
    const attrStart = i2;
    while (i2 < n && !/[\s/>=]/.test(html[i2])) i2++;
    if (i2 === attrStart) i2++;
    const attr = html.slice(attrStart, i2).toLowerCase();
    while (i2 < n && /\s/.test(html[i2])) i2++;
    let value = "";
    if (html[i2] === "=") {
      i2++;
      while (i2 < n && /\s/.test(html[i2])) i2++;
      const quote = html[i2];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i2 + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i2 + 1, stop);
        i2 = stop + 1;
      } else {
        const valueStart = i2;
        while (i2 < n && !/[\s>]/.test(html[i2])) i2++;
        value = html.slice(valueStart, i2);
      }
    }
    if (!attributes.has(attr)) attributes.set(attr, decodeEntities(value));
  }
  return { name, attributes, end: Math.min(n, i2 + 1), nameEnd };
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
    headings.push({ level: open.level, title, id: open.id, idAt: open.idAt, hidden: open.hidden });
    open = void 0;
  };
  const n = html.length;
  for (let i2 = 0; i2 < n; ) {
    const lt = html.indexOf("<", i2);
    if (lt < 0) {
      text(html.slice(i2));
      break;
    }
    text(html.slice(i2, lt));
    i2 = lt;
    if (html.startsWith("<!--", i2)) {
      const end = html.indexOf("-->", i2 + 4);
      i2 = end < 0 ? n : end + 3;
      continue;
    }
    const next = html[i2 + 1];
    if (next === "!" || next === "?") {
      const cdata = html.startsWith("<![CDATA[", i2);
      const end = html.indexOf(cdata ? "]]>" : ">", i2 + 2);
      i2 = end < 0 ? n : end + (cdata ? 3 : 1);
      continue;
    }
    const tag = readTag(html, i2);
    if (!tag) {
      text("<");
      i2++;
      continue;
    }
    const isEnd = next === "/";
    const start = i2;
    i2 = tag.end;
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
      closing.lastIndex = i2;
      const found = closing.exec(html);
      i2 = found ? found.index : n;
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
        idAt: tag.nameEnd,
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
var OUTLINE_ID_PREFIX = "doc-convert-h";
function prepareHtml(html, depth) {
  const scanned = scan(html);
  const chosen = scanned.headings.filter((h) => h.level <= depth && !h.hidden && h.title !== "");
  if (chosen.length === 0) return { html, headings: [] };
  const inserts = [];
  let counter = 0;
  const headings = chosen.map((heading) => {
    let id = heading.id;
    if (id === void 0) {
      do
        id = `${OUTLINE_ID_PREFIX}${++counter}`;
      while (scanned.ids.has(id));
      scanned.ids.add(id);
      inserts.push({ at: heading.idAt, text: ` id="${id}"` });
    }
    return { level: heading.level, title: heading.title, id };
  });
  inserts.push({
    at: scanned.bodyEnd ?? html.length,
    text: hiddenLinks(
      headings.map(({ id }) => id),
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
  for (let i2 = 0; i2 + 1 < bytes.length; i2 += 2) out += String.fromCharCode(bytes[i2] << 8 | bytes[i2 + 1]);
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
  for (let i2 = 0; i2 < bytes.length; ) {
    let taken = 0;
    let code = 0;
    for (let length = 1; length <= 4 && i2 + length <= bytes.length; length++) {
      code = code * 256 + bytes[i2 + length - 1];
      if (codespace.some((c) => c.length === length && code >= c.low && code <= c.high)) {
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      taken = Math.min(fallbackLength, bytes.length - i2);
      code = 0;
      for (let j = 0; j < taken; j++) code = code * 256 + bytes[i2 + j];
    }
    codes.push(code);
    i2 += taken;
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
    for (let i2 = 0; i2 < w.length; ) {
      const first = file.resolve(w[i2]);
      const next = file.resolve(w[i2 + 1]);
      if (!isNumber(first)) break;
      if (Array.isArray(next)) {
        numbers(file, next).forEach((width, j) => widths.set(first + j, width));
        i2 += 2;
      } else {
        const width = file.resolve(w[i2 + 2]);
        if (isNumber(next) && isNumber(width)) ranges.push([first, next, width]);
        i2 += 3;
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

// packages/core/src/pdf/text.ts
var MAX_FORM_DEPTH = 8;
var numberAt = (operands, i2) => {
  const value = operands[i2];
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
    let i2 = lexer.pos + 1;
    for (; i2 + 1 < b.length; i2++) {
      const ends = i2 + 2 >= b.length || isWhitespace(b[i2 + 2]);
      if (b[i2] === 69 && b[i2 + 1] === 73 && isWhitespace(b[i2 - 1]) && ends) break;
    }
    lexer.pos = Math.min(b.length, i2 + 2);
  }
  run(data, resources, depth = 0) {
    const lexer = new Lexer(data);
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
function searchKey(text) {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\u00ad\u200b-\u200d\u2060\ufeff]/g, "");
}
function readPageText(file, index) {
  let key = "";
  const left = [];
  const top = [];
  drawnText(file, file.pages()[index], ({ text, x: x2, y, size }) => {
    const normalised = searchKey(text);
    for (let i2 = 0; i2 < normalised.length; i2++) {
      left.push(x2);
      top.push(y + size);
    }
    key += normalised;
  });
  return { key, left: Float32Array.from(left), top: Float32Array.from(top) };
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
  const n = (i2) => isNumber(args[i2]) ? args[i2] : null;
  if (isName(fit, "XYZ")) return { page, left: n(0), top: n(1), by: "destination" };
  if (isName(fit, "FitH") || isName(fit, "FitBH")) return { page, left: null, top: n(0), by: "destination" };
  if (isName(fit, "FitR")) return { page, left: n(0), top: n(3), by: "destination" };
  return { page, left: null, top: null, by: "destination" };
}
var HeadingLocator = class {
  constructor(file) {
    this.file = file;
    file.pages().forEach((page, i2) => this.#pageIndex.set(page.ref.key, i2));
  }
  file;
  #texts = /* @__PURE__ */ new Map();
  #pageIndex = /* @__PURE__ */ new Map();
  #destinations;
  /**
   * How far the PDF's destinations lie from what they point at (the same for all of them), once measured by
   * locateAll(); undefined when they were not measured, or not alike.
   */
  offset;
  /** After the last heading placed: its page, and the place in its text (or its top, for a destination). */
  #cursor = { page: 0, index: 0 };
  #text(page) {
    let text = this.#texts.get(page);
    if (!text) this.#texts.set(page, text = readPageText(this.file, page));
    return text;
  }
  /** The named destinations by every form of their names (UTF-8, percent-decoded). */
  #byName() {
    if (this.#destinations) return this.#destinations;
    const byName = /* @__PURE__ */ new Map();
    for (const [name, dest] of this.file.namedDestinations()) {
      for (const form of nameForms(name)) if (!byName.has(form)) byName.set(form, dest);
    }
    return this.#destinations = byName;
  }
  /** Whether the PDF has a named destination for `id`. */
  hasDestination(id) {
    return this.#byName().has(id);
  }
  /** Where the cursor is in page `page`'s text: the index to search from. */
  #searchFrom(page, text) {
    const cursor = this.#cursor;
    if (page !== cursor.page) return 0;
    if (cursor.index !== void 0) return cursor.index;
    if (cursor.top === null || cursor.top === void 0) return 0;
    for (let i2 = 0; i2 < text.top.length; i2++) if (text.top[i2] <= cursor.top + 1) return i2;
    return text.key.length;
  }
  #byText(title) {
    const key = searchKey(title);
    if (key === "") return void 0;
    const pages = this.file.pages().length;
    for (let page = this.#cursor.page; page < pages; page++) {
      const text = this.#text(page);
      const at = text.key.indexOf(key, this.#searchFrom(page, text));
      if (at < 0) continue;
      this.#cursor = { page, index: at + key.length };
      return { page, left: text.left[at], top: text.top[at], by: "text" };
    }
    return void 0;
  }
  /** Where the text `key` is drawn on `page` nearest below `place` (a destination's top-left), if it is. */
  #nearest(page, key, place) {
    const text = this.#text(page);
    let best;
    for (let at = text.key.indexOf(key); at >= 0; at = text.key.indexOf(key, at + 1)) {
      const top = text.top[at];
      const below = place.top === null ? 0 : place.top - top;
      if (below < -3) continue;
      if (!best || below < (place.top ?? 0) - best.top) best = { left: text.left[at], top };
    }
    return best;
  }
  /**
   * How far Chromium's destinations are from their headings. Chromium writes them without the page's margins
   * (a heading's destination lies a top margin above it and a left margin to its left), so they are measured
   * against the text of up to three headings (the first, a middle and the last): the same offset from all
   * of them is the document's, taken off every destination; different offsets (margins that differ page to
   * page) have each destination placed at its heading's text. Nothing measured leaves them as written.
   */
  #calibrate(located) {
    const samples = [.../* @__PURE__ */ new Set([0, located.length >> 1, located.length - 1])].filter((i2) => i2 >= 0 && i2 < located.length).map((i2) => located[i2]);
    const offsets = [];
    for (const { heading, place } of samples) {
      const text = this.#nearest(place.page, searchKey(heading.title), place);
      if (text)
        offsets.push({ dx: (place.left ?? text.left) - text.left, dy: (place.top ?? text.top) - text.top });
    }
    if (offsets.length === 0) return ({ place }) => place;
    const [first] = offsets;
    const agree = offsets.every((o) => Math.abs(o.dx - first.dx) <= 3 && Math.abs(o.dy - first.dy) <= 3);
    if (agree) {
      const { dx, dy } = first;
      this.offset = { dx, dy };
      return ({ place }) => ({
        ...place,
        left: place.left === null ? null : place.left - dx,
        top: place.top === null ? null : place.top - dy
      });
    }
    return ({ heading, place }) => {
      const text = this.#nearest(place.page, searchKey(heading.title), place);
      return text ? { ...place, ...text } : place;
    };
  }
  /** Where each heading is printed (in the order given), or undefined for one not found. */
  locateAll(headings) {
    const byDestination = headings.map((heading) => {
      const dest = heading.id === void 0 ? void 0 : this.#byName().get(heading.id);
      return dest ? placeOf(dest, this.#pageIndex) : void 0;
    });
    const located = headings.flatMap((heading, i2) => {
      const place = byDestination[i2];
      return place ? [{ heading, place }] : [];
    });
    const adjust = this.#calibrate(located);
    return headings.map((heading, i2) => {
      const destination = byDestination[i2];
      if (destination) {
        const place = adjust({ heading, place: destination });
        this.#cursor = { page: place.page, top: place.top };
        return place;
      }
      return this.#byText(heading.title);
    });
  }
};

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
    list.forEach((item, i2) => {
      const dict = new PdfDict().set("Title", textString(item.title)).set("Parent", parent).set("Dest", item.dest);
      if (i2 > 0) dict.set("Prev", refs[i2 - 1]);
      if (i2 < list.length - 1) dict.set("Next", refs[i2 + 1]);
      objects.push({ num: refs[i2].num, gen: 0, value: dict });
      if (item.children.length > 0) {
        dict.set("Count", countBookmarks(item.children));
        add(item.children, refs[i2], dict);
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
  const x2 = (v) => isNumber(v) ? v - dx : v ?? null;
  const y = (v) => isNumber(v) ? v - dy : v ?? null;
  if (isName(fit, "XYZ")) return [page, fit, x2(args[0]), y(args[1]), args[2] ?? null];
  if (isName(fit, "FitH") || isName(fit, "FitBH")) return [page, fit, y(args[0])];
  if (isName(fit, "FitV") || isName(fit, "FitBV")) return [page, fit, x2(args[0])];
  if (isName(fit, "FitR")) return [page, fit, x2(args[0]), y(args[1]), x2(args[2]), y(args[3])];
  return void 0;
}
function destinationsUpdate(file, catalog, added, offset, nextNumber) {
  const moves = offset !== void 0 && (Math.abs(offset.dx) > 0.5 || Math.abs(offset.dy) > 0.5);
  if (added.size === 0 && !moves) return [];
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
  titled.forEach((heading, i2) => {
    const place = places[i2];
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
  const extra = destinationsUpdate(file, catalog, destinations, locator.offset, () => next++);
  catalog.set("Outlines", root).set("PageMode", new PdfName("UseOutlines"));
  objects.push(...extra, { num: catalogRef.num, gen: catalogRef.gen, value: catalog });
  return { tail: incrementalUpdate(file, objects), bookmarks: found.length, missing };
}

// packages/core/src/outline/index.ts
var ROOM_PER_BOOKMARK = 200;
var ROOM_FIXED = 4096;
var OutlineAmendment = class {
  constructor(headings) {
    this.headings = headings;
    this.room = headings.reduce((sum, h) => sum + ROOM_PER_BOOKMARK + 4 * h.title.length, ROOM_FIXED);
  }
  headings;
  room;
  result;
  append(file) {
    if (this.headings.length === 0) {
      this.result = { bookmarks: 0, missing: [] };
      return new Uint8Array(0);
    }
    try {
      const update = outlineUpdate(new PdfFile(file), this.headings);
      this.result = { bookmarks: update.bookmarks, missing: update.missing };
      return update.tail;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.result = { bookmarks: 0, missing: [], skipped: `the PDF could not be read: ${reason}` };
      return new Uint8Array(0);
    }
  }
};
function refuse(issues) {
  if (issues.length > 0) throw new ValidationError(issues);
}
function pdfOnly(format) {
  return format === "pdf" ? [] : [{ path: "outline", message: `is for PDFs only: bookmarks cannot be added to ${format}` }];
}
function conversionOutline(format, body, option) {
  const depth = outlineDepth(option);
  if (depth === void 0) return void 0;
  refuse([...pdfOnly(format), ...outlineIssues(body, false)]);
  const prepared = prepareHtml(String(body.source), depth);
  return { body: { ...body, source: prepared.html }, amendment: new OutlineAmendment(prepared.headings) };
}
async function templateOutline(ext, body, option, filled) {
  const depth = outlineDepth(option);
  if (depth === void 0) return void 0;
  refuse([...pdfOnly(ext), ...outlineIssues(body, true)]);
  return new OutlineAmendment(htmlHeadings(await filled(), depth));
}
function checkHeadings(headings) {
  const issues = [];
  const checked = headings.map((heading, i2) => {
    const { level, title, id } = heading ?? {};
    if (typeof level !== "number" || !Number.isInteger(level) || level < OUTLINE_MIN_DEPTH || level > OUTLINE_MAX_DEPTH) {
      issues.push({
        path: `headings[${i2}].level`,
        message: `must be a whole number from 1 to 6 (got ${JSON.stringify(level)})`
      });
    }
    if (typeof title !== "string") issues.push({ path: `headings[${i2}].title`, message: "must be a string" });
    if (id !== void 0 && typeof id !== "string")
      issues.push({ path: `headings[${i2}].id`, message: "must be a string" });
    return {
      level,
      title: collapse(String(title ?? "")),
      ...id === void 0 ? {} : { id }
    };
  });
  refuse(issues);
  return checked;
}
function addOutlineDepth(depth) {
  try {
    return outlineDepth({ depth });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.issues.map((issue) => ({ ...issue, path: "depth" })));
  }
}
function outlinedPdf(pdf, headings, depthOption) {
  const depth = addOutlineDepth(depthOption);
  if (!(pdf instanceof Uint8Array)) {
    throw new ValidationError([{ path: "pdf", message: "must be the PDF's bytes (a Uint8Array or Buffer)" }]);
  }
  let list;
  if (typeof headings === "string") list = htmlHeadings(headings, depth);
  else if (Array.isArray(headings)) list = checkHeadings(headings);
  else {
    throw new ValidationError([
      {
        path: "headings",
        message: "must be the HTML the PDF was made from, or a list of { level, title, id? }"
      }
    ]);
  }
  if (list.length === 0) return pdf;
  let file;
  try {
    file = new PdfFile(pdf);
  } catch (error) {
    throw new DocConvertError(`The PDF cannot be given an outline: ${error.message}.`);
  }
  const update = outlineUpdate(file, list);
  if (update.tail.length === 0) return pdf;
  const out = new Uint8Array(pdf.length + update.tail.length);
  out.set(pdf);
  out.set(update.tail, pdf.length);
  return out;
}
function countOutlineItems(pdf) {
  try {
    const file = new PdfFile(pdf);
    let count = 0;
    const seen = /* @__PURE__ */ new Set();
    const walk = (first, depth) => {
      for (let item = file.dict(first); item && !seen.has(item) && depth < 64; item = file.dict(item.get("Next"))) {
        seen.add(item);
        count++;
        walk(item.get("First"), depth + 1);
      }
    };
    walk(file.dict(file.catalog.get("Outlines"))?.get("First"), 0);
    return count;
  } catch {
    return void 0;
  }
}

export {
  htmlTitle,
  hiddenLinks,
  nameForms,
  countBookmarks,
  conversionOutline,
  templateOutline,
  outlinedPdf,
  countOutlineItems
};
