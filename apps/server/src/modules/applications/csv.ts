import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_MESSAGES,
  createApplicationBodySchema,
  LIMITS,
  type Application,
} from '@vitae/schema';
import { z } from 'zod';
import { CSV_MAX_COLUMNS, parseCsv } from '../import/csv.ts';
import { csvBadRow, csvNoHeader, csvNotCsv, csvTooManyRows } from './errors.ts';

/**
 * The applications CSV (docs/applications.md, CSV columns): RFC 4180 as written, APPLICATION_CSV_COLUMNS in order,
 * and read back by import into the same applications.
 */

type Column = (typeof APPLICATION_CSV_COLUMNS)[number];

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or CR first) gets a leading `'`, which spreadsheets
 * show as text (OWASP "CSV injection"). Cells that already start with `'` before such a character get one more, so
 * import, which takes exactly one away, gives back what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const unguardCell = (value: string) => (GUARDED.test(value) ? value.slice(1) : value);

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const line = (cells: string[]) => `${cells.map((cell) => quote(guardCell(cell))).join(',')}\r\n`;

/** When the application was first moved to `applied`, if it was. */
const appliedAt = (application: Application) =>
  application.stageHistory.find((change) => change.stage === 'applied')?.at ?? '';

function cellsOf(application: Application): Record<Column, string> {
  return {
    company: application.company,
    role: application.role,
    stage: application.stage,
    closed_reason: application.closedReason ?? '',
    location: application.location,
    salary: application.salary,
    source: application.source,
    link: application.link,
    next_step: application.nextStep?.title ?? '',
    next_step_at: application.nextStep?.at ?? '',
    applied_at: appliedAt(application),
    notes: application.notes,
    posting: application.posting,
    created_at: application.createdAt,
    updated_at: application.updatedAt,
  };
}

/**
 * The CSV text, a header and a row per application as they arrive. It starts with a byte order mark so that
 * spreadsheets read it as UTF-8 (import skips it).
 */
export async function* applicationsCsv(applications: AsyncIterable<Application[]>): AsyncGenerator<string> {
  yield `\uFEFF${line([...APPLICATION_CSV_COLUMNS])}`;
  for await (const batch of applications) {
    yield batch
      .map((application) => {
        const cells = cellsOf(application);
        return line(APPLICATION_CSV_COLUMNS.map((column) => cells[column]));
      })
      .join('');
  }
}

/** One row of an import, ready to be written: the application's fields and, if given, when it was applied. */
export interface ImportedRow {
  body: z.output<typeof createApplicationBodySchema>;
  appliedAt: string | null;
}

const appliedAtSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** The file's text, or 415 when it is not text at all (a PDF, a ZIP, a picture…). */
function textOf(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw csvNotCsv();
  }
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * Every row of the file, validated as a create body would be: the first bad row refuses the whole file (400 naming
 * its line, the header being line 1), so an import is all or nothing. A header naming `company` and `role` is
 * required; unknown columns are ignored; blank rows are skipped.
 */
export function readApplicationsCsv(file: Buffer): ImportedRow[] {
  const text = textOf(file);
  // The header, the rows allowed and one more, to tell a file past the limit from one at it (blank rows aside).
  const rows = parseCsv(text, { maxRows: LIMITS.applicationsCsvRows * 2 + 2, maxFields: CSV_MAX_COLUMNS });
  const headerAt = rows.findIndex((row) => !isBlank(row));
  if (headerAt === -1) throw csvNoHeader();
  const header = rows[headerAt]!.map((name) => name.trim().toLowerCase());
  if (!header.includes('company') || !header.includes('role')) throw csvNoHeader();
  const columnIndex = new Map<Column, number>();
  for (const column of APPLICATION_CSV_COLUMNS) {
    const index = header.indexOf(column);
    if (index !== -1) columnIndex.set(column, index);
  }

  const dataRows = rows.slice(headerAt + 1).map((row, index) => ({ row, line: headerAt + index + 2 }));
  const filled = dataRows.filter(({ row }) => !isBlank(row));
  if (filled.length > LIMITS.applicationsCsvRows) throw csvTooManyRows();

  return filled.map(({ row, line: lineNumber }) => {
    const cell = (column: Column): string | undefined => {
      const index = columnIndex.get(column);
      return index === undefined ? undefined : unguardCell(row[index] ?? '');
    };
    const code = (column: Column) => cell(column)?.trim().toLowerCase() || undefined;
    const nextTitle = cell('next_step')?.trim();
    const nextAt = cell('next_step_at')?.trim();
    const candidate = {
      company: cell('company'),
      role: cell('role'),
      stage: code('stage'),
      reason: code('closed_reason'),
      location: cell('location'),
      salary: cell('salary'),
      source: cell('source'),
      link: cell('link'),
      notes: cell('notes'),
      posting: cell('posting'),
      nextStep: nextTitle || nextAt ? { title: nextTitle ?? '', at: nextAt ?? '' } : undefined,
    };
    const parsed = createApplicationBodySchema.safeParse(candidate);
    if (!parsed.success) throw csvBadRow(lineNumber, parsed.error.issues[0]?.message ?? 'Invalid row.');
    const applied = cell('applied_at')?.trim() || null;
    if (applied !== null && !appliedAtSchema.safeParse(applied).success) {
      throw csvBadRow(lineNumber, APPLICATION_MESSAGES.csvAppliedAtInvalid);
    }
    return {
      body: parsed.data,
      appliedAt:
        applied === null ? null : new Date(applied.length === 10 ? `${applied}T00:00:00Z` : applied).toISOString(),
    };
  });
}
