import { Worker } from 'node:worker_threads';
import { MESSAGES, type GrammarIssue } from '@vitae/schema';
import { AppError } from '../../errors.ts';

/** Worker -> main thread, after `ready`: one answer per text (see harper-worker.mjs). */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; issues: GrammarIssue[] }
  | { type: 'failed'; id: number; message: string };

const WORKER_URL = new URL('./harper-worker.mjs', import.meta.url);
/** Harper starts in 1.5-3.5 s and lints a 5,000-character text in about 1 s; past this something is wrong. */
const CHECK_TIMEOUT_MS = 15_000;

export interface GrammarCheck {
  correctedText: string;
  issues: GrammarIssue[];
}

/** Applies every fix, last first, skipping a fix that overlaps one already applied. */
export function applyFixes(text: string, issues: GrammarIssue[]): string {
  let corrected = text;
  let limit = Infinity;
  for (const issue of [...issues].sort((a, b) => b.start - a.start)) {
    if (issue.replacement === null || issue.end > limit) continue;
    corrected = corrected.slice(0, issue.start) + issue.replacement + corrected.slice(issue.end);
    limit = issue.start;
  }
  return corrected;
}

interface HarperThread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve(issues: GrammarIssue[]): void; reject(error: Error): void }>;
}

/**
 * Harper in its own thread, so a long text never blocks the event loop: ~450 MB and 1.5-3.5 s to start, so one per
 * process, started on first use or by `preload()` once the server listens. A thread that dies (or is closed) is
 * started again on the next check.
 */
export function createGrammarChecker() {
  let thread: HarperThread | undefined;
  let nextId = 1;

  function start(): HarperThread {
    if (thread) return thread;
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const pending: HarperThread['pending'] = new Map();
    let markReady!: () => void;
    let failStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    ready.catch(() => {});
    const current: HarperThread = { worker, ready, pending };
    const fail = (error: Error) => {
      if (thread === current) thread = undefined;
      failStart(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') return markReady();
      const task = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'done') task?.resolve(message.issues);
      else task?.reject(new Error(message.message));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`grammar checker exited with code ${code}`)));
    thread = current;
    return current;
  }

  async function lint(text: string): Promise<GrammarIssue[]> {
    const { worker, ready, pending } = start();
    await ready;
    const id = nextId++;
    return new Promise<GrammarIssue[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('grammar check timed out'));
      }, CHECK_TIMEOUT_MS);
      pending.set(id, {
        resolve: (issues) => (clearTimeout(timer), resolve(issues)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      worker.postMessage({ id, text });
    });
  }

  return {
    /** Starts Harper without waiting for it. */
    preload: (): Promise<void> => start().ready,

    async check(text: string): Promise<GrammarCheck> {
      const issues = await lint(text).catch(() => {
        throw new AppError(503, MESSAGES.aiUnavailable);
      });
      issues.sort((a, b) => a.start - b.start);
      return { correctedText: applyFixes(text, issues), issues };
    },

    async close(): Promise<void> {
      const current = thread;
      thread = undefined;
      await current?.worker.terminate();
    },
  };
}

export type GrammarChecker = ReturnType<typeof createGrammarChecker>;

/** The process's one Harper: every app instance in this process shares it. */
export const grammarChecker = createGrammarChecker();
