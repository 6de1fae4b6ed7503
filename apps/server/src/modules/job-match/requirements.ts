import type { RequirementKind } from '@vitae/schema';
import { SPELLED_NUMBERS } from '../../lib/number-words.ts';
import { type Hit, type Term, termsIn } from './lexicon.ts';
import { sentencesOf, type Token, tokensOf } from './tokens.ts';
import { HIGH_LEVEL } from './vocabulary/index.ts';

/**
 * A posting's requirements, read without AI (docs/job-match.md): the vocabulary's skills, tools, certifications,
 * degrees and languages, and the years of experience it asks, each required unless the posting says it is nice to
 * have — by the heading it stands under or by the words around it.
 */
export interface Requirement {
  text: string;
  kind: RequirementKind;
  required: boolean;
  /** The vocabulary's term (skills, certifications, degrees, languages). */
  term?: Term;
  /** Years of experience: the fewest asked, and the field they are asked in, if named. */
  years?: number;
  area?: string;
  /** Languages: fluent, native or business level asked. */
  highLevel?: boolean;
}

type Section = { required: boolean; skip: boolean };

const OPTIONAL_HEADING =
  /prefer|nice[- ]to[- ]haves?|even better|great if|bonus|a plus|desirable|desired|ideally|extra credit|stand out|advantageous|good to have|not required|optional/i;
