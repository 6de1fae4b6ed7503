import type { CoverLetter } from '@vitae/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client.ts';
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

/** A 4xx says something about the letter or the pace (429): asking again at once gives the same. */
const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The live preview of a letter, as the resume's (lib/resumes/live-draft-query.ts): sent `debounceMs` after the last
 * edit (the first at once); the last good render stays while a newer one is in flight and when it fails. A letter
 * with no resume linked has nothing to draw (the resume gives the design and the sender).
 */
export function useCoverLetterPreview(
  letter: CoverLetter | undefined,
  { debounceMs = PREVIEW_DEBOUNCE_MS }: { debounceMs?: number } = {},
) {
  const serialized = useMemo(() => {
    const body = previewBody(letter);
    return body ? JSON.stringify(body) : null;
  }, [letter]);
  const [debounced, setDebounced] = useState(serialized);
  const [nonce, setNonce] = useState(0);
  const delay = debounced === null ? 0 : debounceMs;
  useEffect(() => {
    if (serialized === null) return;
    const timer = setTimeout(() => setDebounced(serialized), delay);
    return () => clearTimeout(timer);
  }, [serialized, delay]);

  const query = useQuery({
    queryKey: ['cover-letter-preview', debounced ?? '', nonce],
    queryFn: ({ signal }) => previewCoverLetter(JSON.parse(debounced!) as CoverLetterPreviewBody, signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    retryDelay: 300,
    staleTime: 60_000,
    gcTime: 10_000,
    refetchOnWindowFocus: false,
  });

  // The last good render, kept across keys: `keepPreviousData` alone drops it once a new key fails.
  const [last, setLast] = useState<ResumePreview>();
  if (query.isSuccess && !query.isPlaceholderData && query.data !== last) setLast(query.data);

  const refresh = useCallback(() => {
    if (serialized === null) return;
    setDebounced(serialized);
    setNonce((current) => current + 1);
  }, [serialized]);

  return {
    preview: last,
    error: query.isError ? query.error : null,
    isFetching: query.isFetching,
    linked: serialized !== null,
    refresh,
  };
}
