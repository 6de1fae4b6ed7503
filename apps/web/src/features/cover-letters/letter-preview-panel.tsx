import { COVER_LETTER_MESSAGES, type CoverLetter } from '@vitae/schema';
import type { ComponentType, ReactNode } from 'react';
import type { ResumePreview } from '../../lib/resumes/preview-resume.ts';
import { LatestPreviewButton, PreviewBody, previewFailureMessage } from '../../components/preview-frame.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useCoverLetterPreview } from './api/preview-cover-letter.ts';

/** How the pages are drawn: given by the page (features/preview's PreviewPages), as a feature never imports another. */
export type LetterPages = ComponentType<{ preview: ResumePreview | undefined; zoom: number; busy: boolean }>;

/** The server's words when they say what to do (fix a field, link a resume that is there, shorten, wait, try again). */
const previewError = (error: unknown) => previewFailureMessage(error, [400, 404, 422, 429, 503]);

/**
 * The letter's live preview beside the editor: its real pages in the linked resume's template and design, redrawn
 * after each pause in typing; the last good render stays while a new one is drawn or when it fails.
 */
export function LetterPreviewPanel({
  letter,
  Pages,
  actions,
}: {
  letter: CoverLetter | undefined;
  Pages: LetterPages;
  /** The downloads, drawn in the panel's bar. */
  actions?: ReactNode;
}) {
  const t = useT();
  const { preview, error, isFetching, linked, refresh } = useCoverLetterPreview(letter);
  return (
    <section
      aria-label={t('coverLetters.preview.label')}
      className="flex flex-col rounded-lg border bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('coverLetters.preview.heading')}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <LatestPreviewButton onClick={refresh} isFetching={isFetching} disabled={!linked} />
          {actions}
        </div>
      </div>
      <PreviewBody error={error && previewError(error)}>
        {preview ? (
          <Pages preview={preview} zoom={1} busy={isFetching} />
        ) : (
          <p
            role="status"
            className="flex h-full items-center justify-center rounded border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700"
          >
            {!letter
              ? t('coverLetters.preview.loading')
              : !linked
                ? translated(COVER_LETTER_MESSAGES.noResumeLinked)
                : isFetching
                  ? t('coverLetters.preview.generating')
                  : t('coverLetters.preview.none')}
          </p>
        )}
      </PreviewBody>
    </section>
  );
}
