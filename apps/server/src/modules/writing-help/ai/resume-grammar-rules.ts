import { type HarperIssue, type ProtectedWords, isDeliberateForm, termsOf, wordKey } from './protected-terms.ts';

/**
 * Rules of our own that run beside Harper (grammar.ts) for two kinds of error Harper 2.10 misses in resumes:
 *
 * - "there" for "their" before an adjective or a number ("for there largest customers", "about there 401(k) plans"),
 *   or before any noun after a preposition that never takes a place ("about there onboarding"); Harper catches
 *   "there" + a noun it knows ("with there team") and nothing else.
 * - A plural subject with "was", "is" or "has" ("The dashboards I built in Grafana was used"), even with a
 *   prepositional phrase or a relative clause without "that" between them; Harper flags none of these.
 *
 * Without a dictionary or a tagger, each rule flags only where the words around it leave one reading, and stays
 * quiet when in doubt: an error missed here is an error Harper also missed before, a wrong flag is new noise.
 */

interface Token {
  text: string;
  /** Lowercase, with ’ as '. */
  lower: string;
  start: number;
  end: number;
  word: boolean;
}

/**
 * A word: letters and digits, joined by an apostrophe, dot, hyphen, slash or ampersand before another letter or
 * digit (don't, Node.js, on-time, AR/VR, P&L), a short parenthesised part (401(k)) and a trailing + or # (C++, C#).
 * A line break is a token (it ends a bullet); any other character that is not a space is one token of its own.
 */
const TOKEN =
  /([\p{L}\p{N}](?:[\p{L}\p{M}\p{N}_]|['’.\-/&](?=[\p{L}\p{N}])|\([\p{L}\p{N}]{1,4}\))*[+#]*)|(\n)|([^\s\p{L}\p{N}])/gu;

function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase().replace(/’/gu, "'"),
    start: match.index,
    end: match.index + match[0].length,
    word: match[1] !== undefined,
  }));
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/u).filter(Boolean));

/** Prepositions that can open a phrase after a noun ("the reports for the board"). */
const PREPOSITIONS = set(`
  of for in on at from with by to about across under within without between among amongst over into onto through
  throughout during per behind beyond near inside outside around against via regarding including toward towards
  alongside amid along above below beneath beside besides upon despite except like unlike off up down out`);
/** Words that open a clause as often as a phrase ("after the merger was announced"): never read as prepositions. */
const SUBORDINATORS = set(`
  after before since until till as than because although though whereas while when whenever once if unless whether`);
const DETERMINERS = set('the these those my our his her their its your');
/** Determiners that only go with a plural ("Several reports was"); both may also come before another ("Both our teams"). */
const PLURAL_DETERMINERS = set('both several many few');
const PRONOUNS = set('i we you they he she it');
const AUXILIARIES = set(`
  am is are was were be been being has have had do does did will would shall should can could may might must
  isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't can't cannot couldn't
  shouldn't mustn't`);
const CLOSED_CLASS = new Set([
  ...PREPOSITIONS,
  ...SUBORDINATORS,
  ...DETERMINERS,
  ...PLURAL_DETERMINERS,
  ...PRONOUNS,
  ...AUXILIARIES,
  ...set(`
    a an and or but nor so yet not no never that which who whom whose where why how what this there here then also
    just very too only even still already always often now again ago me us him them mine ours yours hers theirs
    each every any some all either neither none such rather quite more most less least`),
]);

/** A word that may be part of a noun phrase: anything not of a closed class (nouns, adjectives, numbers, names). */
const isContent = (token: Token | undefined): token is Token => token?.word === true && !CLOSED_CLASS.has(token.lower);

const LY_ADVERB = /^[a-z]{3,}ly$/u;
const PLAIN_ADVERBS = set('also still often always never already just now');
/** Adverbs that may stand between a subject and its verb ("Our teams also has", "The reports usually was"). */
const isAdverb = (token: Token | undefined) =>
  token?.word === true && (LY_ADVERB.test(token.lower) || PLAIN_ADVERBS.has(token.lower));

