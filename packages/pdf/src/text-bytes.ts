/**
 * UTF-8 bytes of every string in `value` (arrays and objects walked), as a render counts them against
 * LIMITS.pdfMaxTextBytes. Without Node's Buffer, so the browser's preview engine counts alike (docs/architecture.md,
 * "The live preview"); a lone surrogate counts as the 3 bytes of the U+FFFD it would be written as.
 */
export function textBytes(value: unknown): number {
  if (typeof value === 'string') return utf8Length(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textBytes(item), 0);
  if (typeof value === 'object' && value !== null) return textBytes(Object.values(value));
  return 0;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
