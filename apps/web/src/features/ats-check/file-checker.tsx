import type { AtsSource, PublicAtsReport } from '@vitae/schema';
import { FileSearch, LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/utils.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { t as translate } from '../../lib/i18n/language.ts';
import { ATS_FILE_ACCEPT, useCheckFile } from './api/check-file.ts';
import { fieldLabel } from './field-labels.ts';
import { ExtractedText, FindingsList, ReadabilityFigures, ScoreSummary } from './report-parts.tsx';

/**
 * The public checker (docs/product.md, Public ATS checker): a PDF or Word file chosen or dropped, then what a parser
 * reads from it (its text, the fields found with where they came from, the findings and the score).
 */
export function FileChecker() {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string>();
  const check = useCheckFile();
  const t = useT();

  const choose = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    check.mutate(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-lg border-2 border-dashed bg-white p-8 text-center',
          dragging ? 'border-violet-700 bg-violet-50' : 'border-gray-300',
        )}
      >
        <Upload className="h-8 w-8 text-violet-800" aria-hidden />
        <label htmlFor={inputId} className="text-base font-semibold text-gray-900">
          {t('ats.chooseFile')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ATS_FILE_ACCEPT}
          aria-describedby={hintId}
          className="block text-sm text-gray-800 file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-violet-700 file:px-4 file:py-2 file:text-white hover:file:bg-violet-800"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file may be chosen again after a change to it.
            event.target.value = '';
          }}
        />
        <p id={hintId} className="max-w-xl text-sm text-gray-700">
          {/* What the page promises about the file, in plain words (docs/product.md, Public ATS checker). */}
          {t('ats.dropHere')} {t('ats.filePromise')}
        </p>
      </div>

      <div role="status" className="text-sm text-gray-800">
        {check.isPending && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
            {t('ats.reading', { fileName: fileName ?? '' })}
          </span>
        )}
      </div>
      {check.isError && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{userMessage(check.error, t('ats.fileFailed'))}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => input.current?.click()}>
            {t('ats.chooseAnother')}
          </Button>
        </div>
      )}
      {check.data && !check.isPending && <FileReport report={check.data} fileName={fileName ?? ''} />}
    </div>
  );
}

function FileReport({ report, fileName }: { report: PublicAtsReport; fileName: string }) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-lg border bg-white p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-gray-900">
        <FileSearch className="h-5 w-5 text-violet-800" aria-hidden />
        {t('ats.fileReportTitle', { fileName })}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <ScoreSummary score={report.score} />
          <FindingsList findings={report.findings} />
          <FieldsFound fields={report.fields} sources={report.sources} />
          <ReadabilityFigures readability={report.readability} />
        </div>
        <ExtractedText text={report.text} label={t('ats.textReadFromFile')} />
      </div>
    </section>
  );
}

/** Rich text (the reader's bullets as HTML) as its words, one block a line; parsed inert (DOMParser runs nothing). */
function wordsOf(text: string): string {
  if (!/[<&]/.test(text)) return text;
  const html = text.replace(/<\/(p|li)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** The reader's fields as path and text (`experience.0.companyName`: "Acme"), in the order the reader gave them. */
export function flattenFields(value: unknown, path = ''): [string, string][] {
  if (value === null || value === undefined || value === false) return [];
  // A flag the reader set ("Currently working here").
  if (value === true) return path ? [[path, translate('ats.yes')]] : [];
  if (typeof value === 'string' || typeof value === 'number') {
    const words = wordsOf(String(value)).trim();
    return words && path ? [[path, words]] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => flattenFields(item, path ? `${path}.${index}` : ''));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      flattenFields(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The fields the reader found, each with where it came from (page, line) and how sure the reader is. */
function FieldsFound({ fields, sources }: { fields: Record<string, unknown>; sources: AtsSource[] }) {
  const headingId = useId();
  const t = useT();
  const { intl } = useI18n();
  const rows = flattenFields(fields);
  const where = new Map(sources.map((source) => [source.field, source]));
  // A source may name the item (`experience.0`) rather than each of its fields.
  const sourceOf = (path: string): AtsSource | undefined => {
    for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
      const source = where.get(parts.join('.'));
      if (source) return source;
    }
    return undefined;
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('ats.fieldsFound', { count: rows.length })}
      </h3>
      {rows.length > 0 && sources.length === 0 && <p className="text-sm text-gray-700">{t('ats.noSources')}</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-gray-700">{t('ats.noFields')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-gray-700">
              <tr>
                <th scope="col" className="py-1 pe-2 font-medium">
                  {t('ats.colField')}
                </th>
                <th scope="col" className="py-1 pe-2 font-medium">
                  {t('ats.colTextRead')}
                </th>
                <th scope="col" className="py-1 pe-2 font-medium">
                  {t('ats.colWhere')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('ats.colConfidence')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([path, text]) => {
                const source = sourceOf(path);
                return (
                  <tr key={path} className="border-t align-top">
                    <th scope="row" className="py-1 pe-2 font-normal text-gray-800">
                      {fieldLabel(path)}
                    </th>
                    <td className="whitespace-pre-wrap break-words py-1 pe-2 text-gray-900">{text}</td>
                    <td className="whitespace-nowrap py-1 pe-2 text-gray-800">
                      {source ? t('ats.pageLine', { page: source.page, line: source.line }) : '—'}
                    </td>
                    <td className="py-1 tabular-nums text-gray-800">
                      {source ? intl.formatNumber(source.confidence, { style: 'percent' }) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
