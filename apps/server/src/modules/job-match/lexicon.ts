import type { RequirementKind } from '@vitae/schema';
import { type Token, tokensOf } from './tokens.ts';
import { CERTIFICATIONS, DEGREES, LANGUAGE_CUES, LANGUAGES, SKILLS } from './vocabulary/index.ts';

/**
 * The vocabulary as one index from a phrase's key to the terms it names, read once at start (docs/job-match.md).
 * Matching is by whole tokens, longest phrase first, so "SQL Server" is one term and not "SQL" too.
 */
export interface Term {
  /** How the match names it: "JavaScript", "Bachelor's degree". */
  name: string;
  kind: RequirementKind;
  /** Degrees: 1 high school … 5 doctorate. */
  level?: number;
}

/** `any`: any case; `exact`: only as written; `context`: as written and in a skills-like (or degree) sentence. */
type AliasMode = 'any' | 'exact' | 'context';

interface Alias {
  term: Term;
  mode: AliasMode;
  /** The alias's tokens as written, compared for `exact` and `context`. */
  written: string[];
}

export interface Hit {
  term: Term;
  /** The words that named it, as written. */
  text: string;
  /** Token indexes: [first, last + 1). */
  from: number;
  to: number;
  mode: AliasMode;
}

const SHORT_CAPITALS = /^[A-Z][A-Z0-9]{0,3}$/;

function aliasOf(term: Term, raw: string): [string, Alias] {
  const marker = raw[0] === '^' || raw[0] === '!' ? raw[0] : '';
  const spelled = marker ? raw.slice(1) : raw;
  const tokens = tokensOf(spelled);
  const single = tokens.length === 1 && SHORT_CAPITALS.test(spelled);
  const mode: AliasMode = marker === '!' ? 'context' : marker === '^' || single ? 'exact' : 'any';
  const key = tokens.map((token) => token.key).join(' ');
  return [key, { term, mode, written: tokens.map((token) => token.text) }];
}

function termsOf(entries: readonly string[], kind: RequirementKind): { term: Term; aliases: string[] }[] {
  return entries.map((entry) => {
    const [first, ...rest] = entry.split('|');
    return { term: { name: first!.replace(/^[\^!]/, ''), kind }, aliases: [first!, ...rest] };
  });
}

function buildIndex() {
  const index = new Map<string, Alias[]>();
  const all = [
    ...termsOf(SKILLS, 'skill'),
    ...termsOf(CERTIFICATIONS, 'certification'),
    ...termsOf(LANGUAGES, 'language'),
    ...DEGREES.map(({ name, level, aliases }) => ({
      term: { name, kind: 'degree' as const, level },
      aliases: [name, ...aliases],
    })),
  ];
  let longest = 1;
  for (const { term, aliases } of all) {
    for (const raw of aliases) {
      const [key, alias] = aliasOf(term, raw);
      if (!key) continue;
      longest = Math.max(longest, alias.written.length);
      const known = index.get(key) ?? [];
      if (!known.some((other) => other.term === term && other.mode === alias.mode)) known.push(alias);
      index.set(key, known);
    }
  }
  return { index, longest };
}

const { index: INDEX, longest: LONGEST } = buildIndex();

/** Every term of the vocabulary by its name and kind, for the tests and the bench. */
export const termByName = (name: string, kind: RequirementKind): Term | undefined => {
  for (const aliases of INDEX.values()) {
    const found = aliases.find((alias) => alias.term.name === name && alias.term.kind === kind);
    if (found) return found.term;
  }
  return undefined;
};

const sameWriting = (tokens: Token[], from: number, written: string[]) =>
  written.every((word, offset) => tokens[from + offset]!.text === word);

function aliasAt(tokens: Token[], from: number, length: number): Alias | undefined {
  let key = tokens[from]!.key;
  for (let offset = 1; offset < length; offset++) key += ` ${tokens[from + offset]!.key}`;
  const aliases = INDEX.get(key);
  if (!aliases) return undefined;
  return aliases.find((alias) => alias.mode === 'any' || sameWriting(tokens, from, alias.written));
}

/** Terms named in `tokens`, longest phrase first, none overlapping; before the context rules. */
function rawHits(tokens: Token[]): Hit[] {
  const hits: Hit[] = [];
  let from = 0;
  while (from < tokens.length) {
    let found: Hit | undefined;
    for (let length = Math.min(LONGEST, tokens.length - from); length >= 1 && !found; length--) {
      const alias = aliasAt(tokens, from, length);
      if (alias) {
        const words = tokens.slice(from, from + length).map((token) => token.text);
        found = { term: alias.term, text: words.join(' '), from, to: from + length, mode: alias.mode };
      }
    }
    if (found) hits.push(found);
    from = found ? found.to : from + 1;
  }
  return hits;
}

/** Words that make a sentence speak of skills, so "Go", "R" and "C" there are the languages. */
const SKILL_CUES =
  /\b(programming|languages?|experience (?:with|in)|proficien\w*|knowledge of|skills?|stack|tools?|frameworks?|coding|scripting|developer|engineer\w*|such as|including|familiar\w*)\b/i;
const DEGREE_CUES = /\b(degree|diploma|graduate|bachelor\w*|master\w*|doctora\w*|major(?:ing)? in)\b/i;

export interface ReadOptions {
  /** A skills list: every item is a skill, so short names need no other cue. */
  skillsContext?: boolean;
  /** Whether a language named here is one spoken (a skills list, a summary) without "fluent" or "speak" near. */
  languageContext?: boolean;
  /** An education entry's degree: "BS" and "MA" there are degrees. */
  degreeContext?: boolean;
}

/** "BA in Graphic Design": a short degree name followed by "in" and a field's capitalised name. */
const fieldFollows = (hit: Hit, tokens: Token[]) =>
  tokens[hit.to]?.key === 'in' && /^\p{Lu}/u.test(tokens[hit.to + 1]?.text ?? '');

function keeps(hit: Hit, hits: Hit[], sentence: string, options: ReadOptions, tokens: Token[]): boolean {
  const { kind } = hit.term;
  if (kind === 'language') return Boolean(options.languageContext) || LANGUAGE_CUES.test(sentence);
  if (hit.mode !== 'context') return true;
  // A list item that is the term alone ("- Go") names it as a skill.
  if (hit.from === 0 && hit.to === tokens.length) return true;
  if (kind === 'degree')
    return (
      Boolean(options.degreeContext) ||
      DEGREE_CUES.test(sentence) ||
      fieldFollows(hit, tokens) ||
      hits.some((other) => other !== hit && other.term.kind === 'degree')
    );
  if (options.skillsContext || SKILL_CUES.test(sentence)) return true;
  return hits.some((other) => other !== hit && other.mode !== 'context' && other.term.kind === 'skill');
}

/** The vocabulary's terms named in one sentence, after the case and context rules. */
export function termsIn(sentence: string, options: ReadOptions = {}, tokens = tokensOf(sentence)): Hit[] {
  const hits = rawHits(tokens);
  return hits.filter((hit) => keeps(hit, hits, sentence, options, tokens));
}