/** Punctuation and words after which a new clause, and so a new subject, begins; symbols and emoji are bullets. */
const CLAUSE_BREAKS = new Set(['.', '!', '?', ';', ':', '–', '—', '-', '(', '"', '“', ',']);
const BULLET = /^[\p{So}\p{Extended_Pictographic}•·▪]/u;
const CONJUNCTIONS = set('and but so yet');

/**
 * Whether a clause starts at `at`: after punctuation or a bullet, after ", and" or "but" ('main'), or after a word
 * that opens a subordinate clause ('subordinate': "while the server runs is…" may be a clause inside a clause).
 */
function clauseStartAt(tokens: Token[], at: number): 'main' | 'subordinate' | undefined {
  const previous = tokens[at - 1];
  // A line break ends a bullet; in wrapped text it falls anywhere, so the line must start with a capital.
  if (previous?.text === '\n') return /^\p{Lu}/u.test(tokens[at]!.text) ? 'main' : undefined;
  if (!previous || CLAUSE_BREAKS.has(previous.text) || BULLET.test(previous.text)) return 'main';
  // A * is a bullet at the start of a line, and a footnote or a comment's margin elsewhere.
  if (previous.text === '*' && (at < 2 || tokens[at - 2]!.text === '\n')) return 'main';
  if (SUBORDINATORS.has(previous.lower) && previous.lower !== 'as' && previous.lower !== 'than') return 'subordinate';
  const coordinated = previous.lower === 'but' || (CONJUNCTIONS.has(previous.lower) && tokens[at - 2]?.text === ',');
  return coordinated ? 'main' : undefined;
}

// --- there -> their ---------------------------------------------------------------------------------------------

/** Adjectives that stand before a noun: "their own", "their new", "their other", and every superlative. */
const OWNER_ADJECTIVES = set('own new best top other latest');
/** Those of them that are also verbs or adverbs, as after a plural subject: "the teams there own the roadmap". */
const VERB_OR_ADVERB_ADJECTIVES = set('own best top');
/** Verbs that come before "there" in a question: "Is there new funding?", "Are there other options?". */
const INVERTING_VERBS = set(`
  is are was were am will would shall should can could may might must isn't aren't wasn't weren't won't wouldn't
  can't couldn't shouldn't`);
/** Words in -est that are nouns or verbs, not superlatives. */
const NOT_SUPERLATIVES = set(`
  interest request suggest invest test contest protest attest detest digest manifest harvest arrest rest quest
  guest nest west chest crest vest pest zest forest priest honest modest behest unrest conquest inquest bequest
  midwest northwest southwest`);
/** Prepositions whose object is never a place word: "about there" can only be "about their". */
const NON_PLACE_PREPOSITIONS = set(`
  about for with of at into across among amongst between during within without toward towards regarding including
  per via onto upon despite throughout against`);
/** Verbs after which "there" is where: "worked there longest", "stayed there 3 years". */
const PLACE_VERBS = set(`
  get gets got getting go goes went going gone arrive arrives arrived arriving stay stays stayed staying work works
  worked working live lives lived living move moves moved moving be been being sit sat stand stood remain remained
  return returned travel traveled travelled relocate relocated start started volunteer volunteered intern interned
  stationed based located employed headquartered settled retired serve served study studied`);
/** Units of time after a number: "there 3 years" is how long, not whose. */
const TIME_UNITS = set(`
  year years month months week weeks day days hour hours minute minutes second seconds decade decades time times
  summer summers winter winters semester semesters season seasons shift shifts night nights weekend weekends
  quarter quarters term terms sprint sprints morning mornings evening evenings`);

const isSuperlative = (word: string) => word.length >= 5 && word.endsWith('est') && !NOT_SUPERLATIVES.has(word);

/**
 * "there" as a possessive: followed by what opens a noun phrase. An adjective that comes only before a noun (own,
 * new, best, a superlative) or a token with a digit (401(k), 3D), each followed by another content word; or, after
 * a preposition that never takes a place (about, for, with), any content word. Never after a verb of place or
 * being (worked there, get there), an auxiliary (Is there…), nor a number of time units (there 3 years).
 */
