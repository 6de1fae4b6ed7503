import type { AtsReadability } from '@vitae/schema';
import { wordsOf } from './text.ts';

/**
 * Reading ease of the resume's prose (summary, bullets, descriptions) by the classic formula of its language, each
 * 0–100 with higher easier: Flesch (English), Amstad (German), Kandel–Moles (French), Fernández Huerta (Spanish),
 * Flesch–Vacca (Italian), Douma (Dutch). Other languages get the sentence and word figures only. docs/ats-check.md.
 */
const FORMULAS: Record<
  string,
  { name: string; score: (wordsPerSentence: number, syllablesPerWord: number) => number }
> = {
  en: { name: 'Flesch reading ease', score: (s, w) => 206.835 - 1.015 * s - 84.6 * w },
  de: { name: 'Flesch–Amstad', score: (s, w) => 180 - s - 58.5 * w },
  fr: { name: 'Kandel–Moles', score: (s, w) => 207 - 1.015 * s - 73.6 * w },
  es: { name: 'Fernández Huerta', score: (s, w) => 206.84 - 60 * w - 102 / Math.max(1, s) },
  it: { name: 'Flesch–Vacca', score: (s, w) => 217 - 1.3 * s - 60 * w },
  nl: { name: 'Douma', score: (s, w) => 206.84 - 0.93 * s - 77 * w },
};

/** Syllables of a word, counted as groups of vowels (a silent final "e" in English not counted); at least one. */
export function syllables(word: string, language: string): number {
  const lower = word.toLocaleLowerCase();
  if (/^\d/.test(lower)) return Math.max(1, Math.ceil(lower.length / 2));
  const vowels = language === 'en' ? /[aeiouy]+/g : /[aeiouyàáâãäåèéêëìíîïòóôõöùúûüýÿæœ]+/g;
  let count = (lower.match(vowels) ?? []).length;
  if (language === 'en' && /[^aeiouy]e$/.test(lower) && !/[^aeiouy]le$/.test(lower) && count > 1) count--;
  if (language === 'en' && /[^aeiouy]ed$/.test(lower) && !/[td]ed$/.test(lower) && count > 1) count--;
  return Math.max(1, count);
}

/** Sentences of prose: each bullet or paragraph given is at least one; inside, split at . ! ? followed by a space. */
export function readability(parts: string[], language: string): AtsReadability {
  let sentences = 0;
  let words = 0;
  let syllableCount = 0;
  let longSentences = 0;
  for (const part of parts) {
    for (const sentence of part.split(/(?<=[.!?。！？])\s+/)) {
      const own = wordsOf(sentence);
      if (own.length === 0) continue;
      sentences++;
      words += own.length;
      if (own.length > 30) longSentences++;
      for (const word of own) syllableCount += syllables(word, language);
    }
  }
  const wordsPerSentence = sentences ? words / sentences : 0;
  const formula = FORMULAS[language];
  const score =
    formula && words > 0
      ? Math.round(Math.min(100, Math.max(0, formula.score(wordsPerSentence, syllableCount / words))))
      : null;
  return {
    language,
    formula: formula?.name ?? null,
    score,
    sentences,
    words,
    wordsPerSentence: Math.round(wordsPerSentence * 10) / 10,
    longSentences,
  };
}
