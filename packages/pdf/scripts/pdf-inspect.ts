/** Looks inside PDFs with poppler-utils (pdfinfo, pdftotext, pdffonts, pdftoppm) for the tests and the preview script. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Writes the PDF to a temporary file for a poppler tool (run without a shell) and removes it afterwards. */
async function withPdfFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitae-pdf-test-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function isPdf(pdf: Uint8Array): boolean {
  return Buffer.from(pdf.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** `pdfinfo` answers: the page count and the metadata lines, as a map. */
export async function pdfInfo(pdf: Uint8Array): Promise<Map<string, string>> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdfinfo', ['-enc', 'UTF-8', file]));
  return new Map(
    stdout
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return Number((await pdfInfo(pdf)).get('Pages'));
}

/**
 * The text as applicant-tracking systems see it: `pdftotext` in its default reading order, or with `raw` in the
 * order of the content stream (what PDFBox- or pdf.js-based parsers read).
 */
export async function pdfText(pdf: Uint8Array, { raw = false } = {}): Promise<string> {
  const args = ['-enc', 'UTF-8', ...(raw ? ['-raw'] : []), 'FILE', '-'];
  const { stdout } = await withPdfFile(pdf, (file) =>
    run(
      'pdftotext',
      args.map((arg) => (arg === 'FILE' ? file : arg)),
    ),
  );
  return stdout;
}

/** Names of the fonts embedded in the PDF (`pdffonts`), without the subset prefix. */
export async function pdfFontNames(pdf: Uint8Array): Promise<string[]> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdffonts', [file]));
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter((name) => name !== '')
    .map((name) => name.replace(/^[A-Z]{6}\+/, ''));
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface PageWords {
  width: number;
  height: number;
  words: WordBox[];
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** Every word with its box, page by page (`pdftotext -bbox`). */
export async function pdfWordBoxes(pdf: Uint8Array): Promise<PageWords[]> {
  const { stdout } = await withPdfFile(pdf, (file) =>
    run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  const pages: PageWords[] = [];
  const token =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g;
  for (const match of stdout.matchAll(token)) {
    if (match[1] !== undefined) {
      pages.push({ width: Number(match[1]), height: Number(match[2]), words: [] });
      continue;
    }
    pages.at(-1)?.words.push({
      text: decodeEntities(match[7]!),
      xMin: Number(match[3]),
      yMin: Number(match[4]),
      xMax: Number(match[5]),
      yMax: Number(match[6]),
    });
  }
  return pages;
}

/** The first page as a PNG at `dpi` (`pdftoppm`). */
export async function firstPagePng(pdf: Uint8Array, dpi: number): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    const prefix = path.join(dir, 'page');
    await run('pdftoppm', ['-f', '1', '-l', '1', '-r', String(dpi), '-png', '-singlefile', file, prefix]);
    return readFile(`${prefix}.png`);
  });
}

/** The targets of the PDF's link annotations (Typst writes them as plain `/URI (...)` strings). */
export function pdfLinkTargets(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  return [...raw.matchAll(/\/URI \(((?:[^()\\]|\\.)*)\)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}