function thereIssues(tokens: Token[]): HarperIssue[] {
  const issues: HarperIssue[] = [];
  tokens.forEach((token, at) => {
    if (token.lower !== 'there') return;
    const previous = tokens[at - 1];
    const next = tokens[at + 1];
    const after = tokens[at + 2];
    // "there is", "there being", "there to be", "from there, …", "over there daily": no noun phrase follows.
    if (!isContent(next) || LY_ADVERB.test(next.lower)) return;
    if (previous?.word && (PLACE_VERBS.has(previous.lower) || INVERTING_VERBS.has(previous.lower))) return;
    const beforeNoun = isContent(after) && !LY_ADVERB.test(after.lower);
    let possessive: boolean;
    if (/^\p{N}/u.test(next.text)) {
      possessive = beforeNoun && !TIME_UNITS.has(after.lower) && !/^\d+\/\d+$/u.test(next.text);
    } else if (OWNER_ADJECTIVES.has(next.lower) || isSuperlative(next.lower)) {
      // "The teams there own the roadmap", "the people there best understood it": a verb or an adverb after a subject.
      const afterSubject = previous !== undefined && isPluralWord(previous);
      possessive = beforeNoun && !(VERB_OR_ADVERB_ADJECTIVES.has(next.lower) && afterSubject);
    } else {
      possessive = previous?.word === true && NON_PLACE_PREPOSITIONS.has(previous.lower);
    }
    if (!possessive) return;
    issues.push({
      start: token.start,
      end: token.end,
      message: 'Did you mean “their”? “there” points to a place; “their” says whose.',
      replacement: token.text.startsWith('T') ? 'Their' : 'their',
      kind: 'WordChoice',
    });
  });
  return issues;
}

// --- plural subject + was / is / has ----------------------------------------------------------------------------

/** Each singular verb the rule checks, with its plural. */
const PLURAL_VERBS: ReadonlyMap<string, string> = new Map([
  ['was', 'were'],
  ["wasn't", "weren't"],
  ['is', 'are'],
  ["isn't", "aren't"],
  ['has', 'have'],
  ["hasn't", "haven't"],
]);
const isSingularVerb = (token: Token | undefined) => token?.word === true && PLURAL_VERBS.has(token.lower);

/** Nouns in -s that are singular, or that name one thing (a department, a subject, a disease). */
const SINGULAR_IN_S = set(`
  news series species means headquarters lens gas canvas atlas bias alias pancreas kudos chaos ethos pathos cosmos
  asbestos thermos whereabouts crossroads barracks innings summons measles mumps diabetes rabies herpes shingles
  scabies billiards darts checkers gallows bellows mews alms works odds sales operations communications admissions
  facilities`);
/** Nouns in -s that name one department after a modifier: human resources, public relations, regulatory affairs. */
const DEPARTMENTS_AFTER_MODIFIER = set('resources relations affairs services');
/** Verbs in -s that take a clause and are never plural nouns: "The memo explains the team hired in May was…". */
const CLAUSE_VERBS = set(`
  says explains suggests indicates requires ensures proves confirms assumes argues believes thinks knows feels hopes
  expects predicts demonstrates reveals implies recommends`);
/** Amounts taken as one quantity ("The first six months was a ramp-up"): skipped. */
const MEASURES = set(`
  years months weeks days hours minutes seconds decades dollars cents euros pounds miles kilometers meters feet
  inches gallons liters tons percent points`);
const IRREGULAR_PLURALS = set(`
  people children men women salesmen businessmen chairmen craftsmen tradesmen freshmen foremen`);

/**
 * Whether the last word of a noun phrase is a plural noun: a lowercase word in -s that is not in -ss, -us, -is or
 * -ics (process, status, analysis, physics) nor a known singular; an acronym in s (APIs, KPIs); people, children,
 * men, women. Capitalised words are names or titles (The Beatles, Operations) and are skipped.
 */
function isPluralHead(words: Token[]): boolean {
  const head = words[words.length - 1]!;
  const last = head.lower.split('-').pop()!;
  return isPluralWord(head) && !(DEPARTMENTS_AFTER_MODIFIER.has(last) && words.length > 1);
}

const ACRONYM_PLURAL = /^\p{Lu}{2,}s$/u;
const isLowercase = (token: Token) => token.text === token.lower;

