import type { GenerateResumeBody, PreviewTemplate } from '@vitae/schema';
import { api } from '../api-client.ts';
import type { EnginePages, FromWorker, SentPages } from './engine-protocol.ts';

/**
 * The editor's side of the preview engine (docs/architecture.md, "The live preview"): the Web Worker starts once
 * the server answered the editor's first pages (startPreviewEngine), and until it is ready (or where it cannot run:
 * no WebAssembly, a small phone, a failed download) every preview answers `undefined` so the server draws. Once
 * ready, every pause in typing is compiled in the browser: no request, no server time.
 */

/** `localStorage[ENGINE_SETTING] = 'server'` keeps every preview on the server (benchmarks compare both paths). */
export const ENGINE_SETTING = 'vitae:preview-engine';
/** Below this much memory (GB, `navigator.deviceMemory`) the ~100 MB the compiler takes is not spent. */
const MIN_DEVICE_MEMORY_GB = 2;

type EngineState = 'off' | 'starting' | 'ready' | 'broken';
let state: EngineState = 'off';
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (pages: EnginePages | undefined) => void; reject: (error: unknown) => void }
>();
const readyListeners = new Set<() => void>();
const templates = new Map<string, Promise<PreviewTemplate>>();

function supported(): boolean {
  if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') return false;
  try {
    if (globalThis.localStorage?.getItem(ENGINE_SETTING) === 'server') return false;
  } catch {
    // Storage blocked: the default applies.
  }
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return memory === undefined || memory >= MIN_DEVICE_MEMORY_GB;
}

/** The drawing of every part of the last pages the worker sent, by key: it sends those parts as keys only. */
let lastParts = new Map<string, string>();

/** The pages with every part drawn, or `undefined` (and the next pages asked whole) when one is unknown here. */
function filled(sent: SentPages): EnginePages | undefined {
  const parts = new Map<string, string>();
  const drawings: EnginePages['drawings'] = [];
  for (const drawing of sent.drawings) {
    const drawn: EnginePages['drawings'][number] = { ...drawing, parts: [] };
    for (const { key, svg = lastParts.get(key) } of drawing.parts) {
      if (svg === undefined) {
        lastParts = new Map();
        worker?.postMessage({ type: 'resend' });
        return undefined;
      }
      parts.set(key, svg);
      drawn.parts.push({ key, svg });
    }
    drawings.push(drawn);
  }
  lastParts = parts;
  return { ...sent, drawings };
}

function settle(id: number, pages: EnginePages | undefined, error?: unknown): void {
  const waiter = pending.get(id);
  if (!waiter) return;
  pending.delete(id);
  if (error) waiter.reject(error);
  else waiter.resolve(pages);
}

function breakEngine(reason: string): void {
  console.warn('The preview engine stopped; the server draws the preview:', reason);
  state = 'broken';
  worker?.terminate();
  worker = undefined;
  for (const id of [...pending.keys()]) settle(id, undefined);
}

/**
 * Starts the engine (once): its ~10 MB download and compile of WebAssembly. Called after the first pages came from
 * the server, as started beside them they took the CPU the first pages needed (bench/BENCHMARKS.md, first render).
 */
export function startPreviewEngine(): void {
  if (state !== 'off') return;
  if (!supported()) {
    state = 'broken';
    return;
  }
  state = 'starting';
  worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'preview-engine' });
  worker.onerror = (event) => breakEngine(event.message || 'worker error');
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'ready':
        state = 'ready';
        for (const listener of readyListeners) listener();
        return;
      case 'broken':
        return breakEngine(message.reason);
      case 'rendered':
        // Every message is read, even one nobody waits for any more: the worker counts on what it sent.
        return settle(message.id, filled(message.pages));
      case 'fallback':
        return message.reason === 'superseded'
          ? settle(message.id, undefined, new DOMException('A newer preview replaced this one', 'AbortError'))
          : settle(message.id, undefined);
    }
  };
  worker.postMessage({ type: 'start' });
}

/** Whether pauses in typing are compiled in this browser now. */
export const isPreviewEngineReady = (): boolean => state === 'ready';

/** Calls `listener` when the engine becomes ready (the pages drawn by the server until then can be redrawn). */
export function onPreviewEngineReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => {
    readyListeners.delete(listener);
  };
}

function templateFor(templateId: string | undefined): Promise<PreviewTemplate> {
  const key = templateId ?? '';
  let template = templates.get(key);
  if (!template) {
    const query = templateId ? `?templateId=${encodeURIComponent(templateId)}` : '';
    template = api.get<PreviewTemplate>(`/v1/users/preview-template${query}`);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * The draft's pages drawn in the browser, or `undefined` when the server should draw them (the engine is loading,
 * cannot run here, or hands this draft back). Rejects only when `signal` aborts.
 */
export async function renderInBrowser(
  body: GenerateResumeBody,
  signal?: AbortSignal,
): Promise<EnginePages | undefined> {
  if (state !== 'ready' || !worker) return undefined;
  let template: PreviewTemplate;
  try {
    template = await templateFor(body.templateId ?? undefined);
  } catch {
    return undefined;
  }
  signal?.throwIfAborted();
  if (!worker) return undefined;
  const id = nextId++;
  const answer = new Promise<EnginePages | undefined>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    signal?.addEventListener('abort', () => settle(id, undefined, signal.reason), { once: true });
  });
  worker.postMessage({ type: 'render', id, template, body });
  return answer;
}
