import type { Resume } from '@vitae/schema';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useAtsCheck } from './api/check-resume.ts';
import { ExtractedText, FactsTable, FindingsList, ReadabilityFigures, ScoreSummary } from './report-parts.tsx';

type FileKind = 'pdf' | 'docx';

const FILES: { kind: FileKind; label: string }[] = [
  { kind: 'pdf', label: 'PDF' },
  { kind: 'docx', label: 'Word' },
];

/**
 * The editor's Check pane (docs/product.md, Check): what a parser reads back from the PDF and the Word file the draft
 * downloads as, checked again after each pause in typing (the page may keep it mounted, hidden, while the user types
 * in another pane, so the report is current when shown again). `onFinding` takes the user to a finding's field: the
 * page knows where each field is edited.
 */
export function CheckPanel({ resume, onFinding }: { resume: Resume | undefined; onFinding: (field: string) => void }) {
  const [kind, setKind] = useState<FileKind>('pdf');
  const { check, error, isFetching, isDebouncing, refresh } = useAtsCheck(resume);
  const report = check?.[kind];
  const label = FILES.find((file) => file.kind === kind)!.label;
  const busy = isFetching || isDebouncing;
  const t = useT();

  return (
    <section
      aria-label={t('ats.panelLabel')}
      className="grid gap-4 rounded-lg border-t-4 border-violet-700 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold text-gray-900">{t('ats.panelTitle')}</h2>
          <p className="text-sm text-gray-700">{t('ats.panelIntro')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={refresh} disabled={isFetching || !resume}>
          <RefreshCw className={cn('h-4 w-4', isFetching && 'animate-spin')} aria-hidden />
          {t('ats.checkAgain')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('ats.fileGroup')} className="flex gap-1">
          {FILES.map((file) => (
            <Button
              key={file.kind}
              size="sm"
              variant={kind === file.kind ? 'default' : 'outline'}
              aria-pressed={kind === file.kind}
              onClick={() => setKind(file.kind)}
            >
              {file.label}
            </Button>
          ))}
        </div>
        <p role="status" className="text-xs text-gray-700">
          {check && busy ? t('ats.checkingLatest') : ''}
        </p>
      </div>
      {error && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{userMessage(error, t('ats.checkFailed'))}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={refresh} disabled={isFetching}>
            {t('ats.tryAgain')}
          </Button>
        </div>
      )}
      {report ? (
        // Not dimmed while a newer check runs: the status line says so, and the text keeps its contrast.
        <div aria-busy={busy} className="grid gap-5">
          <ScoreSummary score={report.score} />
          <FindingsList findings={report.findings} onFinding={onFinding} />
          <FactsTable facts={report.facts} />
          <ReadabilityFigures readability={report.readability} />
          <ExtractedText text={report.text} label={t('ats.textReadFromKind', { kind: label })} />
        </div>
      ) : (
        !error && (
          <p role="status" className="text-sm text-gray-700">
            {resume ? t('ats.checkingResume') : t('ats.loadingResume')}
          </p>
        )
      )}
    </section>
  );
}