function isPluralWord(head: Token): boolean {
  if (!head.word) return false;
  if (ACRONYM_PLURAL.test(head.text)) return true;
  if (!isLowercase(head)) return false;
  const last = head.lower.split('-').pop()!;
  if (IRREGULAR_PLURALS.has(last) || last.endsWith('people') || last.endsWith('women')) return true;
  if (!/^[a-z]+s$/u.test(last) || /(?:ss|us|is|ics)$/u.test(last)) return false;
  return !SINGULAR_IN_S.has(last) && !MEASURES.has(last) && !CLAUSE_VERBS.has(last);
}

/** Past tenses that do not end in -ed, for "The reports the board [wrote] was". */
const IRREGULAR_PAST = set(`
  built made wrote led ran sent gave took drew set put got found kept held brought bought taught sold told spent won
  began chose grew knew saw drove paid laid lost met left rebuilt oversaw undertook rewrote shot cut hit bid`);
const looksPast = (token: Token) => /^[a-z]{2,}ed$/u.test(token.lower) || IRREGULAR_PAST.has(token.lower);
const MODALS = set('had have would could will can did do should might may must');
const TIME_WORDS = set('year quarter month week summer spring fall autumn winter semester sprint');
const TIME_DETERMINERS = set('last this next');
const COORDINATORS = set('and or &');
/** Determiners that may open a noun phrase inside a prepositional phrase ("for each region"), besides DETERMINERS. */
const PHRASE_DETERMINERS = set('a an this that each every any some all');
/** Particles of phrasal verbs and place adverbs that may end a relative clause ("the dashboards I set up was"). */
const PARTICLES = set('up out down off back together there here');

/** Reads tokens from `at`: each step moves `at` past what it accepts, and says whether the words fit. */
class Reader {
  constructor(
    readonly tokens: Token[],
    public at: number,
  ) {}
  get token(): Token | undefined {
    return this.tokens[this.at];
  }
  /** The current token's lowercase text, or '' past the end. */
  get lower(): string {
    return this.token?.lower ?? '';
  }
  skipAdverbs() {
    while (isAdverb(this.token)) this.at += 1;
  }
  /**
   * A noun phrase inside a prepositional phrase: a determiner and up to two content words, or up to two words, or a
   * name (capitalised words, acronyms, numbers). Two words at most, so that "for the board say growth" is not read as
   * one phrase.
   */
  nounPhrase(): boolean {
    if (DETERMINERS.has(this.lower) || PHRASE_DETERMINERS.has(this.lower)) this.at += 1;
    const first = this.token;
    if (!isContent(first)) return false;
    if (/^[\p{Lu}\p{N}]/u.test(first.text)) {
      while (isContent(this.token) && /^[\p{Lu}\p{N}]/u.test(this.token.text)) this.at += 1;
      return true;
    }
    let words = 0;
    while (isContent(this.token) && words < 3) {
      this.at += 1;
      words += 1;
      if (COORDINATORS.has(this.lower) && isContent(this.tokens[this.at + 1])) this.at += 1;
    }
    return words <= 2;
  }
  /** Prepositional phrases, adverbs and time phrases ("in Grafana for the board last year"), any number. */
  modifiers(): void {
    for (;;) {
      const start = this.at;
      this.skipAdverbs();
      const token = this.token;
      if (token && PREPOSITIONS.has(token.lower)) {
        this.at += 1;
        // "to" before a bare lowercase word is an infinitive: "All the application needs to know is".
        const infinitive = token.lower === 'to' && isContent(this.token) && isLowercase(this.token);
        if (infinitive || !this.nounPhrase()) this.at = start;
      } else if (TIME_DETERMINERS.has(this.lower) && TIME_WORDS.has(this.tokens[this.at + 1]?.lower ?? '')) {
        this.at += 2;
      }
      if (this.at === start) return;
    }
  }
  /**
   * A relative clause without "that": a pronoun and a verb ("I built", "we had shipped"), or a determiner, a noun and
   * a past tense ("the board requested"), or a name and a past tense ("Finance requested"). A verb of its own right
   * after its subject ("the reports I was given") means the was is the clause's, and nothing fits.
   */
  relativeClause(): boolean {
    const first = this.token;
    if (!first?.word) return false;
    if (PRONOUNS.has(first.lower)) {
      this.at += 1;
      this.skipAdverbs();
      if (MODALS.has(this.lower) && isContent(this.tokens[this.at + 1])) this.at += 1;
      if (!isContent(this.token)) return false;
      this.at += 1;
    } else {
      const name = /^\p{Lu}/u.test(first.text) && isContent(first);
      if (!name && !DETERMINERS.has(first.lower)) return false;
      if (!name) this.at += 1;
      const subject: Token[] = [];
      while (isContent(this.token) && subject.length < 4) subject.push(this.tokens[this.at++]!);
      const verb = subject.pop();
      if (!verb || subject.length === 0 || subject.length > 2 || !looksPast(verb) || subject.some(looksPast)) {
        return false;
      }
    }
    // Particles of phrasal verbs ("the dashboards I set up was").
    while (PARTICLES.has(this.lower)) this.at += 1;
    return true;
  }
}

