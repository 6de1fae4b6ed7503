/**
 * Words as the job match reads them (docs/job-match.md): a token is a run of letters and digits that keeps the
 * marks that belong to a name, so "C++", "C#", "Node.js", ".NET", "R&D", "Security+" and "bachelor's" are one token
 * each and "Go" never matches inside "Google", nor "Java" inside "JavaScript", nor "Excel" inside "excellent".
 */
export interface Token {
  /** As written. */
  text: string;
  /** Lower case, the key a vocabulary entry is looked up by. */
  key: string;
  /** Where it starts in the text it was read from. */
  start: number;
}

const TOKEN = /\.?[\p{L}\p{N}]+(?:[.'’&-][\p{L}\p{N}]+)*[+#]*/gu;

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const written = match[0].replace(/’/g, "'");
    tokens.push({ text: written, key: written.toLowerCase(), start: match.index });
  }
  return tokens;
}

/** The key of a phrase: its tokens' keys joined by one space (punctuation between them does not count). */
export const phraseKey = (text: string): string =>
  tokensOf(text)
    .map((token) => token.key)
    .join(' ');

// Longest first; "accountant", "accounting" and "accounts" all read as "account".
const SUFFIXES = [
  'ements',
  'ement',
  'ments',
  'ment',
  'ations',
  'ation',
  'ians',
  'ants',
  'ists',
  'ings',
  'ian',
  'ant',
  'ist',
  'ing',
  'ers',
  'ors',
  'er',
  'or',
  'ed',
  'al',
  'es',
  's',
  'e',
];

/**
 * A light stem, so "managed", "manages", "managing" and "management" read as one word; only used for "partly" evidence
 * (a stem is a hint that the resume speaks of the thing, not proof that it names it).
 */
export function stemOf(word: string): string {
  let stem = word.toLowerCase().replace(/'s$/, '');
  if (stem.endsWith('ies') && stem.length > 5) return `${stem.slice(0, -3)}y`;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 4) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem;
}

/** Sentences and bullets of a text: split at line ends, bullets and sentence ends (not inside "Node.js" or "B.Sc."). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z(])|\s[•·▪]\s/u)
    .map((part) => part.replace(/^\s*(?:[-*•·▪–—]|\d{1,2}[.)])\s+/u, '').trim())
    .filter((part) => part.length > 0);
}
