import type { GenerateResumeBody, Resume } from '@vitae/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../api-client.ts';
import { toGenerateBody } from './generate-resume.ts';

/**
 * What POST preview-resume answers: ONE SVG document (Typst's plain SVG, glyphs as outlines) with every page stacked
 * vertically, its viewBox `0 0 pageWidth pages*pageHeight` (pt), and a hash of the render.
 */
export interface ResumePreview {
  pages: number;
  pageWidth: number;
  pageHeight: number;
  svg: string;
  hash: string;
}

export const PREVIEW_TIMEOUT_MS = 30_000;
/**
 * The pause in typing after which the pages are redrawn: short enough that the last keystroke to new pages takes
 * ~180 ms here (the round trip and the drawing take ~75 ms, bench/preview-browser.ts), long enough not to render
 * every keystroke of fluent typing (and spend the per-user preview quota).
 */
export const PREVIEW_DEBOUNCE_MS = 100;

/** POST preview-resume with a generate-resume body. */
export function requestPreview(body: GenerateResumeBody, signal?: AbortSignal): Promise<ResumePreview> {
  return api.post<ResumePreview>('/v1/users/preview-resume', body, { timeoutMs: PREVIEW_TIMEOUT_MS, signal });
}

/** POST preview-resume: the draft rendered by the download's engine and template, as pages of SVG. */
export function previewResume(resume: Resume, signal?: AbortSignal): Promise<ResumePreview> {
  return requestPreview(toGenerateBody(resume), signal);
}

export const resumePreviewQueryKey = (body: string, nonce: number) => ['resume-preview', body, nonce] as const;

/** A 4xx says something about the draft (too long, bad input, too many renders): asking again gives the same. */
const retryPreview = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface UseResumePreview {
  /** The newest successful render of this resume: stays while a newer one is in flight and when it fails. */
  preview: ResumePreview | undefined;
  /** Why the newest render failed; cleared by the next success. */
  error: Error | null;
  /** A render is in flight. */
  isFetching: boolean;
  /** The draft changed and its render has not been asked for yet (debounce running). */
  isDebouncing: boolean;
  /** Renders the current draft now, even if an identical one is cached ("Latest Preview"). */
  refresh: () => void;
}

/**
 * Renders the draft `debounceMs` (PREVIEW_DEBOUNCE_MS) after its last change (the first draft at once), keyed on the body sent. The last
 * good render stays while a new one is in flight (`keepPreviousData`) and when it fails; 4xx answers are not retried.
 */
export function useResumePreview(
  resume: Resume | undefined,
  { debounceMs = PREVIEW_DEBOUNCE_MS }: { debounceMs?: number } = {},
): UseResumePreview {
  const serialized = useMemo(() => (resume ? JSON.stringify(toGenerateBody(resume)) : null), [resume]);
  const [debounced, setDebounced] = useState(serialized);
  const [nonce, setNonce] = useState(0);

  // The first draft is rendered at once, every later one after a pause of `debounceMs`.
  const delay = debounced === null ? 0 : debounceMs;
  useEffect(() => {
    if (serialized === null) return;
    const timer = setTimeout(() => setDebounced(serialized), delay);
    return () => clearTimeout(timer);
  }, [serialized, delay]);

  const query = useQuery({
    queryKey: resumePreviewQueryKey(debounced ?? '', nonce),
    queryFn: ({ signal }) => requestPreview(JSON.parse(debounced!) as GenerateResumeBody, signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    retry: retryPreview,
    // A preview is worth little once late: ask again soon, once.
    retryDelay: 300,
    // Every body is its own render; keep few of them around (an SVG may weigh a few hundred kB).
    staleTime: 60_000,
    gcTime: 10_000,
    refetchOnWindowFocus: false,
  });

  // The last settled outcome, kept across keys: `keepPreviousData` alone drops the pages once a new key fails.
  const resumeId = resume?._id;
  const [settled, setSettled] = useState<{
    resumeId: string | undefined;
    preview: ResumePreview | undefined;
    error: Error | null;
  }>({ resumeId, preview: undefined, error: null });
  if (settled.resumeId !== resumeId) {
    setSettled({ resumeId, preview: undefined, error: null });
  } else if (query.isSuccess && !query.isPlaceholderData && query.data !== settled.preview) {
    setSettled({ resumeId, preview: query.data, error: null });
  } else if (query.isError && query.error !== settled.error) {
    setSettled({ resumeId, preview: settled.preview, error: query.error });
  }

  const refresh = useCallback(() => {
    if (serialized === null) return;
    setDebounced(serialized);
    setNonce((current) => current + 1);
  }, [serialized]);

  return {
    preview: settled.resumeId === resumeId ? settled.preview : undefined,
    error: settled.resumeId === resumeId ? settled.error : null,
    isFetching: query.isFetching,
    isDebouncing: serialized !== null && serialized !== debounced,
    refresh,
  };
}
