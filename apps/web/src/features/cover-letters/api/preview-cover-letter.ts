import type { CoverLetter } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useLiveQuery } from '../../../lib/live-query.ts';
import { PREVIEW_DEBOUNCE_MS, PREVIEW_TIMEOUT_MS, type ResumePreview } from '../../../lib/resumes/preview-resume.ts';

/** What POST preview-cover-letter sends: the letter as the editor holds it (coverLetterPreviewBodySchema). */
export interface CoverLetterPreviewBody {
  _id: string;
  title: string;
  resumeId: string;
  body: string;
  recipient: CoverLetter['recipient'];
}

/** POST preview-cover-letter: the letter drawn in its resume's template and design, as pages of SVG. */
export const previewCoverLetter = (body: CoverLetterPreviewBody, signal?: AbortSignal) =>
  api.post<ResumePreview>('/v1/users/preview-cover-letter', body, { timeoutMs: PREVIEW_TIMEOUT_MS, signal });

const previewBody = (letter: CoverLetter | undefined): CoverLetterPreviewBody | null =>
  letter?.resumeId
    ? {
        _id: letter._id,
        title: letter.title,
        resumeId: letter.resumeId,
        body: letter.body,
        recipient: letter.recipient,
      }
    : null;

const previewQueryKey = (body: string, nonce: number) => ['cover-letter-preview', body, nonce] as const;

/**
 * The live preview of a letter, as the resume's (lib/live-query.ts): sent `debounceMs` after the last edit (the first
 * at once); the last good render stays while a newer one is in flight and when it fails. A letter with no resume
 * linked has nothing to draw (the resume gives the design and the sender).
 */
export function useCoverLetterPreview(
  letter: CoverLetter | undefined,
  { debounceMs = PREVIEW_DEBOUNCE_MS }: { debounceMs?: number } = {},
) {
  const { data, error, isError, isFetching, hasBody, refresh } = useLiveQuery(letter, {
    toBody: previewBody,
    debounceMs,
    queryKey: previewQueryKey,
    request: previewCoverLetter,
    retryDelay: 300,
  });
  return {
    preview: data,
    // Said while the newest render fails, hidden while the next one is drawn.
    error: isError ? error : null,
    isFetching,
    linked: hasBody,
    refresh,
  };
}
