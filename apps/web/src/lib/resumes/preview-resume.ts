import type { GenerateResumeBody, Resume } from '@vitae/schema';
import { api } from '../api-client.ts';
import { toGenerateBody } from './generate-resume.ts';
import { useLiveDraftQuery } from './live-draft-query.ts';

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
 * Renders the draft `debounceMs` (PREVIEW_DEBOUNCE_MS) after its last change (the first draft at once), keyed on the
 * body sent; the last good render stays while a new one is in flight and when it fails (useLiveDraftQuery).
 */
export function useResumePreview(
  resume: Resume | undefined,
  { debounceMs = PREVIEW_DEBOUNCE_MS }: { debounceMs?: number } = {},
): UseResumePreview {
  const { data, ...rest } = useLiveDraftQuery(resume, {
    debounceMs,
    queryKey: resumePreviewQueryKey,
    request: requestPreview,
    retryDelay: 300,
  });
  return { preview: data, ...rest };
}
