// HTML character references in text: numeric ones (`&#8217;`, `&#x2019;`) and the named ones headings use (the
// full table of the standard is two thousand names; a name not here is left as written, which at worst makes a
// bookmark's title show `&name;`).
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsaquo: '\u2039',
  rsaquo: '\u203a',
  bull: '\u2022',
  middot: '\u00b7',
  sect: '\u00a7',
  para: '\u00b6',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  micro: '\u00b5',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  sup1: '\u00b9',
  sup2: '\u00b2',
  sup3: '\u00b3',
  iexcl: '\u00a1',
  iquest: '\u00bf',
  rarr: '\u2192',
  larr: '\u2190',
  uarr: '\u2191',
  darr: '\u2193',
  harr: '\u2194',
  rArr: '\u21d2',
  lArr: '\u21d0',
  hArr: '\u21d4',
  le: '\u2264',
  ge: '\u2265',
  ne: '\u2260',
  asymp: '\u2248',
  infin: '\u221e',
  minus: '\u2212',
  prime: '\u2032',
  Prime: '\u2033',
  dagger: '\u2020',
  Dagger: '\u2021',
  permil: '\u2030',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
  alpha: '\u03b1',
  beta: '\u03b2',
  gamma: '\u03b3',
  delta: '\u03b4',
  pi: '\u03c0',
  sigma: '\u03c3',
  omega: '\u03c9',
  Omega: '\u03a9',
  Delta: '\u0394',
  lambda: '\u03bb',
  mu: '\u03bc',
  check: '\u2713',
  star: '\u2606',
  hearts: '\u2665',
  AElig: '\u00c6',
  aelig: '\u00e6',
  szlig: '\u00df',
  oelig: '\u0153',
  OElig: '\u0152',
  ccedil: '\u00e7',
  Ccedil: '\u00c7',
  ntilde: '\u00f1',
  Ntilde: '\u00d1',
  oslash: '\u00f8',
  Oslash: '\u00d8',
  aring: '\u00e5',
  Aring: '\u00c5',
  eth: '\u00f0',
  thorn: '\u00fe',
};

/** Letters with a grave, acute, circumflex, tilde or umlaut: `&eacute;`, `&Uuml;`, ... */
const ACCENTS: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
};

function named(name: string): string | undefined {
  const direct = NAMED[name];
  if (direct !== undefined) return direct;
  const accented = /^([A-Za-z])(grave|acute|circ|tilde|uml)$/.exec(name);
  return accented ? (accented[1]! + ACCENTS[accented[2]!]!).normalize('NFC') : undefined;
}

/** `text` with its character references decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][\da-fA-F]+|#\d+|[A-Za-z][A-Za-z\d]*);?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named(ref) ?? whole;
  });
}
