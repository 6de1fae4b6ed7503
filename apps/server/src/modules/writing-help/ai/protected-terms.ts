import type { GrammarIssue, Resume } from '@vitae/schema';

/**
 * Which words the grammar check never calls misspelled: professional terms a dictionary cannot know (BLS, GAAP,
 * NetSuite, C++, Node.js, S3), the words of the user's own resume (its skills, companies, titles) and the words of
 * the user's dictionary.
 *
 * Harper flags them by span and the flags are dropped here, rather than the words being fed to Harper's dictionary
 * (`importWords`), because measured on harper.js 2.10: importing changed no grammar lint on resume sentences full of
 * such terms (only their Spelling lints went, and one new false WordChoice appeared); it does not stop the
 * Capitalization lints on them (ACLS -> ACLs, the js of Node.js -> JS), nor possessives (Kiewit's); and Harper's
 * dictionary is one per process, so protecting each user's own words would mean clearWords + importWords on every
 * check of another user than the last (about 10 + 9 ms, and 20 ms more for the first lint after it), against a
 * check that takes about 2 ms. Patterns (all-caps, mixed case) cannot be imported at all.
 */

/** A run of letters, digits and the characters that join a term: Node.js, C++, C#, snake_case, O'Brien. */
const TERM = /[\p{L}\p{M}\p{N}.+#_'’]+/gu;
/** Punctuation around a term that is not part of it: a full stop, quotes. C++ and C# keep their + and #. */
const EDGES = /^[.'’_]+|[.'’_]+$/gu;
const POSSESSIVE = /['’][sS]?$/u;

export interface Term {
  start: number;
  end: number;
  text: string;
}

/** The terms of a text with their UTF-16 offsets (hyphens, slashes and spaces separate terms). */
export function termsOf(text: string): Term[] {
  const terms: Term[] = [];
  for (const match of text.matchAll(TERM)) {
    const raw = match[0];
    const leading = raw.length - raw.replace(/^[.'’_]+/u, '').length;
    const trimmed = raw.replace(EDGES, '');
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
    const start = match.index + leading;
    terms.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return terms;
}

/** How a term is compared with the user's words: case-insensitively, without a possessive ending. */
export const wordKey = (term: string): string => term.replace(/’/gu, "'").replace(POSSESSIVE, '').toLowerCase();

/**
 * A term whose very form says it is deliberate: all caps (BLS, GAAP), mixed case (NetSuite, iOS, McKinsey, RFIs),
 * a digit (S3, ISO9001) or a dot, plus, hash or underscore inside (Node.js, C++, C#, B.Sc).
 */
export function isDeliberateForm(term: string): boolean {
  if (/[\p{N}.+#_]/u.test(term)) return true;
  const base = term.replace(/’/gu, "'").replace(POSSESSIVE, '');
  const hasLower = /\p{Ll}/u.test(base);
  if (!hasLower) return (base.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
  return /^.[^]*\p{Lu}/u.test(base);
}

/** The user's words (resume and dictionary) as wordKey()s. */
export type ProtectedWords = ReadonlySet<string>;

export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const term of termsOf(text)) words.add(wordKey(term.text));
  return words;
}

/**
 * The resume's short fields, whose words are the user's own terms: personal details, skills, job titles and
 * companies and their places, schools and degrees, project names, certifications, interests, achievements, social
 * names. Never the long free texts (summary, work summaries, descriptions): that is where misspellings are.
 */
export function resumeTermTexts(resume: Resume): string[] {
  return [
    resume.fullName,
    resume.jobTitle,
    resume.address,
    ...resume.skills.map((item) => item.name),
    ...resume.experience.flatMap((item) => [item.title, item.companyName, item.city, item.state]),
    ...resume.education.flatMap((item) => [item.universityName, item.degree, item.major]),
    ...resume.projects.map((item) => item.projectName),
    ...resume.certificationsOrExtraCurriculars.map((item) => item.certificationOrExtraCurricularName),
    ...resume.interests.map((item) => item.interestName),
    ...resume.achievements.map((item) => item.achievement),
    ...resume.social.map((item) => item.socialMediaName),
  ];
}

/** An issue as harper-worker.mjs reports it: Harper's lint kind says whether it is about how a word is spelled. */
export interface HarperIssue extends Omit<GrammarIssue, 'kind'> {
  kind: string;
}

/**
 * Harper's kinds of lint about the form of a word itself (SpellCheck, canonical capitalization like ACLS -> ACLs,
 * typos like teh, split or joined words). Every other kind (agreement, articles, repetition, their/there…) is
 * grammar and is always kept, even on a protected word.
 */
const WORD_FORM_KINDS: ReadonlySet<string> = new Set(['Spelling', 'Typo', 'Capitalization', 'BoundaryError']);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A grammar lint (any other kind) that rewrites one deliberate term, a part of it or the whole, without keeping it:
 * the TB of 5TB -> "5 terabytes". Grammar is about how words go together; this is the term's own form. An Oxford
 * comma after SQL keeps SQL, and is kept.
 */
function rewritesDeliberateTerm(issue: HarperIssue, flagged: Term[], problem: string): boolean {
  if (flagged.length !== 1) return false;
  const [term] = flagged as [Term];
  const within = term.start <= issue.start && issue.end <= term.end;
  const { replacement } = issue;
  return within && isDeliberateForm(term.text) && replacement !== null && !replacement.includes(problem);
}

/**
 * Drops Harper's flags on protected terms and keeps everything else, in order: a word-form lint whose every term is
 * protected (but a lowercase word that only needs its first letter capitalized, at a sentence's start or "i", is
 * grammar even when the word is the user's), and a lint that rewrites a deliberate term.
 */
export function withoutProtectedFlags(text: string, issues: HarperIssue[], words: ProtectedWords): HarperIssue[] {
  if (issues.length === 0) return issues;
  const terms = termsOf(text);
  const isProtected = (term: Term) => isDeliberateForm(term.text) || words.has(wordKey(term.text));
  return issues.filter((issue) => {
    const flagged = terms.filter((term) => term.start < issue.end && term.end > issue.start);
    const problem = text.slice(issue.start, issue.end);
    if (!WORD_FORM_KINDS.has(issue.kind)) return !rewritesDeliberateTerm(issue, flagged, problem);
    if (flagged.length === 0 || !flagged.every(isProtected)) return true;
    const sentenceCase = /^\p{Ll}+$/u.test(problem) && issue.replacement === capitalized(problem);
    return issue.kind === 'Capitalization' && sentenceCase;
  });
}
