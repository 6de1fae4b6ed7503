import { MESSAGES } from '@vitae/schema';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { translated } from '../lib/i18n/language.ts';

/**
 * The parts a live preview beside an editor is drawn with (a resume's, a cover letter's): "Latest Preview", the
 * failure said, and the pages' scroll container (docs/architecture.md, The web app).
 */

/**
 * The server's words when they say what to do (fix a field, shorten, wait, try again, and each preview's own
 * `statuses`); else the general sentence.
 */
export function previewFailureMessage(error: unknown, statuses: readonly number[]): string {
  return error instanceof ApiError && statuses.includes(error.status) ? error.message : MESSAGES.previewFailed;
}

/** "Latest Preview": renders the draft again; spins while a render is in flight. */
export function LatestPreviewButton({
  onClick,
  isFetching,
  disabled = false,
}: {
  onClick: () => void;
  isFetching: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={isFetching || disabled}>
      <RefreshCw className={cn('h-4 w-4', isFetching && 'animate-spin')} aria-hidden />
      {t('design.preview.latest')}
    </Button>
  );
}

/** Why the newest render failed, then the pages (or what stands in for them) in their scroll container. */
export function PreviewBody({ error, children }: { error: string | null; children: ReactNode }) {
  const t = useT();
  return (
    <>
      {error && (
        <p role="alert" className="mx-3 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {/* English words that reached the screen (the general sentence, an older server's) in its language. */}
          {translated(error)}
        </p>
      )}
      <div
        // The scroll container: the pages (zoomed or not) scroll here, not the page. Focusable so the keyboard can scroll it.
        tabIndex={0}
        aria-label={t('design.preview.pages')}
        role="region"
        className="relative h-[max(600px,calc(100dvh-14rem))] overflow-auto bg-gray-100 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-violet-600"
      >
        {children}
      </div>
    </>
  );
}
