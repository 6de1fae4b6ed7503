import { deflateRawSync, constants as zlib } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * Small files that cost a reader far more than their size: the attacks the import must survive, shared by the
 * hostile-import tests and bench/hostile-import.ts. Each is built here, byte by byte, so none is committed.
 */

/** A PDF from its objects' bodies (object n is bodies[n - 1]), with a correct cross-reference table. */
function pdfOf(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A page drawing form XObject 1, which draws form 2 `fanOut` times, and so on `levels` deep; the last draws a word.
 * Reading its text means evaluating fanOut^levels words: ~2 KB that took 13 s at 6 levels and 855 s at 8.
 */
export function nestedXObjectPdf(levels = 8, fanOut = 10): Buffer {
  // Objects: 1 catalog, 2 pages, 3 page, 4 font, 5 page content, 6.. the forms.
  // Form `level` is object 6 + level and draws the next one; the last draws a word.
  const form = (level: number) => {
    const last = level === levels - 1;
    const resources = last
      ? '/Resources << /Font << /F1 4 0 R >> >>'
      : `/Resources << /Font << /F1 4 0 R >> /XObject << /X ${7 + level} 0 R >> >>`;
    const content = last ? 'BT /F1 10 Tf 72 600 Td (word) Tj ET' : 'q /X Do Q\n'.repeat(fanOut);
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`, content);
  };
  return pdfOf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R ' +
      '/Resources << /Font << /F1 4 0 R >> /XObject << /X 6 0 R >> >> >>',
    FONT,
    stream('', 'BT /F1 24 Tf 72 720 Td (Jane Doe) Tj ET\nq /X Do Q'),
    ...Array.from({ length: levels }, (_, level) => form(level)),
  ]);
}

/** Adler-32 of `count` bytes all equal to `byte`, without making them. */
function adler32OfRepeated(byte: number, count: bigint): number {
  const mod = 65521n;
  const b = BigInt(byte);
  const a = (1n + b * count) % mod;
  // B = sum over i of A_i = count + b * count * (count + 1) / 2.
  const sum = (count + (b * count * (count + 1n)) / 2n) % mod;
  return Number((sum << 16n) | a);
}

/**
 * A page whose content stream is ~1 MB of DEFLATE that inflates to `inflatedBytes` (1 GiB) of spaces: cheap to
 * send, and a reader that decodes it whole needs the gibibyte. Made from one flushed block repeated (each ends on a
 * byte boundary and resets nothing the next needs), so building it costs no gibibyte here.
 */
export function inflatingPdf(inflatedBytes = 1024 * 1024 * 1024): Buffer {
  const chunk = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(chunk, 0x20), { level: 9, finishFlush: zlib.Z_FULL_FLUSH });
  const count = Math.ceil(inflatedBytes / chunk);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32OfRepeated(0x20, BigInt(count * chunk)));
  const deflated = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: count }, () => block),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
  return pdfOf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [6 0 R 5 0 R] ' +
      '/Resources << /Font << /F1 4 0 R >> >> >>',
    FONT,
    stream('/Filter /FlateDecode', deflated),
    stream('', 'BT /F1 24 Tf 72 720 Td (Jane Doe) Tj ET'),
  ]);
}

/**
 * LinkedIn's export whose Skills.csv has a header of `columns` names and `rows` short rows: ~200 KB packed. Built
 * with every column, its rows were 100 million fields, and the server ran out of memory.
 */
export function wideCsvLinkedInZip(columns = 100_000, rows = 1_000): Buffer {
  const header = ['Name', ...Array.from({ length: columns - 1 }, (_, i) => `c${i}`)].join(',');
  const body = Array.from({ length: rows }, (_, i) => `Skill ${i}`).join('\n');
  const profile = 'First Name,Last Name,Headline\nJane,Doe,Engineer\n';
  return Buffer.from(
    zipSync({ 'Profile.csv': strToU8(profile), 'Skills.csv': strToU8(`${header}\n${body}\n`) }, { level: 9 }),
  );
}

/** A Vitae export of `items` section keys in design.sectionOrder (~4 MB): one issue per item, if validated so. */
export function longListVitaeExport(items = 1_000_000): Buffer {
  const sectionOrder = new Array<string>(items).fill('x');
  return Buffer.from(
    JSON.stringify({
      format: 'vitae',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      resume: { resumeTitle: 'Long list', fullName: 'Jane Doe', design: { sectionOrder } },
    }),
  );
}

/** A resume that reads as a normal import, beside the hostile ones: a small JSON Resume. */
export function normalJsonResume(): Buffer {
  return Buffer.from(
    JSON.stringify({
      basics: { name: 'Jane Doe', label: 'Engineer', email: 'jane@example.com' },
      work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01', highlights: ['Built things'] }],
      skills: [{ name: 'TypeScript' }],
    }),
  );
}
