/**
 * CSV as RFC 4180 writes it, read leniently: fields apart by commas, rows by CRLF, LF or CR; a field in double quotes
 * may hold commas, line breaks and doubled quotes (`""` is one `"`). A byte order mark at the start is skipped. A
 * quote inside an unquoted field, text after a closing quote and a quote left open at the end are kept as text rather
 * than refused: an export is read as well as it can be. Values are returned exactly as written (never evaluated).
 */

export interface CsvOptions {
  /** Rows read at most; the rest of the text is not parsed. */
  maxRows?: number;
  /**
   * Fields kept per row, at most; the rest of a row is skipped as it is read, so a row of 100,000 commas costs one
   * scan and no memory (a row built whole with every field took a server out of memory).
   */
  maxFields?: number;
}

/** Columns a table keeps: LinkedIn's files have fewer than 20. */
export const CSV_MAX_COLUMNS = 100;

/** The rows of `text`, each a list of its fields; a blank line is a row of one empty field. */
export function parseCsv(
  text: string,
  { maxRows = Number.POSITIVE_INFINITY, maxFields = Number.POSITIVE_INFINITY }: CsvOptions = {},
): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;
  const endField = () => {
    if (row.length < maxFields) row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < length && rows.length < maxRows) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      // Everything up to the next quote, line breaks included, as it is.
      const next = text.indexOf('"', i);
      const end = next === -1 ? length : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else if (char === '"' && field === '') {
      quoted = true;
      i += 1;
    } else {
      // Plain text up to the next comma, line break or quote (a quote inside an unquoted field is text).
      let end = i + 1;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === 0x2c || c === 0x0a || c === 0x0d || c === 0x22) break;
        end += 1;
      }
      field += text.slice(i, end);
      i = end;
    }
  }
  // The last row, unless the text ended with a line break (or nothing was left to read).
  if (rows.length < maxRows && (field !== '' || row.length > 0 || quoted)) endRow();
  return rows;
}

export interface CsvTable {
  /** The header row's names, trimmed. */
  columns: string[];
  /** Each row after the header by column name (a missing field is ''); blank rows are left out. */
  rows: Record<string, string>[];
}

/** Rows before the header read at most (LinkedIn puts a few "Notes:" lines before some headers). */
const PREAMBLE_ROWS = 20;

const isBlank = (row: string[]) => row.every((field) => field.trim() === '');

/**
 * A CSV file as a table: its header is the first row naming one of `knownColumns` (any case), so that lines before
 * it (a preamble such as LinkedIn's "Notes:") are skipped. null when no such row is found in the first rows.
 */
export function readCsvTable(text: string, knownColumns: readonly string[], options: CsvOptions = {}): CsvTable | null {
  const maxRows = options.maxRows === undefined ? undefined : options.maxRows + PREAMBLE_ROWS + 1;
  const maxFields = Math.min(options.maxFields ?? CSV_MAX_COLUMNS, CSV_MAX_COLUMNS);
  const all = parseCsv(text, maxRows === undefined ? { maxFields } : { maxRows, maxFields });
  const known = new Set(knownColumns.map((name) => name.toLowerCase()));
  const headerIndex = all
    .slice(0, PREAMBLE_ROWS + 1)
    .findIndex((row) => row.some((field) => known.has(field.trim().toLowerCase())));
  if (headerIndex === -1) return null;
  const columns = all[headerIndex]!.map((name) => name.trim());
  const rows = all
    .slice(headerIndex + 1)
    .filter((row) => !isBlank(row))
    .slice(0, options.maxRows)
    .map((row) => Object.fromEntries(columns.map((name, index) => [name, row[index] ?? ''])));
  return { columns, rows };
}
