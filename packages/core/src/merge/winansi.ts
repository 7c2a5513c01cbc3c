// WinAnsi, the encoding of the standard PDF font Helvetica (ISO 32000-1, Annex D): Windows code page 1252, so
// the characters it can draw are those the platform's windows-1252 decoder gives for the printable codes. The
// table is made on first use: a run that draws nothing never needs it.

let codes: Map<string, number> | undefined;

/** The WinAnsi code of `char`, or undefined when Helvetica cannot draw it. */
export function winAnsiCode(char: string): number | undefined {
  if (!codes) {
    const printable = Uint8Array.from({ length: 224 }, (_, i) => i + 0x20);
    const decoded = [...new TextDecoder('windows-1252').decode(printable)];
    codes = new Map();
    decoded.forEach((decodedChar, i) => {
      if (!/\p{Cc}/u.test(decodedChar)) codes!.set(decodedChar, i + 0x20);
    });
  }
  return codes.get(char);
}

/** `text` without the characters Helvetica cannot draw. */
export function winAnsiOnly(text: string): string {
  return [...text].filter((char) => winAnsiCode(char) !== undefined).join('');
}
