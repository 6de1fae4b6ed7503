import { IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput, UnsupportedFormat } from '../../lib/domain-errors.ts';
import { readZipPaths, zipPaths } from './zip.ts';

/** The largest file an import reads (the route refuses a bigger one with 413). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Deeper than any resume file: a JSON value nested past this is refused before anything walks it. */
export const IMPORT_MAX_DEPTH = 64;

/** The sections of JSON Resume 1.0.0 (jsonresume.org/schema): an object with one of them is read as JSON Resume. */
const JSON_RESUME_SECTIONS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

export type DetectedFile =
  | { format: 'vitae'; data: Record<string, unknown> }
  | { format: 'json-resume'; data: Record<string, unknown> }
  | { format: 'pdf'; bytes: Uint8Array }
  | { format: 'docx'; bytes: Uint8Array }
  | { format: 'zip'; bytes: Uint8Array };

/** A PDF's header may follow up to 1,024 bytes of anything (PDF 1.7, annex H). */
export const isPdfFile = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');

/** A ZIP archive starts with a local file header (PK\x03\x04), or is empty (PK\x05\x06). */
const isZipFile = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

/**
 * An OLE compound file (D0 CF 11 E0 A1 B1 1A E1): a Word 97–2003 .doc, or a .docx saved with a password (Office
 * wraps encrypted files in one). Neither can be read: 415, saying how to save it.
 */
const isOleFile = (bytes: Uint8Array) =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

/**
 * Whether a ZIP is a Word document (it holds word/document.xml), read from its central directory only. A Word file
 * with macros (a vbaProject.bin, or a macro-enabled content type: .docm, .dotm) is refused with 400 before anything
 * else of it is read: macros are never imported, let alone run.
 */
function isWordZip(bytes: Uint8Array): boolean {
  const paths = zipPaths(bytes);
  if (!paths.includes('word/document.xml')) return false;
  const types = readZipPaths(bytes, (path) => path === '[content_types].xml').get('[content_types].xml');
  const macroType = types !== undefined && /macroEnabled/i.test(Buffer.from(types).toString('utf8'));
  if (macroType || paths.some((path) => /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$/.test(path))) {
    throw new InvalidInput(IMPORT_MESSAGES.docxMacros);
  }
  return true;
}

/** A PDF or a Word file, for the document reader: anything else is 415 (an OLE file with its own message). */
export function detectDocument(bytes: Uint8Array): 'pdf' | 'docx' {
  if (bytes.length === 0) throw new InvalidInput(IMPORT_MESSAGES.emptyFile);
  if (isPdfFile(bytes)) return 'pdf';
  if (isOleFile(bytes)) throw new UnsupportedFormat(IMPORT_MESSAGES.docxLegacy);
  if (isZipFile(bytes) && isWordZip(bytes)) return 'docx';
  throw unsupported();
}

const unsupported = () => new UnsupportedFormat(IMPORT_MESSAGES.unsupported);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lists and objects of a parsed file shortened to this many items (keys) before anything reads them item by item: a
 * 10 MB file may hold millions of empty items, which validation would report and fix one by one. Validation then
 * keeps each list's first items within the schema's limits, with a warning.
 */
export const IMPORT_READ_ITEMS = 1_000;

/**
 * Walks `value` without recursion (a parsed file may nest 100,000 deep), shortening every array and object to
 * IMPORT_READ_ITEMS items in place; false when it nests deeper than `limit` (then it is left half-walked).
 */
function boundedJson(value: unknown, limit: number): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return false;
    let children: unknown[];
    if (Array.isArray(current)) {
      if (current.length > IMPORT_READ_ITEMS) current.length = IMPORT_READ_ITEMS;
      children = current;
    } else {
      const record = current as Record<string, unknown>;
      const keys = Object.keys(record);
      for (const key of keys.slice(IMPORT_READ_ITEMS)) delete record[key];
      children = keys.slice(0, IMPORT_READ_ITEMS).map((key) => record[key]);
    }
    for (const child of children) {
      if (child !== null && typeof child === 'object') {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return true;
}

/**
 * Which format the file is, from its content (never its name): a PDF, a Word document (.docx; with macros 400, an
 * old .doc or a password-protected one 415), a ZIP (LinkedIn's data export), Vitae's own
 * export (`format: "vitae"`), or JSON Resume (an object with one of its sections). An empty file is 400, a value
 * nested deeper than IMPORT_MAX_DEPTH 400 (lists past IMPORT_READ_ITEMS are shortened), anything else (not UTF-8 JSON, an array, JSON of neither shape) 415,
 * saying what is accepted.
 */
export function detectFormat(bytes: Uint8Array): DetectedFile {
  if (bytes.length === 0) throw new InvalidInput(IMPORT_MESSAGES.emptyFile);
  if (isPdfFile(bytes)) return { format: 'pdf', bytes };
  if (isOleFile(bytes)) throw new UnsupportedFormat(IMPORT_MESSAGES.docxLegacy);
  if (isZipFile(bytes)) return isWordZip(bytes) ? { format: 'docx', bytes } : { format: 'zip', bytes };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported();
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new InvalidInput(IMPORT_MESSAGES.emptyFile);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // V8 parses without recursion, but an engine that recurses throws RangeError on deep nesting.
    if (error instanceof RangeError) throw new InvalidInput(IMPORT_MESSAGES.tooDeep);
    throw unsupported();
  }
  if (!boundedJson(data, IMPORT_MAX_DEPTH)) throw new InvalidInput(IMPORT_MESSAGES.tooDeep);
  if (!isRecord(data)) throw unsupported();
  if (data.format === 'vitae') return { format: 'vitae', data };
  if (
    JSON_RESUME_SECTIONS.some(
      (section) => Object.hasOwn(data, section) && typeof data[section] === 'object' && data[section] !== null,
    )
  ) {
    return { format: 'json-resume', data };
  }
  throw unsupported();
}
