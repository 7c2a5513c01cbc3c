// Draws page numbers and running heads on the book's pages, last, once every page is in place: 9 pt Helvetica
// (helvetica.ts), dark grey, on the page as it is shown (its CropBox within its MediaBox, turned by its /Rotate):
// the numbers centred with their baseline 15 pt above the bottom edge, the heads 22 pt below the top edge,
// centred, or parted into a left and a right part 36 pt from the sides. Each page's own content is put between
// `q` and `Q` first, so whatever state it leaves (a transformation, a clip, a colour) does not move or hide
// them. A text too wide for its place is cut short with an ellipsis.
import { isNumber, PdfDict, PdfName, PdfStream, type PdfRef, type PdfValue } from '../pdf/objects';
import { textWidth, winAnsiBytes } from './helvetica';
import { winAnsiOnly } from './winansi';
import type { PdfWriter } from './writer';

/** Font size of the stamps, in points. */
const SIZE = 9;
/** The numbers' baseline above the bottom edge, and the heads' below the top edge, in points. */
const NUMBER_BASELINE = 15;
const HEAD_BASELINE = 22;
/** How far a left or right running head stands from its side, in points. */
const SIDE = 36;

/** One text drawn on a page. */
export interface Stamp {
  text: string;
  edge: 'top' | 'bottom';
  align: 'left' | 'center' | 'right';
}

type Box = [number, number, number, number];

/** A box array of the page, normalised (x0 < x1, y0 < y1); undefined when it is none. */
function boxOf(value: PdfValue | undefined): Box | undefined {
  if (!Array.isArray(value) || value.length < 4 || !value.slice(0, 4).every(isNumber)) return undefined;
  const [a, b, c, d] = value as Box;
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** The rectangle the page shows: its CropBox within its MediaBox (a page without one is US Letter). */
function shownBox(page: PdfDict): Box {
  const media = boxOf(page.get('MediaBox')) ?? [0, 0, 612, 792];
  const crop = boxOf(page.get('CropBox'));
  if (!crop) return media;
  const shown: Box = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3]),
  ];
  return shown[0] < shown[2] && shown[1] < shown[3] ? shown : media;
}

/** The page's /Rotate, a multiple of 90 from 0 to 270. */
function rotationOf(page: PdfDict): 0 | 90 | 180 | 270 {
  const rotate = page.get('Rotate');
  const turns = isNumber(rotate) ? Math.round(rotate / 90) : 0;
  return ((((turns % 4) + 4) % 4) * 90) as 0 | 90 | 180 | 270;
}

/** The page as shown: its bottom-left corner in user space, its width and height, its turn. */
interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  angle: number;
}

/**
 * The page as shown. A page turned by /Rotate (clockwise) is shown turned, so the stamps are drawn turned the
 * other way about that corner.
 */
function shownFrame(page: PdfDict): Frame {
  const [x0, y0, x1, y1] = shownBox(page);
  const angle = rotationOf(page);
  switch (angle) {
    case 90:
      return { x: x1, y: y0, width: y1 - y0, height: x1 - x0, angle };
    case 180:
      return { x: x1, y: y1, width: x1 - x0, height: y1 - y0, angle };
    case 270:
      return { x: x0, y: y1, width: y1 - y0, height: x1 - x0, angle };
    default:
      return { x: x0, y: y0, width: x1 - x0, height: y1 - y0, angle };
  }
}

/** `text` cut short with an ellipsis to fit `width` points (WinAnsi's … is drawable). */
function fit(text: string, width: number): string {
  if (textWidth(text, SIZE) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, SIZE) > width) chars.pop();
  return chars.length > 0 ? `${chars.join('').trimEnd()}…` : '';
}

const number = (n: number) => {
  const rounded = Math.round(n * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** The content that draws `stamps` in `frame` with the font named `font`, after the page's own (closing its `q`). */
function stampContent(frame: Frame, stamps: readonly Stamp[], font: string): string {
  if (stamps.length === 0) return '\nQ\n';
  const radians = (frame.angle * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(radians)), Math.round(Math.sin(radians))];
  let content = `\nQ\nq\n${cos} ${sin} ${-sin} ${cos} ${number(frame.x)} ${number(frame.y)} cm\nBT\n/${font} ${SIZE} Tf\n0.25 g\n`;
  for (const stamp of stamps) {
    const room = stamp.align === 'center' ? frame.width - 2 * SIDE : frame.width / 2 - SIDE - 6;
    const text = fit(winAnsiOnly(stamp.text), Math.max(room, 0));
    if (text === '') continue;
    const width = textWidth(text, SIZE);
    const x =
      stamp.align === 'left'
        ? SIDE
        : stamp.align === 'right'
          ? frame.width - SIDE - width
          : (frame.width - width) / 2;
    const y = stamp.edge === 'bottom' ? NUMBER_BASELINE : frame.height - HEAD_BASELINE;
    const hex = Array.from(winAnsiBytes(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
    content += `1 0 0 1 ${number(x)} ${number(y)} Tm\n<${hex}> Tj\n`;
  }
  return `${content}ET\nQ\n`;
}

/** A name for the font among the page's fonts that none of them has. */
function freeName(fonts: PdfDict): string {
  let name = 'DCHelv';
  for (let n = 1; fonts.get(name) !== undefined; n++) name = `DCHelv${n}`;
  return name;
}

/** What every stamped page shares: the font, and the `q` that opens its own content. */
export interface StampResources {
  font: PdfRef;
  open: PdfRef;
}

export function stampResources(writer: PdfWriter): StampResources {
  const font = writer.add(
    new PdfDict()
      .set('Type', new PdfName('Font'))
      .set('Subtype', new PdfName('Type1'))
      .set('BaseFont', new PdfName('Helvetica'))
      .set('Encoding', new PdfName('WinAnsiEncoding')),
  );
  const open = writer.add(new PdfStream(new PdfDict(), new Uint8Array([0x71, 0x0a])));
  return { font, open };
}

/** A page's place for its stamps: the stream that draws them, written once their text is known (writeStamps). */
export interface StampSlot {
  ref: PdfRef;
  frame: Frame;
  font: string;
}

/**
 * Makes room on `page` (a dictionary not yet written) for stamps drawn later: its own content put between the
 * shared `q` and a stream of the stamps, whose number is allocated now, and the font added to its resources.
 * The page can then be written at once; only its stamps wait (for the book's page count and chapter titles).
 */
export function stampSlot(writer: PdfWriter, page: PdfDict, resources: StampResources): StampSlot {
  const pageResources = page.get('Resources');
  const own = pageResources instanceof PdfDict ? pageResources : new PdfDict();
  const fontsValue = own.get('Font');
  const fonts = fontsValue instanceof PdfDict ? fontsValue : new PdfDict();
  const font = freeName(fonts);
  fonts.set(font, resources.font);
  own.set('Font', fonts);
  page.set('Resources', own);
  const ref = writer.allocate();
  const contents = page.get('Contents');
  const existing = Array.isArray(contents)
    ? contents
    : contents === undefined || contents === null
      ? []
      : [contents];
  page.set('Contents', [resources.open, ...existing, ref]);
  return { ref, frame: shownFrame(page), font };
}

/** Writes the stream of `slot` drawing `stamps` (with none, it only closes the page's own content). */
export function writeStamps(writer: PdfWriter, slot: StampSlot, stamps: readonly Stamp[]): void {
  const text = stampContent(slot.frame, stamps, slot.font);
  writer.write(
    slot.ref,
    new PdfStream(
      new PdfDict(),
      Uint8Array.from(text, (char) => char.charCodeAt(0)),
    ),
  );
}