const SKIP_HEADING =
  /benefits|perks|what we offer|we offer|compensation|salary|\bpay\b|equal opportunity|\beeo\b|about us|about the company|who we are|our company|how to apply|why join|why you('|’)ll love/i;
const REQUIRED_HEADING =
  /require|must|minimum|qualifications|what you('|’)ll need|what you need|you have|you bring|who you are|looking for|skills|experience|essential|about you|your profile|competenc/i;
const NEUTRAL_HEADING =
  /responsibilities|duties|what you('|’)ll do|the role|about the (role|job|position)|overview|summary|job description|day[- ]to[- ]day|your impact|the job|schedule|location|tasks/i;

/** "Salary: $60k", "Benefits: dental": a labelled line of a section that is not read. */
const isSkippedLabel = (line: string) => {
  const label = /^\s*([^:]{1,40}):\s*\S/.exec(line)?.[1];
  return label !== undefined && SKIP_HEADING.test(label) && !REQUIRED_HEADING.test(label);
};

const BULLET = /^\s*(?:[-*•·▪–—]|\d{1,2}[.)])\s+/u;

/** The section a heading line opens, or null when the line is not a heading. */
function headingOf(line: string): Section | null {
  const text = line.trim();
  if (BULLET.test(text) || text.length > 100 || /:\s*\S/.test(text)) return null;
  const colon = text.endsWith(':');
  // A short line that names a skill ("Experience with Kubernetes") is a requirement, not a heading.
  const short =
    !/[.!?,;]$/.test(text) && text.split(/\s+/).length <= 7 && termsIn(text).length === 0 && !YEARS_ONCE.test(text);
  if (!colon && !short) return null;
  if (OPTIONAL_HEADING.test(text)) return { required: false, skip: false };
  if (SKIP_HEADING.test(text)) return { required: true, skip: true };
  if (REQUIRED_HEADING.test(text) || NEUTRAL_HEADING.test(text)) return { required: true, skip: false };
  return colon ? { required: true, skip: false } : null;
}

interface Cue {
  at: number;
  end: number;
  /** null: the words say it is not asked ("not required"). */
  required: boolean | null;
  /** `before`: it speaks of what follows it ("ideally X"); `after`: of what precedes it ("X is a plus"). */
  looks: 'before' | 'after';
}

const CUES: { pattern: RegExp; required: boolean | null; looks: Cue['looks'] }[] = [
  // "A CDL is not required": not asked at all (null), unlike "optional", which is nice to have.
  { pattern: /\b(not required|not needed|not necessary)\b/gi, required: null, looks: 'after' },
  { pattern: /\b(optional)\b/gi, required: false, looks: 'after' },
  {
    pattern:
      /\b(ideally|preferably|bonus points(?: for)?|would be nice to have|(?:it )?would be great(?: if)?|great to have|nice[- ]to[- ]haves?:|preferred:|plus:|bonus:|desirable:|extra credit)/gi,
    required: false,
    looks: 'before',
  },
  {
    pattern:
      /\b(preferred|a (?:big |huge |strong |definite |real )?plus|an asset|desirable|desired|advantageous|an advantage|beneficial|is helpful|a bonus|nice[- ]to[- ]have|would be nice|welcome)\b/gi,
    required: false,
    looks: 'after',
  },
  {
    pattern: /\b(must(?: have| be| hold| possess)?|required:|requires?\b|need(?:s)? to have|mandatory:|essential:)/gi,
    required: true,
    looks: 'before',
  },
  { pattern: /\b(required|is a must|mandatory|essential|necessary)\b/gi, required: true, looks: 'after' },
];

function cuesOf(clause: string): Cue[] {
  const cues: Cue[] = [];
  for (const { pattern, required, looks } of CUES) {
    for (const match of clause.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      if (cues.some((cue) => at < cue.end && end > cue.at)) continue;
      cues.push({ at, end, required, looks });
    }
  }
  return cues.sort((a, b) => a.at - b.at);
}

/** The [start, end) spans of the parentheses in a clause. */
const parenthesesOf = (clause: string): [number, number][] =>
  [...clause.matchAll(/\([^()]*\)/g)].map((match) => [match.index, match.index + match[0].length]);

const insideOf = (spans: [number, number][], at: number) => spans.find(([from, to]) => at >= from && at < to);

/** "OSHA 10 (OSHA 30 preferred)": a cue in parentheses speaks only of what is in them. */
function sameParentheses(clause: string, cue: Cue, start: number): boolean {
  const spans = parenthesesOf(clause);
  return insideOf(spans, cue.at) === insideOf(spans, start) || !insideOf(spans, cue.at);
}

/** "Fluent English, German is a plus": a cue after "is" speaks only of what follows the last comma before it. */
function singledOut(clause: string, end: number, cue: Cue): boolean {
  if (cue.looks !== 'after' || cue.at < end) return false;
  // Commas inside parentheses ("(German, French) is an advantage") list, they do not separate.
  const close = insideOf(parenthesesOf(clause), end - 1)?.[1] ?? end;
  const between = clause.slice(close, cue.at).replace(/\([^()]*\)/g, '');
  return /,/.test(between) && /\b(is|would be)\s+$/i.test(between);
}

/**
 * Whether the words at [start, end) of `clause` are required: the nearest cue that speaks of them (a cue that opens the
 * clause speaks of all of it), else the section's; null when they say it is not asked.
 */
function requiredAt(clause: string, cues: Cue[], start: number, end: number, section: Section): boolean | null {
  const opening = clause.slice(0, cues[0]?.at ?? 0).trim() === '' ? cues[0] : undefined;
  let best: { distance: number; cue: Cue } | undefined;
  for (const cue of cues) {
    const distance = cue.looks === 'after' ? cue.at - end : start - cue.end;
    const speaks =
      sameParentheses(clause, cue, start) &&
      ((distance >= 0 && !singledOut(clause, end, cue)) || (cue === opening && cue.end <= start));
    if (speaks && (!best || Math.max(distance, 0) < best.distance)) best = { distance: Math.max(distance, 0), cue };
  }
  return best ? best.cue.required : section.required;
}

// "one year of experience" is a count here.
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, ...SPELLED_NUMBERS };
const NUM = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)`;
const YEARS = new RegExp(
  String.raw`\b${NUM}\s*(?:\+|plus|or more)?\s*(?:(?:-|–|to)\s*${NUM}\s*\+?\s*)?(?:years?|yrs?)['’]?s?(?:(?:\s+of)?((?:\s+[\w/&-]+){0,5}?)\s+(?:experience|exp\b|background)(?:\s+(?:in|with|as|of|on)\s+(?:an?\s+|the\s+)?([^,.;:()]{2,60}))?|\s+(?:in|as|with|at)\s+(?:an?\s+|the\s+)?([^,.;:()]{2,60})|\s+(\w+ing\s+[^,.;:()]{2,60}))`,
  'gi',
);
const YEARS_ONCE = new RegExp(YEARS.source, 'i');
const numberOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** "in accounts payable, ideally…": the field named, cut at a joining word, at most six words. */
function areaOf(before: string | undefined, after: string | undefined): string | undefined {
  const named = (after ?? '').split(
    /\s+(?:and|or|is|are|required|preferred|including|ideally|within|at|who|that|which|plus)\b/i,
  )[0]!;
  const words = named.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length) return words.join(' ');
  const lead = (before ?? '')
    .trim()
    .replace(/^(?:of|professional|relevant|related|proven|hands-on|progressive|recent|working|full-time)\s*/i, '');
  const kept = lead
    .replace(/\b(?:professional|relevant|related|proven|hands-on|progressive|recent|working|full-time)\b/gi, '')
    .trim();
  return kept ? kept.split(/\s+/).slice(0, 6).join(' ') : undefined;
}

