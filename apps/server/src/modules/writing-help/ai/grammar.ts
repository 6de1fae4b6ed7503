import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MESSAGES, type GrammarIssue } from '@vitae/schema';
import { Unavailable } from '../../../lib/domain-errors.ts';
import { type HarperIssue, type ProtectedWords, withoutProtectedFlags } from './protected-terms.ts';
import { ruleIssues } from './resume-grammar-rules.ts';

/** Worker -> main thread, after `ready`: one answer per text (see harper-worker.mjs). */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; issues: HarperIssue[] }
  | { type: 'failed'; id: number; message: string };

const WORKER_URL = new URL('./harper-worker.mjs', import.meta.url);
/** Harper starts in about 1 s and lints a 5,000-character text in about 1 s; past this something is wrong. */
const CHECK_TIMEOUT_MS = 15_000;

export interface GrammarCheck {
  correctedText: string;
  issues: GrammarIssue[];
}

/** Applies every fix, last first, skipping a fix that overlaps one already applied. */
export function applyFixes(text: string, issues: readonly Omit<GrammarIssue, 'kind'>[]): string {
  let corrected = text;
  let limit = Infinity;
  for (const issue of [...issues].sort((a, b) => b.start - a.start)) {
    if (issue.replacement === null || issue.end > limit) continue;
    corrected = corrected.slice(0, issue.start) + issue.replacement + corrected.slice(issue.end);
    limit = issue.start;
  }
  return corrected;
}

interface HarperProcess {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, { resolve(issues: HarperIssue[]): void; reject(error: Error): void }>;
}

export interface GrammarCheckerOptions {
  /** Harper's process exits after this long without a check, giving its memory back; the next check starts it. */
  idleMs?: number;
}

/**
 * Baseline (Liftoff) code only: V8's tier-up of Harper's hot functions made the first check after a start take
 * ~1.5 s more and the process hold ~150 MB more, for checks ~20% faster afterwards (bench/BENCHMARKS.md, Footprint).
 */
const HARPER_EXEC_ARGV = ['--liftoff-only'];

/** Harper's kinds of lint that say a word is not one it knows: the issue's kind is `spelling`, any other `grammar`. */
const SPELLING_KINDS: ReadonlySet<string> = new Set(['Spelling', 'Typo']);

/** Long enough for a user pausing between sentences, short enough that an idle server is small again in a minute. */
export const DEFAULT_GRAMMAR_IDLE_MS = 45_000;

/**
 * Harper in a process of its own, started on the first check (~1 s, ~280 MB) and stopped after `idleMs` without
 * one: a process, not a thread, because only a process's exit gives all of WebAssembly's memory back to the system.
 * A long text never blocks the event loop. A process that dies is started again on the next check.
 */
export function createGrammarChecker({ idleMs = DEFAULT_GRAMMAR_IDLE_MS }: GrammarCheckerOptions = {}) {
  let harper: HarperProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  let starts = 0;

  function stop(current: HarperProcess | undefined) {
    if (!current) return;
    if (harper === current) harper = undefined;
    current.child.kill('SIGKILL');
  }

  /** After the last pending check, the idle countdown starts again. */
  function armIdle() {
    clearTimeout(idleTimer);
    if (!harper || harper.pending.size > 0) return;
    const current = harper;
    idleTimer = setTimeout(() => stop(current), idleMs);
    idleTimer.unref();
  }

  function start(): HarperProcess {
    if (harper) return harper;
    starts += 1;
    const child = fork(fileURLToPath(WORKER_URL), [], {
      execArgv: HARPER_EXEC_ARGV,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle Harper never keeps the process alive.
    child.unref();
    child.channel?.unref();
    const pending: HarperProcess['pending'] = new Map();
    let markReady!: () => void;
    let failStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    ready.catch(() => {});
    const current: HarperProcess = { child, ready, pending };
    const fail = (error: Error) => {
      if (harper === current) harper = undefined;
      failStart(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') return markReady();
      const task = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'done') task?.resolve(message.issues);
      else task?.reject(new Error(message.message));
      armIdle();
    });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      fail(new Error(`grammar checker exited with ${signal ? `signal ${signal}` : `code ${code}`}`)),
    );
    harper = current;
    return current;
  }

  async function lint(text: string): Promise<HarperIssue[]> {
    clearTimeout(idleTimer);
    const current = start();
    const { child, ready, pending } = current;
    await ready;
    const id = nextId++;
    return new Promise<HarperIssue[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('grammar check timed out'));
        // A check that hangs means Harper is stuck: the next check gets a new process.
        stop(current);
      }, CHECK_TIMEOUT_MS);
      pending.set(id, {
        resolve: (issues) => (clearTimeout(timer), resolve(issues)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      child.send({ id, text }, (error) => {
        if (error) pending.get(id)?.reject(error);
      });
    });
  }

  return {
    /**
     * Harper's issues for `text`, less its spelling flags on protected terms (see protected-terms.ts): deliberate
     * forms (BLS, NetSuite, C++) and `protectedWords`, the user's own words; then our own rules' issues
     * (resume-grammar-rules.ts) where Harper flagged nothing; all in order.
     */
    async check(text: string, protectedWords: ProtectedWords = new Set()): Promise<GrammarCheck> {
      const found = await lint(text).catch(() => {
        throw new Unavailable(MESSAGES.aiUnavailable);
      });
      const harperIssues = withoutProtectedFlags(text, found, protectedWords);
      const overlapsHarper = (issue: HarperIssue) =>
        harperIssues.some((other) => other.start < issue.end && other.end > issue.start);
      // Like Harper's grammar lints, the rules' flags stand whatever the user's own words: they rewrite only
      // "there", "was", "is" or "has", which a resume's words (protectedWords) would otherwise switch off.
      const ours = ruleIssues(text).filter((issue) => !overlapsHarper(issue));
      const issues = [...harperIssues, ...ours]
        .map(({ start, end, message, replacement, kind }): GrammarIssue => ({
          start,
          end,
          message,
          replacement,
          kind: SPELLING_KINDS.has(kind) ? 'spelling' : 'grammar',
        }))
        .sort((a, b) => a.start - b.start || a.end - b.end);
      return { correctedText: applyFixes(text, issues), issues };
    },

    /** Whether Harper's process is running now, and how many times it was started (for tests and benchmarks). */
    stats: () => ({ running: harper !== undefined, pid: harper?.child.pid, starts }),

    /** Stops Harper's process now; the next check starts it again. */
    async close(): Promise<void> {
      clearTimeout(idleTimer);
      const current = harper;
      if (!current) return;
      const exited = new Promise<void>((resolve) => current.child.once('exit', () => resolve()));
      stop(current);
      if (current.child.exitCode === null && current.child.signalCode === null) await exited;
    },
  };
}

export type GrammarChecker = ReturnType<typeof createGrammarChecker>;

const shared = new Map<number, GrammarChecker>();
/** The process's Harper for this idle setting: every app instance in the process (tests run many) shares it. */
export function sharedGrammarChecker(idleMs = DEFAULT_GRAMMAR_IDLE_MS): GrammarChecker {
  let checker = shared.get(idleMs);
  if (!checker) shared.set(idleMs, (checker = createGrammarChecker({ idleMs })));
  return checker;
}
