import type { GenerateResumeBody, Resume } from '@vitae/schema';
import { useEffect, useState } from 'react';
import { api } from '../api-client.ts';
import type { EnginePages } from '../typst-preview/engine-protocol.ts';
import {
  isPreviewEngineReady,
  onPreviewEngineReady,
  renderInBrowser,
  startPreviewEngine,
} from '../typst-preview/engine.ts';
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
  /**
   * Drawn in the browser by the preview engine (lib/typst-preview): the pages with their text layer, and `svg` is
   * empty. Absent when the server drew them.
   */
  drawn?: EnginePages;
}

export const PREVIEW_TIMEOUT_MS = 30_000;
/**
 * The pause in typing after which the pages are redrawn: short enough that the last keystroke to new pages takes
 * ~180 ms here (the round trip and the drawing take ~75 ms, bench/preview-browser.ts), long enough not to render
 * every keystroke of fluent typing (and spend the per-user preview quota).
 */
export const PREVIEW_DEBOUNCE_MS = 100;
/**
 * The pause when the browser compiles (lib/typst-preview): none beyond the task that made the change (a timer of 0
 * still takes the changes of one event at once). A render costs no request and no quota then, and the engine drops
 * a waiting draft when a newer one comes; a 16 ms pause measured no better and adds its 16 ms to the last keystroke.
 */
export const ENGINE_DEBOUNCE_MS = 0;

/** POST preview-resume with a generate-resume body. */
export function requestPreview(body: GenerateResumeBody, signal?: AbortSignal): Promise<ResumePreview> {
  return api.post<ResumePreview>('/v1/users/preview-resume', body, { timeoutMs: PREVIEW_TIMEOUT_MS, signal });
}

/** POST preview-resume: the draft rendered by the download's engine and template, as pages of SVG. */
export function previewResume(resume: Resume, signal?: AbortSignal): Promise<ResumePreview> {
  return requestPreview(toGenerateBody(resume), signal);
}

/**
 * The live preview's pages: compiled in the browser when the preview engine is ready (no request, no server time),
 * else drawn by the server (the first pages, then the engine starts loading; and whatever the engine hands back).
 */
export async function requestLivePreview(body: GenerateResumeBody, signal?: AbortSignal): Promise<ResumePreview> {
  const drawn = await renderInBrowser(body, signal);
  if (!drawn) {
    try {
      return await requestPreview(body, signal);
    } finally {
      startPreviewEngine();
    }
  }
  const { pages, pageWidth, pageHeight, hash } = drawn;
  return { pages, pageWidth, pageHeight, hash, svg: '', drawn };
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
  const [engineReady, setEngineReady] = useState(isPreviewEngineReady);
  const { data, ...rest } = useLiveDraftQuery(resume, {
    debounceMs: engineReady ? Math.min(debounceMs, ENGINE_DEBOUNCE_MS) : debounceMs,
    queryKey: resumePreviewQueryKey,
    request: requestLivePreview,
    retryDelay: 300,
  });
  // The pages the server drew while the engine loaded have no text layer: the engine draws them again once ready.
  const { refresh } = rest;
  useEffect(
    () =>
      onPreviewEngineReady(() => {
        setEngineReady(true);
        refresh();
      }),
    [refresh],
  );
  return { preview: data, ...rest };
}
