/**
 * The page count of a PDF this package wrote: Typst writes its page tree uncompressed (no object streams), as
 * `/Type /Pages … /Count N`. Not a parser for PDFs from elsewhere.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const count = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(text)?.[1];
  if (count === undefined) throw new Error('The PDF has no page tree this package wrote');
  return Number(count);
}
