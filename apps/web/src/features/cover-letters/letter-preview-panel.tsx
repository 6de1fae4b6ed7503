import { COVER_LETTER_MESSAGES, MESSAGES, type CoverLetter } from '@vitae/schema';
import { RefreshCw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { ResumePreview } from '../../lib/resumes/preview-resume.ts';
import { cn } from '../../lib/utils.ts';
import { useCoverLetterPreview } from './api/preview-cover-letter.ts';

/** How the pages are drawn: given by the page (features/preview's PreviewPages), as a feature never imports another. */
export type LetterPages = ComponentType<{ preview: ResumePreview | undefined; zoom: number; busy: boolean }>;

/** The server's words when they say what to do (fix a field, shorten, wait, try again); else the general sentence. */
function previewError(error: unknown): string {
  return error instanceof ApiError && [400, 404, 422, 429, 503].includes(error.status)
    ? error.message
    : MESSAGES.previewFailed;
}

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
  const { preview, error, isFetching, linked, refresh } = useCoverLetterPreview(letter);
  return (
    <section aria-label="Cover letter preview" className="flex flex-col rounded-lg border bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-3">
        <h2 className="text-lg font-semibold text-gray-900">Preview</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={refresh} disabled={isFetching || !linked}>
            <RefreshCw className={cn('h-4 w-4', isFetching && 'animate-spin')} aria-hidden />
            Latest Preview
          </Button>
          {actions}
        </div>
      </div>
      {error && (
        <p role="alert" className="mx-3 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {previewError(error)}
        </p>
      )}
      <div
        // The scroll container: focusable so the keyboard can scroll it.
        tabIndex={0}
        aria-label="Pages"
        role="region"
        className="relative h-[max(600px,calc(100dvh-14rem))] overflow-auto bg-gray-100 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-violet-600"
      >
        {preview ? (
          <Pages preview={preview} zoom={1} busy={isFetching} />
        ) : (
          <p
            role="status"
            className="flex h-full items-center justify-center rounded border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700"
          >
            {!letter
              ? 'Loading cover letter…'
              : !linked
                ? COVER_LETTER_MESSAGES.noResumeLinked
                : isFetching
                  ? 'Generating latest preview...'
                  : 'No Preview Available'}
          </p>
        )}
      </div>
    </section>
  );
}