/** How far a subject's verb may be from its noun, in tokens. */
const MAX_GAP = 12;

/**
 * A determiner at the start of a clause, up to five words of noun phrase ending in a plural noun, then straight
 * away, or after prepositional phrases, or after a relative clause without "that", a "was", "is" or "has". The noun
 * phrase ends at the first closed-class word, so "The number of users was" has "number" for its head and "The sales
 * team was" has "team". "One of the teams was", "Each of the teams was" have no determiner at a clause's start.
 */
function agreementIssues(tokens: Token[]): HarperIssue[] {
  const issues: HarperIssue[] = [];
  tokens.forEach((token, at) => {
    if (!DETERMINERS.has(token.lower) && !PLURAL_DETERMINERS.has(token.lower)) return;
    const clause = clauseStartAt(tokens, at);
    if (!clause) return;
    let from = at + 1;
    if (token.lower === 'both' && DETERMINERS.has(tokens[from]?.lower ?? '')) from += 1;
    const reader = new Reader(tokens, from);
    const words: Token[] = [];
    while (isContent(reader.token) && words.length <= 5) {
      // An adverb right before the verb ends the noun phrase: "The reports usually was".
      if (LY_ADVERB.test(reader.lower) && !isContent(tokens[reader.at + 1])) break;
      // So does a name after a common noun: it is the subject of a relative clause ("The algorithm Espree uses is").
      const previous = words[words.length - 1];
      if (
        previous &&
        isLowercase(previous) &&
        /^\p{Lu}/u.test(reader.token.text) &&
        !ACRONYM_PLURAL.test(reader.token.text)
      ) {
        break;
      }
      words.push(tokens[reader.at++]!);
    }
    if (words.length === 0 || words.length > 5 || !isPluralHead(words)) return;
    // After "while", "when", "if"…, "the server runs" may be a whole clause, its -s a verb: one word only.
    if (clause === 'subordinate' && words.length > 1) return;
    const afterNoun = reader.at;
    reader.skipAdverbs();
    if (!isSingularVerb(reader.token)) {
      reader.at = afterNoun;
      if (!reader.relativeClause()) reader.at = afterNoun;
      reader.modifiers();
    }
    const verb = reader.token;
    if (!verb || !isSingularVerb(verb) || reader.at - afterNoun > MAX_GAP) return;
    const head = words[words.length - 1]!.text;
    const plain = PLURAL_VERBS.get(verb.lower)!;
    const replacement = verb.text.includes('’') ? plain.replace("'", '’') : plain;
    issues.push({
      start: verb.start,
      end: verb.end,
      message: `The subject “${head}” is plural: use “${replacement}”.`,
      replacement,
      kind: 'Agreement',
    });
  });
  return issues;
}

/**
 * Our rules' issues for `text`, in order: "there" for "their" and a plural subject with was/is/has. None overlaps a
 * protected term (a deliberate form like 401(k) or SLOs, or one of `protectedWords`), and none rewrites more than
 * the one word it is about.
 */
export function ruleIssues(text: string, protectedWords: ProtectedWords = new Set()): HarperIssue[] {
  const tokens = tokensOf(text);
  const protectedTerms = termsOf(text).filter(
    (term) => isDeliberateForm(term.text) || protectedWords.has(wordKey(term.text)),
  );
  return [...thereIssues(tokens), ...agreementIssues(tokens)]
    .filter((issue) => !protectedTerms.some((term) => term.start < issue.end && term.end > issue.start))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}