function yearsIn(clause: string): { at: number; end: number; years: number; most?: number; area?: string }[] {
  return [...clause.matchAll(YEARS)].map((match) => {
    const years = numberOf(match[1]!);
    const most = match[2] ? numberOf(match[2]) : undefined;
    const area = areaOf(match[3], match[4] ?? match[5] ?? match[6]);
    return { at: match.index, end: match.index + match[0].length, years, most, area };
  });
}

const yearsText = (years: number, most: number | undefined, area: string | undefined) =>
  `${most && most > years ? `${years}–${most}` : `${years}+`} years of experience${area ? ` in ${area}` : ''}`;

/** Where several degrees are joined by "or" or "/", the lowest is the one asked ("Bachelor's or Master's"). */
function lowestOfAlternatives(hits: Hit[], clause: string, offsets: number[]): Hit[] {
  const degrees = hits.filter((hit) => hit.term.kind === 'degree');
  if (degrees.length < 2) return hits;
  const dropped = new Set<Hit>();
  for (let i = 1; i < degrees.length; i++) {
    const [a, b] = [degrees[i - 1]!, degrees[i]!];
    const between = clause.slice(offsets[a.to - 1]!, offsets[b.from]!);
    if (!/\bor\b|\//i.test(between)) continue;
    dropped.add((a.term.level ?? 0) <= (b.term.level ?? 0) ? b : a);
  }
  return hits.filter((hit) => !dropped.has(hit));
}

/** "We do not use Go": what a clause says is not used or needed is no requirement. */
const NEGATED =
  /\b(?:do not|don't|does not|doesn't|will not|won't|never)\s+(?:use|need|require|work with)\b|\bno need for\b/i;

/** "Degree in Computer Science, Statistics or a related field": the fields a degree is in, not skills asked. */
function degreeFieldSpans(clause: string, hits: Hit[], ends: number[]): [number, number][] {
  return hits
    .filter((hit) => hit.term.kind === 'degree')
    .flatMap((hit): [number, number][] => {
      const after = clause.slice(ends[hit.to - 1]!);
      const field = /^\s+in\s+[^.;:()]*?(?=[.;:()]|\s+(?:with|and\s+\d|required|preferred|is|plus)\b|$)/i.exec(after);
      return field ? [[ends[hit.to - 1]!, ends[hit.to - 1]! + field[0].length]] : [];
    });
}

/** Whether a language named in the clause is asked for: a requirement cue, or a short list item ("Spanish"). */
const speaksOfLanguages = (clause: string, cues: Cue[], tokens: Token[]) => cues.length > 0 || tokens.length <= 4;

function requirementsOfClause(clause: string, section: Section): Requirement[] {
  if (NEGATED.test(clause)) return [];
  const cues = cuesOf(clause);
  const tokens = tokensOf(clause);
  const offsets = tokens.map((token) => token.start);
  const ends = tokens.map((token) => token.start + token.text.length);
  const found: { at: number; requirement: Requirement }[] = [];
  const years = yearsIn(clause);
  for (const span of years) {
    const required = requiredAt(clause, cues, span.at, span.end, section);
    if (required === null) continue;
    const text = yearsText(span.years, span.most, span.area);
    found.push({
      at: span.at,
      requirement: { text, kind: 'experience', required, years: span.years, area: span.area },
    });
  }
  const read = termsIn(clause, { languageContext: speaksOfLanguages(clause, cues, tokens) }, tokens);
  const fields = degreeFieldSpans(clause, read, ends);
  const hits = lowestOfAlternatives(read, clause, ends).filter(
    (hit) =>
      hit.term.kind !== 'skill' || !fields.some(([from, to]) => offsets[hit.from]! >= from && offsets[hit.from]! < to),
  );
  for (const hit of hits) {
    const start = offsets[hit.from]!;
    const end = ends[hit.to - 1]!;
    const required = requiredAt(clause, cues, start, end, section);
    if (required === null) continue;
    const requirement: Requirement = { text: hit.term.name, kind: hit.term.kind, required, term: hit.term };
    // The level words near this language, not the clause's ("Fluent English, German is a plus").
    if (hit.term.kind === 'language') requirement.highLevel = HIGH_LEVEL.test(nearWords(clause, start, end));
    found.push({ at: start, requirement });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.requirement);
}

/** The words of the list item a term stands in: from the comma before it to the comma after it. */
function nearWords(clause: string, start: number, end: number): string {
  const from = clause.lastIndexOf(',', start) + 1;
  const comma = clause.indexOf(',', end);
  return clause.slice(from, comma < 0 ? undefined : comma);
}

const keyOf = (requirement: Requirement) =>
  `${requirement.kind}:${requirement.kind === 'experience' ? requirement.text : requirement.term!.name}`;

/** One requirement per term: required if any mention is, in the order first named. */
function merged(all: Requirement[]): Requirement[] {
  const byKey = new Map<string, Requirement>();
  for (const requirement of all) {
    const known = byKey.get(keyOf(requirement));
    if (!known) byKey.set(keyOf(requirement), { ...requirement });
    else {
      known.required ||= requirement.required;
      known.highLevel ||= requirement.highLevel;
    }
  }
  return [...byKey.values()];
}

/** "Preferred: a bachelor's degree; Spanish.": a sentence's own label speaks of all its clauses. */
function labelledSection(sentence: string): Section | null {
  const label = /^([^:]{1,40}):\s*\S/.exec(sentence)?.[1];
  if (label === undefined) return null;
  if (OPTIONAL_HEADING.test(label)) return { required: false, skip: false };
  if (/require|must|essential/i.test(label)) return { required: true, skip: false };
  return null;
}

/** The posting's requirements in the order it names them (docs/job-match.md, "How a posting is read"). */
export function extractRequirements(posting: string): Requirement[] {
  let section: Section = { required: true, skip: false };
  const all: Requirement[] = [];
  for (const line of posting.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const heading = headingOf(line);
    if (heading) section = heading;
    if (section.skip || isSkippedLabel(line)) continue;
    const body = heading && line.trim().endsWith(':') ? '' : line;
    for (const sentence of sentencesOf(body)) {
      const own = labelledSection(sentence) ?? section;
      for (const clause of sentence.split(/;\s*/)) all.push(...requirementsOfClause(clause, own));
    }
  }
  return merged(all);
}
