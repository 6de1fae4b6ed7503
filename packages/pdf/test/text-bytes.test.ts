import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textBytes } from '../src/text-bytes.ts';

describe('textBytes', () => {
  it('counts as Node writes UTF-8, lone surrogates and astral characters included', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', '\uD800', '\uDC00x', 'a\uD83D', 'résumé 简历 🎓'])
      expect(textBytes(text), JSON.stringify(text)).toBe(Buffer.byteLength(text));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => textBytes(text) === Buffer.byteLength(text)),
      { numRuns: 500 },
    );
  });

  it('adds up every string of arrays and objects, and nothing else', () => {
    expect(textBytes({ a: 'ab', b: ['é', { c: '😀' }], n: 12, t: true, z: null })).toBe(2 + 2 + 4);
  });
});
