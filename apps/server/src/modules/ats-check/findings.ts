import { type AtsFinding, type AtsFindingCode, type AtsSeverity, parseMonthInput } from '@vitae/schema';
import type { Line, PdfText } from '../import/pdf-lines.ts';
import { knownHeading } from '../import/pdf-words.ts';
import { finding } from './finding-text.ts';
import { STOPWORDS } from './integrity.ts';
import { normalise, quoteOf, textParts, wordsOf } from './text.ts';

/**
 * What a parser makes of the file's layout and what a reader makes of the writing: contact details, headings,
 * dates, garbled text, columns, headers and footers, images, length, bullets and repeated words.
 * docs/ats-check.md lists each code and why it matters.
 */

type Read = Record<string, unknown>;

export { finding };

const asList = (value: unknown): Read[] =>
  Array.isArray(value) ? value.filter((item): item is Read => typeof item === 'object' && item !== null) : [];
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A line that is a section heading a parser knows (not the contact details' own). */
const isSectionHeading = (line: Line) =>
  line.text.length <= 40 && (knownHeading(line.text)?.key ?? 'contact') !== 'contact';

/** No email or phone read; or read only after the first section. */
export function contactFindings(read: Read, lines: Line[]): AtsFinding[] {
  const findings: AtsFinding[] = [];
  const email = asText(read.email);
  const phone = asText(read.phone);
  if (!email && !phone) findings.push(finding('error', 'contact-missing', { missing: 'both' }, 'email'));
  else if (!email) findings.push(finding('error', 'contact-missing', { missing: 'email' }, 'email'));
  else if (!phone) findings.push(finding('warning', 'contact-missing', { missing: 'phone' }, 'phone'));
  const firstHeading = lines.findIndex(isSectionHeading);
  const contactAt = lines.findIndex(
    (line) =>
      (email && normalise(line.text).includes(normalise(email))) ||
      (phone && normalise(line.text).includes(normalise(phone))),
  );
  if (firstHeading >= 0 && contactAt > firstHeading) {
    findings.push(
      finding('warning', 'contact-order', { heading: lines[firstHeading]!.text }, email ? 'email' : 'phone'),
    );
  }
  return findings;
}

/** The own resume's fields a heading may come from: a renamed section or a custom section's title. */
export interface HeadingSources {
  sectionTitles?: Record<string, string | undefined> | undefined;
  customSections?: { title: string }[] | undefined;
}

/**
 * Sections résumé parsers file under a heading of their own although Vitae has none for them (they come back as
 * custom sections): not "unknown" to a parser. The resume languages' common words for them.
 */
const PARSER_HEADINGS = new Set(
  [
    'languages',
    'language skills',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'publications',
    'awards',
    'honors',
    'honours',
    'awards & honors',
    'references',
    'courses',
    'training',
    'memberships',
    'affiliations',
    'professional affiliations',
    'leadership',
    'research',
    'research experience',
    'patents',
    'presentations',
    'conferences',
    'talks',
    'licenses',
    'licences',
    'hobbies',
    'activities',
    'teaching',
    'sprachen',
    'sprachkenntnisse',
    'ehrenamt',
    'publikationen',
    'auszeichnungen',
    'weiterbildung',
    'langues',
    'bénévolat',
    'distinctions',
    'formations',
    'idiomas',
    'voluntariado',
    'publicaciones',
    'premios',
    'lingue',
    'volontariato',
    'pubblicazioni',
    'talen',
    'vrijwilligerswerk',
    'publicaties',
    'publicações',
    'języki',
    'wolontariat',
    'publikacje',
    '语言',
    '語学',
  ].map((heading) => normalise(heading)),
);

/**
 * Headings the reader did not know (it keeps what follows them as custom sections, or reads them as the experience
 * by their entries: `alsoUnknown`), but those parsers know.
 */
export function headingFindings(read: Read, own?: HeadingSources, alsoUnknown: readonly string[] = []): AtsFinding[] {
  const findings: AtsFinding[] = [];
  for (const title of [...asList(read.customSections).map((section) => asText(section.title)), ...alsoUnknown]) {
    if (!title || PARSER_HEADINGS.has(normalise(title))) continue;
    let field: string | null = null;
    for (const [key, renamed] of Object.entries(own?.sectionTitles ?? {})) {
      if (renamed && normalise(renamed) === normalise(title)) field = `design.sectionTitles.${key}`;
    }
    own?.customSections?.forEach((custom, index) => {
      if (field === null && normalise(custom.title) === normalise(title)) field = `customSections.${index}.title`;
    });
    findings.push(finding('warning', 'unknown-heading', { heading: title }, field));
  }
  return findings;
}

/** Entries whose dates were not read: the own resume's jobs by index, else the reader's entries with none. */
export function dateFindings(
  read: Read,
  own?: { experience: { title: string; companyName: string; startDate: string }[]; shownIndexes: number[] },
): AtsFinding[] {
  const findings: AtsFinding[] = [];
  const jobs = asList(read.experience);
  if (own) {
    own.shownIndexes.forEach((index, at) => {
      const job = own.experience[index]!;
      if (!parseMonthInput(job.startDate)) return;
      if (asText(jobs[at]?.startDate)) return;
      const name = [job.title, job.companyName].filter(Boolean).join(', ');
      findings.push(finding('warning', 'date-unreadable', { entry: name }, `experience.${index}.startDate`));
    });
    return findings;
  }
  jobs.forEach((job, index) => {
    if (asText(job.startDate) || asText(job.endDate) || job.currentlyWorking === true) return;
    const name = [asText(job.title), asText(job.companyName)].filter(Boolean).join(', ');
    const entry = name || { id: 'atsFinding.detail.entryNumber' as const, values: { number: index + 1 } };
    findings.push(finding('warning', 'date-unreadable', { entry }, `experience.${index}.startDate`));
  });
  return findings;
}

/**
 * Ligature code points, replacement characters, private-use glyphs (no ToUnicode map) and letter-spaced words: in the
 * text as read, or set letter-spaced on the page (the reader joins those into words, a plain parser does not).
 */
export function garbledFindings(text: string, lines: readonly Line[] = []): AtsFinding[] {
  const findings: AtsFinding[] = [];
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const controls = [...text].filter((char) => char.charCodeAt(0) < 32 && !'\t\n\r'.includes(char)).length;
  const unreadable = count(/[\uFFFD\uE000-\uF8FF]/gu) + controls;
  if (unreadable > 0) {
    findings.push(
      finding('error', 'garbled-text', {
        detail: { id: 'atsFinding.detail.unreadableCharacters', values: { count: unreadable } },
      }),
    );
  }
  const ligatures = count(/[\uFB00-\uFB06]/g);
  if (ligatures > 0) {
    findings.push(
      finding('warning', 'garbled-text', {
        detail: { id: 'atsFinding.detail.ligatures', values: { count: ligatures } },
      }),
    );
  }
  const spaced = [
    ...(text.match(/(?<![\p{L}\p{N}])(?:\p{L} ){3,}\p{L}(?![\p{L}\p{N}])/gu) ?? []),
    ...lines
      .flatMap((line) => line.segments.flatMap((segment) => segment.pieces))
      .filter((piece) => piece.letterSpaced)
      .map((piece) => [...piece.text.trim()].join(' ')),
  ];
  if (spaced.length > 0) {
    findings.push(
      finding('warning', 'garbled-text', {
        detail: { id: 'atsFinding.detail.letterSpaced', values: { word: spaced[0]! } },
      }),
    );
  }
  return findings;
}

/** A fact not read whose words are all in the text, but apart: another column's lines came between them. */
export function interleavedFindings(
  facts: { field: string; value: string; found: boolean }[],
  text: string,
): AtsFinding[] {
  const flat = normalise(text);
  const words = new Set(wordsOf(flat));
  const findings: AtsFinding[] = [];
  for (const fact of facts) {
    if (fact.found) continue;
    const own = wordsOf(normalise(fact.value));
    if (own.length < 2 || flat.includes(normalise(fact.value))) continue;
    if (own.every((word) => words.has(word))) {
      findings.push(finding('warning', 'columns-interleaved', { text: quoteOf(fact.value) }, fact.field));
    }
  }
  return findings;
}

/**
 * Lines that hold two runs of prose side by side (each of four words or more, far apart): two columns the reader
 * could not tell apart, read across as one line. Five such lines make the finding.
 */
export function mergedColumnFindings(lines: Line[]): AtsFinding[] {
  const merged = lines.filter((line) => {
    const prose = line.segments.filter(
      (segment) => wordsOf(segment.text).filter((word) => /\p{L}/u.test(word)).length >= 4,
    );
    return prose.length >= 2;
  });
  if (merged.length < 5) return [];
  return [finding('warning', 'columns-interleaved', { text: quoteOf(merged[0]!.text) })];
}

const PAGE_NUMBER = /^(?:page\s+)?\d+\s*(?:\/|of|von|de|sur)?\s*\d*$/i;

/** Text in a Word file's header or footer, or repeated at the top or bottom of every page of a PDF. */
export function headerFooterFindings(doc: PdfText): AtsFinding[] {
  const texts = new Set<string>();
  for (const line of doc.lines) {
    if ((line.origin === 'header' || line.origin === 'footer') && line.text.trim()) texts.add(line.text.trim());
  }
  if (doc.pages >= 2) {
    const byPage = new Map<number, Line[]>();
    for (const line of doc.lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
    const edges = new Map<string, Set<number>>();
    for (const [page, lines] of byPage) {
      const top = Math.max(...lines.map((line) => line.y));
      const bottom = Math.min(...lines.map((line) => line.y));
      for (const line of lines) {
        if (line.y !== top && line.y !== bottom) continue;
        const key = normalise(line.text).replace(/\d+/g, '#');
        if (PAGE_NUMBER.test(line.text.trim()) || !key) continue;
        edges.set(key, (edges.get(key) ?? new Set()).add(page));
      }
    }
    for (const [key, pages] of edges) {
      if (pages.size < doc.pages) continue;
      const line = doc.lines.find((candidate) => normalise(candidate.text).replace(/\d+/g, '#') === key);
      if (line) texts.add(line.text.trim());
    }
  }
  return [...texts].slice(0, 5).map((text) => finding('warning', 'text-in-header-footer', { text: quoteOf(text) }));
}

/** Pages with images and next to no text: their content is likely in the images. */
export function imageFindings(doc: PdfText & { pageImages?: number[] }): AtsFinding[] {
  const findings: AtsFinding[] = [];
  (doc.pageImages ?? []).forEach((images, index) => {
    if (images === 0) return;
    const chars = doc.lines.filter((line) => line.page === index + 1).reduce((sum, line) => sum + line.text.length, 0);
    if (chars < 200) findings.push(finding('warning', 'text-in-image', { page: index + 1 }));
  });
  return findings;
}

/** Years of experience: the union of the jobs' spans, up to today for a current one. */
export function yearsOfExperience(
  jobs: { startDate: string; endDate: string; currentlyWorking: boolean }[],
  now = new Date(),
): number {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  for (const job of jobs) {
    const start = parseMonthInput(job.startDate);
    if (!start) continue;
    const end = job.currentlyWorking ? null : parseMonthInput(job.endDate);
    const toMonths = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
    const from = toMonths(start);
    const to = end ? toMonths(end) : job.currentlyWorking ? today : from;
    if (to >= from) spans.push([from, to + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, reach);
    if (to > start) months += to - start;
    reach = Math.max(reach, to);
  }
  return months / 12;
}

/** More pages than the experience calls for: one page up to about five years, two up to about fifteen. */
export function lengthFindings(pages: number, years: number): AtsFinding[] {
  const most = years < 5 ? 1 : years < 15 ? 2 : 3;
  if (pages <= most) return [];
  return [finding('warning', 'too-long', { pages, years: Math.round(years), most })];
}

/** A bullet point of a job, with its field path. */
export interface Bullet {
  field: string;
  text: string;
}

/** The bullets of the jobs' summaries (list items), each with its field path. */
export function bulletsOf(jobs: { workSummary: string }[], indexes?: number[]): Bullet[] {
  const bullets: Bullet[] = [];
  jobs.forEach((job, at) => {
    const index = indexes?.[at] ?? at;
    for (const part of textParts(job.workSummary ?? '')) {
      if (part.kind === 'bullet') bullets.push({ field: `experience.${index}.workSummary`, text: part.text });
    }
  });
  return bullets;
}

/** English action verbs that do not end in -ed (irregular pasts, and base forms some write bullets in). */
const VERBS = new Set(
  (
    'led lead built build wrote write ran run made make grew grow won win drove drive took take set began begin ' +
    'brought bring chose choose found find gave give held hold kept keep met meet paid pay sold sell sent send spent ' +
    'spend taught teach thought oversaw oversee rebuilt rewrote cut shipped ship own owned manage create design ' +
    'develop implement launch deliver reduce increase improve establish coordinate direct mentor spearhead ' +
    'architect co-founded co-led cofounded spoke speak won earned achieve achieved drove sped shrank saved save ' +
    'negotiate negotiated analyse analyze streamline automate migrate migrated partner partnered oversee ' +
    'represent represented support supported maintain maintained serve served handle handled organise organize ' +
    'train trained raise raised secure secured halve halved double doubled triple tripled upgrade upgraded'
  ).split(' '),
);

/** Whether a bullet starts with a verb (English only: other languages are not checked). */
export function startsWithVerb(text: string): boolean {
  const first = (wordsOf(text)[0] ?? '').toLocaleLowerCase();
  if (!first) return true;
  return VERBS.has(first) || /(?:ed|ing)$/.test(first) || /(?:ise|ize|ate|ify)[sd]?$/.test(first);
}

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|half|halving|halved|double|doubled|doubling|triple|tripled|percent)\b/i;
const hasFigure = (text: string) => /\d/.test(text) || NUMBER_WORDS.test(text);

/** Most findings of one code about bullets: the rest say the same. */
const MAX_PER_CODE = 12;

/** Bullets with no verb first (English), no figure, or longer than two of the file's lines. */
export function bulletFindings(bullets: Bullet[], language: string, charsPerLine: number): AtsFinding[] {
  const findings: AtsFinding[] = [];
  const add = (code: AtsFindingCode, severity: AtsSeverity, bullet: Bullet) => {
    if (findings.filter((item) => item.code === code).length >= MAX_PER_CODE) return;
    findings.push(finding(severity, code, { bullet: quoteOf(bullet.text, 70) }, bullet.field));
  };
  for (const bullet of bullets) {
    if (language === 'en' && !startsWithVerb(bullet.text)) add('bullet-no-verb', 'info', bullet);
    if (!hasFigure(bullet.text)) add('bullet-no-figure', 'info', bullet);
    if (bullet.text.length > charsPerLine * 2) add('bullet-too-long', 'info', bullet);
  }
  return findings;
}

/** Characters that fit on one line of body text in the file (the longest body lines'), for telling a bullet's length. */
export function charsPerLine(doc: PdfText, format: 'pdf' | 'docx'): number {
  if (format === 'docx') return 95;
  const body = doc.lines
    .filter((line) => Math.abs(line.size - doc.bodySize) < 0.6)
    .map((line) => line.text.length)
    .sort((a, b) => a - b);
  if (body.length < 5) return 95;
  return Math.max(40, body[Math.floor(body.length * 0.9)]!);
}

/** The same word starting many bullets, a word doubled ("the the"), a word overused across the prose. */
export function repeatedWordFindings(bullets: Bullet[], prose: { field: string; text: string }[]): AtsFinding[] {
  const findings: AtsFinding[] = [];
  const starts = new Map<string, Bullet[]>();
  for (const bullet of bullets) {
    const first = (wordsOf(bullet.text)[0] ?? '').toLocaleLowerCase();
    if (first) starts.set(first, [...(starts.get(first) ?? []), bullet]);
  }
  for (const [word, same] of starts) {
    if (same.length >= 3) {
      const detail = { id: 'atsFinding.detail.sameStart' as const, values: { count: same.length, word } };
      findings.push(finding('info', 'repeated-words', { detail }, same[2]!.field));
    }
  }
  for (const part of prose) {
    const doubled = /(?<![\p{L}\p{N}])([\p{L}]+)\s+\1(?![\p{L}\p{N}])/iu.exec(part.text);
    if (doubled) {
      const detail = { id: 'atsFinding.detail.wordTwice' as const, values: { words: doubled[0] } };
      findings.push(finding('warning', 'repeated-words', { detail }, part.field));
    }
  }
  const counts = new Map<string, { count: number; field: string }>();
  for (const part of prose) {
    for (const word of wordsOf(part.text.toLocaleLowerCase())) {
      if (word.length < 5 || STOPWORDS.has(word) || /\d/.test(word)) continue;
      const seen = counts.get(word) ?? { count: 0, field: part.field };
      seen.count++;
      counts.set(word, seen);
    }
  }
  for (const [word, { count, field }] of counts) {
    if (count < 6) continue;
    const detail = { id: 'atsFinding.detail.wordOverused' as const, values: { count, word } };
    findings.push(finding('info', 'repeated-words', { detail }, field));
  }
  return findings;
}
