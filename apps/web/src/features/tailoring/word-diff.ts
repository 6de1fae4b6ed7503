/** One piece of a word diff: kept, removed (only in the old text) or added (only in the new). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Words (12%, C++, node.js kept whole), each punctuation mark and each run of spaces: they join back into the text. */
const tokens = (text: string) =>
  text.match(/[\p{L}\p{N}]+(?:['’.,+#/-][\p{L}\p{N}]+)*[%+#]*|\s+|[^\s\p{L}\p{N}]/gu) ?? [];

/**
 * The words of `before` and `after` compared (longest common subsequence, words compared without their spacing):
 * what a proposal removes and adds, for its diff. Texts are a summary or a bullet long, so the table stays small.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const key = (token: string) => (token.trim() === '' ? ' ' : token);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i]![j] =
        key(a[i]!) === key(b[j]!) ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && key(a[i]!) === key(b[j]!)) {
      push('same', b[j]!);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || table[i]![j + 1]! > table[i + 1]![j]!)) {
      // On a tie the removed words come first: "old → new" reads in that order.
      push('added', b[j]!);
      j += 1;
    } else {
      push('removed', a[i]!);
      i += 1;
    }
  }
  return parts;
}
