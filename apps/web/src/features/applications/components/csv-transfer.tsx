import { APPLICATION_CSV_COLUMNS, APPLICATION_MESSAGES, LIMITS } from '@vitae/schema';
import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { useExportApplications } from '../api/export-applications.ts';
import { useImportApplications } from '../api/import-applications.ts';

/** Refused here with the server's words, before a file the server would refuse is sent. */
function refusal(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) return APPLICATION_MESSAGES.csvNotCsv;
  if (file.size > LIMITS.applicationsCsvBytes)
    return APPLICATION_MESSAGES.csvTooLarge(LIMITS.applicationsCsvBytes / 1024 / 1024);
  return undefined;
}

/**
 * "Import CSV" (a labelled file input: the columns of docs/applications.md; a refused file says which line and why,
 * and nothing of it is imported) and "Export CSV" (every application, the same columns).
 */
export function CsvTransfer() {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportApplications();
  const exporting = useExportApplications();
  const [localError, setLocalError] = useState<string>();
  const error = localError ?? (importing.isError ? userMessage(importing.error) : undefined);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-600"
        >
          {importing.isPending ? (
            <Spinner label={t('applications.csv.importing')} />
          ) : (
            <FileUp className="h-4 w-4" aria-hidden />
          )}
          {t('applications.csv.import')}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            disabled={importing.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              importing.reset();
              const refused = refusal(file);
              setLocalError(refused);
              if (!refused) importing.mutate(file);
            }}
          />
        </label>
        <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
          {exporting.isPending ? (
            <Spinner label={t('applications.csv.exporting')} />
          ) : (
            <Download className="h-4 w-4" aria-hidden />
          )}
          {t('applications.csv.export')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-700">
        {t('applications.csv.hint', { columns: APPLICATION_CSV_COLUMNS.join(', ') })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translated(error)}
        </p>
      )}
    </div>
  );
}
