/**
 * Edits of a text and the spans that follow them: a grammar flag, an ignored flag or a change the toast can undo
 * points at a span of the text, and keeps pointing at the same words while other parts of the text change.
 */

/** Replace `[start, end)` of the text with `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

export interface Span {
  start: number;
  end: number;
}

export const applyEdit = (text: string, edit: TextEdit): string =>
  text.slice(0, edit.start) + edit.text + text.slice(edit.end);

/** The one edit that turns `before` into `after` (the part between their common start and common end), if any. */
export function diffEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) {
    suffix += 1;
  }
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

/**
 * Where a span is after the edit: moved by the change in length when the edit is before it (an insertion right
 * at its start included), unchanged when the edit is after it (an insertion right at its end included), null when
 * the edit touches its words.
 */
export function mapSpan<T extends Span>(span: T, edit: TextEdit): T | null {
  if (edit.end <= span.start) {
    const shift = edit.text.length - (edit.end - edit.start);
    return { ...span, start: span.start + shift, end: span.end + shift };
  }
  if (edit.start >= span.end) return span;
  return null;
}

/** The spans that still stand after these edits (applied in order), moved to where their words now are. */
export function mapSpans<T extends Span>(spans: readonly T[], edits: readonly TextEdit[]): T[] {
  const mapped: T[] = [];
  for (const span of spans) {
    let at: T | null = span;
    for (const edit of edits) {
      at = mapSpan(at, edit);
      if (!at) break;
    }
    if (at) mapped.push(at);
  }
  return mapped;
}
