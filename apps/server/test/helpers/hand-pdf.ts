/** A hand-written PDF with the given objects (object 1 the catalog), with a correct cross-reference table. */
export function handPdf(objects: string[], trailer = ''): Uint8Array {
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A one-page Letter PDF drawing `stream`, Helvetica as /F1. */
export const onePage = (stream: string, more: string[] = [], trailer = '') =>
  handPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...more,
    ],
    trailer,
  );

/** One line of text at (x, y) in `size` pt; `fill` an RGB fill ("1 1 1" is white), black by default. */
export const textAt = (size: number, x: number, y: number, value: string, fill = '0 0 0') =>
  `BT ${fill} rg /F1 ${size} Tf ${x} ${y} Td (${value}) Tj ET\n`;
