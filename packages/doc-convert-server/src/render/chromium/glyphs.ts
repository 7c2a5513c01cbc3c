// The scripts of a page's characters that none of the server's fonts draws (X-Local-Missing-Glyphs): they
// come out as empty boxes, and the header tells the user the gap is the local server's, not their page's. The
// fonts' coverage is read once from their files (cmap.ts), not asked of fontconfig; the page's text is its
// rendered text (innerText), its distinct characters only, taken from at most TEXT_LIMIT characters.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { covers, fontCoverage, type Coverage } from './cmap';

/** Characters of a page's text looked at: a bound on the work a huge page costs. */
const TEXT_LIMIT = 1_000_000;

/** The page's distinct characters, in the page: only these cross to the server. */
const DISTINCT = `(() => {
  const text = document.body ? document.body.innerText.slice(0, ${TEXT_LIMIT}) : '';
  return [...new Set(text)].join('');
})()`;

/** Unicode script names (Scripts.txt) a regular expression knows; Common and Inherited last. */
const SCRIPTS =
  `Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Nko Samaritan Mandaic Devanagari Bengali
Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic
Cherokee Canadian_Aboriginal Ogham Runic Khmer Mongolian Hiragana Katakana Bopomofo Han Yi Old_Italic Gothic
Deseret Tagalog Hanunoo Buhid Tagbanwa Limbu Tai_Le Linear_B Ugaritic Shavian Osmanya Cypriot Braille Buginese
Coptic New_Tai_Lue Glagolitic Tifinagh Syloti_Nagri Old_Persian Kharoshthi Balinese Cuneiform Phoenician Phags_Pa
Sundanese Lepcha Ol_Chiki Vai Saurashtra Kayah_Li Rejang Lycian Carian Lydian Cham Tai_Tham Tai_Viet Avestan
Egyptian_Hieroglyphs Bamum Lisu Javanese Meetei_Mayek Kaithi Batak Brahmi Chakma Miao Sharada Takri Adlam Ahom
Bassa_Vah Caucasian_Albanian Duployan Elbasan Grantha Khojki Khudawadi Linear_A Mahajani Manichaean Mende_Kikakui
Modi Mro Nabataean Old_North_Arabian Old_Permic Pahawh_Hmong Palmyrene Pau_Cin_Hau Psalter_Pahlavi Siddham
Tirhuta Warang_Citi Osage Newa Tangut Nushu Wancho Yezidi Dogra Makasar Medefaidrin Sogdian Old_Sogdian
Hanifi_Rohingya Gunjala_Gondi Masaram_Gondi Nandinagari Nyiakeng_Puachue_Hmong Zanabazar_Square Soyombo Marchen
Bhaiksuki Khitan_Small_Script Chorasmian Dives_Akuru Elymaic Cypro_Minoan Old_Uyghur Tangsa Toto Vithkuqi Kawi
Nag_Mundari SignWriting Anatolian_Hieroglyphs Hatran Multani Old_Hungarian Old_Turkic Old_South_Arabian
Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Meroitic_Cursive Meroitic_Hieroglyphs Sora_Sompeng
Common Inherited`
    .split(/\s+/)
    .map((name) => ({ name: name.replace(/_/g, ' '), test: new RegExp(`^\\p{Script=${name}}$`, 'u') }));

/** Characters no font is asked for: spacing, controls, format characters and variation selectors. */
const IGNORED = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Co}\p{Cs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u;

/** The script of a character: its Unicode Script value, or its code point when none matches. */
export function scriptOf(char: string): string {
  const found = SCRIPTS.find((script) => script.test.test(char));
  if (!found) return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return found.name === 'Common' ? 'Common (symbols)' : found.name;
}

/** The scripts of `text`'s characters no coverage has, in order of first appearance. */
export function missingScripts(text: string, coverages: readonly Coverage[]): string[] {
  const scripts = new Set<string>();
  for (const char of new Set(text)) {
    if (IGNORED.test(char) || covers(coverages, char.codePointAt(0)!)) continue;
    scripts.add(scriptOf(char));
  }
  return [...scripts];
}

/** The coverage of every .ttf/.otf file under the folders, read once per set of folders. */
export function fontCoverages(dirs: readonly string[]): () => Promise<Coverage[]> {
  let reading: Promise<Coverage[]> | undefined;
  const read = async () => {
    const coverages: Coverage[] = [];
    for (const dir of dirs) {
      const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
      for (const name of names.filter((file) => /\.(ttf|otf)$/i.test(file)).sort()) {
        try {
          coverages.push(fontCoverage(await readFile(join(dir, name))));
        } catch {
          // a font file that cannot be read covers nothing: its characters are reported missing
        }
      }
    }
    return coverages;
  };
  return () => (reading ??= read());
}

/** The scripts of the page's text that no font draws, or [] (a page that cannot be asked is not failed). */
export async function pageMissingScripts(
  page: { evaluate(expression: string): Promise<unknown> },
  coverages: () => Promise<Coverage[]>,
): Promise<string[]> {
  let text: string;
  try {
    text = String(await page.evaluate(DISTINCT));
  } catch {
    return [];
  }
  return missingScripts(text, await coverages());
}
