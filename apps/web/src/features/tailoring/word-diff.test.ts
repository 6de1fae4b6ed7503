import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff.ts';

describe('wordDiff', () => {
  it('marks the words removed and added, and joins back into each text', () => {
    const parts = wordDiff('Grew conversion by 12%.', 'Grew checkout conversion by 12% in 9 markets.');
    expect(parts).toEqual([
      { kind: 'same', text: 'Grew ' },
      { kind: 'added', text: 'checkout ' },
      { kind: 'same', text: 'conversion by 12%' },
      { kind: 'added', text: ' in 9 markets' },
      { kind: 'same', text: '.' },
    ]);
    const join = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join('');
    expect(join(['same', 'removed'])).toBe('Grew conversion by 12%.');
    expect(join(['same', 'added'])).toBe('Grew checkout conversion by 12% in 9 markets.');
  });

  it('keeps a number or a term whole, and says nothing changed when nothing did', () => {
    expect(wordDiff('Saved $1,200 with Node.js', 'Saved $1,300 with Node.js')).toEqual([
      { kind: 'same', text: 'Saved $' },
      { kind: 'removed', text: '1,200' },
      { kind: 'added', text: '1,300' },
      { kind: 'same', text: ' with Node.js' },
    ]);
    expect(wordDiff('Same words.', 'Same words.')).toEqual([{ kind: 'same', text: 'Same words.' }]);
  });
});
