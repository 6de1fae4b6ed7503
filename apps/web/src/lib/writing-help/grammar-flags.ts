import type { GrammarIssue } from '@vitae/schema';
import { mapSpan, mapSpans, type TextEdit } from './text-edits.ts';

/** A grammar issue of one text as the summary step shows it: with a stable key and the words it flags. */
export interface GrammarFlag extends GrammarIssue {
  key: string;
  flagged: string;
}

/** A flag the user ignored, kept (and moved with its words) so that a later check of the same text hides it too. */
export type IgnoredFlag = Pick<GrammarFlag, 'start' | 'end' | 'flagged' | 'message'>;

let nextKey = 0;

/** The server's issues for `text` as flags, less the ones the user ignored and any that do not fit the text. */
export function flagsOf(text: string, issues: readonly GrammarIssue[], ignored: readonly IgnoredFlag[]): GrammarFlag[] {
  return issues
    .filter((issue) => issue.start <= issue.end && issue.end <= text.length)
    .map((issue) => ({ ...issue, key: `flag-${(nextKey += 1)}`, flagged: text.slice(issue.start, issue.end) }))
    .filter(
      (flag) =>
        !ignored.some(
          (skip) =>
            skip.start === flag.start &&
            skip.end === flag.end &&
            skip.flagged === flag.flagged &&
            skip.message === flag.message,
        ),
    );
}

/** The edit accepting this flag makes (null when the checker offers no fix). */
export const fixOf = (flag: GrammarFlag): TextEdit | null =>
  flag.replacement === null ? null : { start: flag.start, end: flag.end, text: flag.replacement };

/** A misspelled word, which the user may add to their dictionary; grammar flags and several words are not. */
export const isSpellingFlag = (flag: GrammarFlag): boolean =>
  flag.kind === 'spelling' && /^[\p{L}\p{M}\p{N}'’.+#_-]+$/u.test(flag.flagged);

/** Whether this flag's words are the dictionary word (compared as the server does, in any case). */
export const flagsWord = (flag: GrammarFlag, word: string): boolean =>
  flag.flagged.toLowerCase() === word.toLowerCase();

export interface AcceptedAll {
  /** The fixes, in the order they are applied (last in the text first, so each one's offsets still hold). */
  edits: TextEdit[];
  /** One edit of the text that makes them all (from the first fixed word to the last). */
  region: TextEdit;
  /** The flags without a fix, moved to where their words are afterwards. */
  remaining: GrammarFlag[];
}

/**
 * Every offered fix of these flags at once ("Accept all"): fixes that overlap an earlier one are left out, and
 * flags without a fix stay. Null when no flag has a fix.
 */
export function acceptAll(text: string, flags: readonly GrammarFlag[]): AcceptedAll | null {
  const chosen: TextEdit[] = [];
  let reached = -1;
  for (const flag of [...flags].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const fix = fixOf(flag);
    if (!fix || fix.start < reached) continue;
    chosen.push(fix);
    reached = Math.max(fix.end, fix.start + 1);
  }
  if (chosen.length === 0) return null;
  const edits = chosen.reverse();
  let after = text;
  for (const edit of edits) after = after.slice(0, edit.start) + edit.text + after.slice(edit.end);
  const first = edits.at(-1)!.start;
  const last = edits[0]!.end;
  const region = { start: first, end: last, text: after.slice(first, after.length - (text.length - last)) };
  const remaining = mapSpans(
    flags.filter((flag) => !fixOf(flag)),
    edits,
  );
  return { edits, region, remaining };
}

/** The other flags after one is accepted: moved by the change in length, dropped where it touched their words. */
export const flagsAfter = (flags: readonly GrammarFlag[], accepted: GrammarFlag, edit: TextEdit): GrammarFlag[] =>
  flags.filter((flag) => flag.key !== accepted.key).flatMap((flag) => mapSpan(flag, edit) ?? []);
