import type { GrammarIssue } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { acceptAll, flagsAfter, flagsOf, isSpellingFlag, type GrammarFlag } from './grammar-flags.ts';
import { applyEdit, diffEdit, mapSpan, mapSpans } from './text-edits.ts';

const TEXT = 'I has a apple and I likes it.';
const issues: GrammarIssue[] = [
  { start: 2, end: 5, message: 'agree', replacement: 'have', kind: 'grammar' },
  { start: 6, end: 7, message: 'article', replacement: 'an', kind: 'grammar' },
  { start: 20, end: 25, message: 'agree', replacement: 'like', kind: 'grammar' },
];

describe('text edits', () => {
  it('finds the one edit between two texts', () => {
    expect(diffEdit('abc', 'abc')).toBeNull();
    expect(diffEdit('I has it', 'I have it')).toEqual({ start: 4, end: 5, text: 've' });
    expect(diffEdit('ab', 'abab')).toEqual({ start: 2, end: 2, text: 'ab' });
    expect(diffEdit('hello world', '')).toEqual({ start: 0, end: 11, text: '' });
    for (const [before, after] of [
      ['the the team', 'the team'],
      ['aaa', 'aa'],
      ['', 'new'],
    ] as const) {
      expect(applyEdit(before, diffEdit(before, after)!)).toBe(after);
    }
  });

  it('moves a span with edits before it, keeps it with edits after it, and drops it when its words change', () => {
    const span = { start: 10, end: 15 };
    expect(mapSpan(span, { start: 0, end: 3, text: 'x' })).toEqual({ start: 8, end: 13 });
    expect(mapSpan(span, { start: 10, end: 10, text: 'ab' })).toEqual({ start: 12, end: 17 });
    expect(mapSpan(span, { start: 15, end: 20, text: '' })).toEqual(span);
    expect(mapSpan(span, { start: 14, end: 16, text: '' })).toBeNull();
    expect(mapSpan(span, { start: 12, end: 12, text: 'x' })).toBeNull();
    expect(mapSpans([span, { start: 0, end: 2 }], [{ start: 3, end: 4, text: 'yyy' }])).toEqual([
      { start: 12, end: 17 },
      { start: 0, end: 2 },
    ]);
  });
});

describe('grammar flags', () => {
  it('keeps only issues that fit the text, less the ignored ones', () => {
    const flags = flagsOf(
      TEXT,
      [...issues, { start: 28, end: 40, message: 'past the end', replacement: null, kind: 'grammar' }],
      [{ start: 6, end: 7, flagged: 'a', message: 'article' }],
    );
    expect(flags.map((flag) => flag.flagged)).toEqual(['has', 'likes']);
    expect(new Set(flags.map((flag) => flag.key)).size).toBe(2);
  });

  it('moves the other flags when one is accepted, so each still fixes its own words', () => {
    const flags = flagsOf(TEXT, issues, []);
    const fix = { start: 2, end: 5, text: 'have' };
    const text = applyEdit(TEXT, fix);
    const rest = flagsAfter(flags, flags[0]!, fix);
    expect(rest.map((flag) => text.slice(flag.start, flag.end))).toEqual(['a', 'likes']);
    expect(rest.map((flag) => flag.key)).toEqual([flags[1]!.key, flags[2]!.key]);
  });

  it('accepts all fixes at once, leaving overlapping fixes out and flags without a fix in place', () => {
    const text = 'Teh team has grew fast.';
    const flags = flagsOf(
      text,
      [
        { start: 0, end: 3, message: 'typo', replacement: 'The', kind: 'grammar' },
        { start: 9, end: 17, message: 'tense', replacement: 'has grown', kind: 'grammar' },
        { start: 13, end: 17, message: 'overlaps', replacement: 'grown', kind: 'grammar' },
        { start: 18, end: 22, message: 'no fix', replacement: null, kind: 'grammar' },
      ],
      [],
    );
    const all = acceptAll(text, flags)!;
    let after = text;
    for (const edit of all.edits) after = applyEdit(after, edit);
    expect(after).toBe('The team has grown fast.');
    expect(applyEdit(text, all.region)).toBe(after);
    expect(all.remaining.map((flag) => after.slice(flag.start, flag.end))).toEqual(['fast']);
    expect(acceptAll(text, flags.slice(3))).toBeNull();
  });

  it('offers the dictionary for misspelled words only', () => {
    const spelled = (flagged: string, kind: GrammarFlag['kind']) =>
      isSpellingFlag({ start: 0, end: flagged.length, flagged, message: 'm', replacement: null, key: 'k', kind });
    expect(spelled('managment', 'spelling')).toBe(true);
    expect(spelled('the the', 'spelling')).toBe(false);
    // The server's kind decides, not the message's words.
    expect(spelled('has', 'grammar')).toBe(false);
    expect(spelled('managment', 'grammar')).toBe(false);
  });
});
