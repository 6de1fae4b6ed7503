import type { CoverLetter } from '@vitae/schema';
import { useParams } from 'react-router';
import { BackToDashboardButton } from '../../components/back-to-dashboard-button.tsx';
import { AutosaveDialogs, AutosaveStatus } from '../../components/autosave-ui.tsx';
import { LeaveGuard } from '../../components/leave-guard.tsx';
import {
  ReloadableEditor,
  useNewestEditor,
  type ReloadableEditorProps,
} from '../../lib/autosave/reloadable-editor.tsx';
import { QueryStatus } from '../../components/query-status.tsx';
import { coverLetterQueryKey, useCoverLetter } from '../../features/cover-letters/api/get-cover-letter.ts';
import { CoverLetterForm } from '../../features/cover-letters/cover-letter-form.tsx';
import { LetterDownloadButtons } from '../../features/cover-letters/download-buttons.tsx';
import { useLetterAutosaveWords } from '../../features/cover-letters/letter-autosave-words.ts';
import { LetterHistoryButton } from '../../features/cover-letters/letter-history-dialog.tsx';
import { LetterPreviewPanel } from '../../features/cover-letters/letter-preview-panel.tsx';
import { clearLetterDraft, useLetterAutosave } from '../../features/cover-letters/use-letter-autosave.ts';
import { PreviewPages } from '../../features/preview/preview-pages.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/**
 * A cover letter's editor (docs/product.md, Cover letters): the letter's fields with autosave, and its live preview
 * beside them, drawn by features/preview's pages. A restore from History loads the editor afresh, so every field
 * starts from the restored words.
 */
export function CoverLetterPage() {
  const { id = '' } = useParams();
  return (
    <ReloadableEditor id={id} Editor={LetterEditor} queryKey={coverLetterQueryKey} clearDraft={clearLetterDraft} />
  );
}

function LetterEditor({ id, newestRef, history }: ReloadableEditorProps<CoverLetter>) {
  const t = useT();
  const words = useLetterAutosaveWords();
  const query = useCoverLetter(id);
  const autosave = useLetterAutosave(id, query.data);
  const { letter, update, flush, hasUnsaved } = autosave;
  useNewestEditor(newestRef, { flush, hasUnsaved });
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-2xl font-bold text-gray-900">{t('coverLetters.title')}</h1>
        <QueryStatus query={query} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <BackToDashboardButton />
          <h1 className="truncate text-2xl font-bold text-gray-900">{letter?.title || t('coverLetters.title')}</h1>
        </div>
        {letter && <LetterHistoryButton letter={letter} {...history} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <div className="mb-2">
            <AutosaveStatus autosave={autosave} words={words} />
          </div>
          {letter ? (
            <CoverLetterForm letter={letter} update={update} />
          ) : (
            <p role="status" className="text-gray-700">
              {t('app.loading')}
            </p>
          )}
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <LetterPreviewPanel
            letter={letter}
            Pages={PreviewPages}
            actions={letter && <LetterDownloadButtons letterId={letter._id} beforeExport={flush} />}
          />
        </div>
      </div>
      <AutosaveDialogs autosave={autosave} words={words} />
      <LeaveGuard flush={flush} hasUnsaved={hasUnsaved} />
    </div>
  );
}
