import { MESSAGES, type GrammarIssue } from '@vitae/schema';
import type { LocalLinter } from 'harper.js';
import { AppError } from '../../errors.ts';

/**
 * Harper (harper.js, WebAssembly, offline): ~450 MB and 1.5-3.5 s to start, so one linter per process, loaded on
 * first use or by `preload()` once the server listens. LocalLinter, since WorkerLinter needs browser workers.
 */
let loading: Promise<LocalLinter> | undefined;

function loadLinter(): Promise<LocalLinter> {
  loading ??= (async () => {
    const [harper, { binary }] = await Promise.all([import('harper.js'), import('harper.js/binary')]);
    const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect.American });
    await linter.setup();
    return linter;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Harper counts Unicode code points; JavaScript strings count UTF-16 units. */
function utf16Offsets(text: string): (index: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (index) => index;
  const offsets = [0];
  for (const char of text) offsets.push(offsets.at(-1)! + char.length);
  return (index) => offsets[Math.min(index, offsets.length - 1)]!;
}

/** Applies every fix, last first, skipping a fix that overlaps one already applied. */
function applyFixes(text: string, issues: GrammarIssue[]): string {
  let corrected = text;
  let limit = Infinity;
  for (const issue of [...issues].sort((a, b) => b.start - a.start)) {
    if (issue.replacement === null || issue.end > limit) continue;
    corrected = corrected.slice(0, issue.start) + issue.replacement + corrected.slice(issue.end);
    limit = issue.start;
  }
  return corrected;
}

export interface GrammarCheck {
  correctedText: string;
  issues: GrammarIssue[];
}

export const grammarChecker = {
  /** Starts loading Harper without waiting; a failure is logged by the caller and retried on first use. */
  preload: (): Promise<unknown> => loadLinter(),

  async check(text: string): Promise<GrammarCheck> {
    const linter = await loadLinter().catch(() => {
      throw new AppError(503, MESSAGES.aiUnavailable);
    });
    const toUtf16 = utf16Offsets(text);
    const lints = await linter.lint(text, { language: 'plaintext' });
    const issues = lints.map((lint): GrammarIssue => {
      const span = lint.span();
      const [fix] = lint.suggestions();
      return {
        start: toUtf16(span.start),
        end: toUtf16(span.end),
        message: lint.message(),
        replacement: fix ? fix.get_replacement_text() : null,
      };
    });
    issues.sort((a, b) => a.start - b.start);
    return { correctedText: applyFixes(text, issues), issues };
  },
};
