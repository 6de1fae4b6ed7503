import { type AtsSource, escapeHtml } from '@vitae/schema';
import { quote, warn } from './content.ts';
import type { Line, PdfText, Piece, Segment } from './pdf-lines.ts';
import {
  type DateRange,
  findDateRange,
  type HeadingKey,
  headingKeyText,
  knownHeading,
  looksLikeCompany,
  looksLikeJobTitle,
} from './pdf-words.ts';

/** A list marker at the start of a line: ▪ • – - * and the like, followed by a space. */
const BULLET = /^\s*[▪•●◦■□▸►‣⁃∙○✓✔➢➤*–—-]\s+/;
/** Between parts of one line: "Company · City", "Title | Company". */
const SEPARATOR = /\s+[·|•—–]\s+|\s*\|\s*|\s+·\s*|\s*·\s+/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const URL_TOKEN =
  /^(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;
const PHONE = /^(?:(?:tel|phone|mobile|mob|cell|t|p|m)\.?:?\s*)?(\+?\(?\d[\d\s().\-/]{5,}\d)$/i;
const LOCATION = /^[\p{Lu}][\p{L}.'’ -]*,\s*[\p{Lu}][\p{L}.'’ -]*$/u;
const TRAILING_LOCATION = /^(.+?),\s*([\p{Lu}][\p{L}.'’ -]*),\s*(\p{Lu}{2,3}|[\p{Lu}][\p{L}]+)$/u;
const SCHOOL =
  /univ|college|hogeschool|politechnika|schule|ihk\b|kammer|\bies\b|lycée|school|institut|academy|hochschule|akademie|[ée]cole|escuela|politecnico|polytechnic|gymnasium|lyc[ée]e|liceo|大学|学院/i;
const DEGREE =
  /\b(bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?a\b|m\.?a\b|ph\.?\s?d|doctor|diplom|diploma|associate|mba|licence|licenciatura|laurea|abitur|degree|certificate|certification|gesellenprüfung|meisterprüfung|ausbildung|geprüfte?r?|grado|máster|bts|dut|diplôme|maîtrise|mestrado|licencjat|magister|b\.?\s?eng|m\.?\s?eng|b\.?s\b|m\.?s\b|bsc|msc)/i;

/** An abbreviation's full stop ("Inc.", "Co.", "St.", "B.S."), which ends no sentence. */
const ABBREVIATION =
  /(?:^|[\s(])(?:inc|co|ltd|corp|jr|sr|st|dr|mr|mrs|ms|prof|no|bros|dept|univ|gmbh|mbh|ag|sa|llc|plc|e\.?v|\p{L}|\p{L}\.\p{L}|\p{L}\.\p{L}\.\p{L})\.$/iu;
const endsSentence = (text: string) => /[.!?;。]$/.test(text.trim()) && !ABBREVIATION.test(text.trim());
const isBullet = (line: Line) => BULLET.test(line.text);
const withoutBullet = (text: string) => text.replace(BULLET, '').trim();
const trimSeparators = (text: string) => text.replace(/^[\s·|•,;:–—-]+|[\s·|•,;:–—-]+$/g, '').trim();
const isUrl = (text: string) => URL_TOKEN.test(text.trim()) && !EMAIL.test(text);

/**
 * How sure the reader is of a value (0–1), by how it was found: on a labelled or well-placed line, by a known
 * heading's section, or by a guess (a title told from a company by the document's pattern, a heading not known).
 */
const CONFIDENCE = {
  labelled: 0.95,
  placed: 0.9,
  known: 0.85,
  words: 0.8,
  pattern: 0.7,
  unknownHeading: 0.6,
  guess: 0.55,
} as const;

/** Where each field was read: the line's page and its place on the page in reading order (both from 1). */
class SourceList {
  readonly list: AtsSource[] = [];
  private readonly places = new Map<Line, { page: number; line: number }>();

  constructor(lines: Line[]) {
    let page = 0;
    let line = 0;
    for (const each of lines) {
      if (each.page !== page) [page, line] = [each.page, 0];
      this.places.set(each, { page, line: ++line });
    }
  }

  /** A copy of a line (part of it, a label cut off) is where its original is. */
  alias(copy: Line, original: Line): Line {
    const place = this.places.get(original);
    if (place) this.places.set(copy, place);
    return copy;
  }

  add(field: string, line: Line | undefined, confidence: number, value: unknown = true) {
    const place = line && this.places.get(line);
    if (!place || value === '' || value === false || value === null || value === undefined) return;
    this.list.push({ field, page: place.page, line: place.line, confidence: Math.round(confidence * 100) / 100 });
  }
}

/** Whether a piece is bold: its font's own name says so, or (a font not named) it is not the body's font. */
function pieceBold(piece: Piece | undefined, pdf: PdfText): boolean {
  if (!piece) return false;
  if (piece.bold !== undefined) return piece.bold;
  return piece.font !== pdf.bodyFont;
}

/** The piece the text `part` of `segment` starts in (its font is the part's). */
function pieceAt(segment: Segment, part: string): Piece | undefined {
  const at = segment.text.indexOf(part);
  if (at < 0) return segment.pieces[0];
  let offset = 0;
  for (const piece of segment.pieces) {
    offset += piece.text.trim().length + 1;
    if (offset > at) return piece;
  }
  return segment.pieces.at(-1);
}

/** A part of an entry's header ("Acme Corp", "Senior Engineer", "Berlin"): its text, its line and how it is set. */
interface Part {
  text: string;
  line: Line;
  bold: boolean;
  italic: boolean;
  /** On the line that holds the entry's dates. */
  dated: boolean;
  /** The first words of its line (not set apart from them). */
  first: boolean;
  /** After a comma in what was written as one part ("Oakfield Academy, Stockport"). */
  tail?: boolean;
}

/** Whether `line` is set apart from body text: another font (bold, italic) or a larger size. */
function styled(line: Line, pdf: PdfText): boolean {
  const first = line.segments[0]?.pieces[0];
  if (!first) return false;
  return first.font !== pdf.bodyFont || first.size > pdf.bodySize * 1.05;
}

/** Whether `next` continues `previous` (its first word would not have fitted at the end of `previous`). */
function continues(previous: Line, next: Line, list = false, short = false): boolean {
  // In a list, an entry that ends a sentence or a bracket, followed by a capital, is whole.
  if (list && /[.!?)]$/.test(previous.text) && /^\p{Lu}/u.test(withoutBullet(next.text))) return false;
  // In a list of short items (skills one per line), a capital starts another item ("Intensivpflege",
  // "Wundmanagement" in a narrow column), unless the line ends mid-phrase ("X and").
  const open = /[,;&/+-]$|\s(?:and|und|et|y|e|en|i|oraz|or|of|for)$/i.test(previous.text);
  if (short && previous.text.length <= 40 && /^[\p{Lu}\p{N}]/u.test(withoutBullet(next.text)) && !open) return false;
  if (previous.page !== next.page) return !endsSentence(previous.text);
  const gap = previous.y - next.y;
  if (gap <= 0 || gap > next.size * 1.9) return false;
  const piece = next.segments[0]?.pieces[0];
  if (!piece) return false;
  const word = withoutBullet(piece.text).split(' ')[0] ?? '';
  // Spaces are narrower than letters: counted as 0.4 of one.
  const spaces = (piece.text.match(/ /g) ?? []).length;
  const width = ((piece.x1 - piece.x0) * word.length) / Math.max(1, piece.text.length - spaces * 0.6);
  return previous.x1 + width + next.size * 0.3 > previous.right - next.size * 0.25;
}

/** Joins a wrapped line to the text before it; a word broken at a hyphen joins without a space. */
const joinWrapped = (text: string, more: string) => (/\p{L}-$/u.test(text) ? text + more : `${text} ${more}`);

interface Block {
  type: 'p' | 'li';
  text: string;
  /** The line the block starts on (none for text made up by the reader). */
  line?: Line;
  /** An item known by its indent alone (no marker drawn). */
  indented?: boolean;
}

/** Lines of running text as paragraphs and list items: a marker or an indent starts an item. */
function blocksOf(lines: Line[], baseX?: number, list = false, short = false): Block[] {
  const base = baseX ?? Math.min(...lines.map((line) => line.x0));
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const last = blocks.at(-1);
    if (isBullet(line)) {
      blocks.push({ type: 'li', text: withoutBullet(line.text), line });
      return;
    }
    const indented = line.x0 > base + line.size * 0.6;
    // Items set apart by an indent only: a sentence ended, a capital at the same indent starts the next item.
    const nextItem =
      last?.indented && indented && endsSentence(last.text) && /^\p{Lu}/u.test(line.text) && previous?.x0 === line.x0;
    if (last && previous && !nextItem && continues(previous, line, list, short)) {
      last.text = joinWrapped(last.text, line.text);
      return;
    }
    blocks.push({ type: indented ? 'li' : 'p', text: line.text, line, indented });
  });
  return blocks;
}

/** Blocks as the editor's rich text: `<p>` paragraphs, list items in one `<ul>` per run. */
function richText(blocks: Block[]): string {
  let html = '';
  let inList = false;
  for (const block of blocks) {
    if (block.type === 'li' && !inList) html += '<ul>';
    if (block.type !== 'li' && inList) html += '</ul>';
    inList = block.type === 'li';
    html += block.type === 'li' ? `<li>${escapeHtml(block.text)}</li>` : `<p>${escapeHtml(block.text)}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}

/** One entry per list item or line (with the line it starts on); a wrapped line joins the one before it. */
const listItems = (lines: Line[], short = false) =>
  blocksOf(lines, -Infinity, true, short).map((block) => ({ text: block.text, line: block.line ?? lines[0]! }));

/** Splits at commas and semicolons outside brackets. */
function splitCommas(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || char === ';')) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A text's parts at its separators. Where bars or dots separate the parts, a dash is one only between a title or a
 * company and something else: "Charité – Universitätsmedizin Berlin | Berlin" keeps its name whole.
 */
function splitParts(text: string): string[] {
  const strong = /\s*\|\s*|\s+[·•]\s+|\s+·\s*|\s*·\s+/;
  if (!strong.test(text)) return text.split(SEPARATOR);
  return text.split(strong).flatMap((part) => {
    const sides = part.split(/\s+[—–]\s+/);
    const tells = sides.length > 1 && sides.some((side) => looksLikeJobTitle(side) || looksLikeCompany(side));
    return tells ? sides : [part];
  });
}

/** A segment's runs of text apart by a wide gap (an em or so: "a@b.com   +1 555 0100   Berlin" set with spaces). */
function wideRuns(segment: Segment): string[] {
  const runs: string[] = [];
  let previous: Piece | undefined;
  for (const piece of segment.pieces) {
    const gap = previous ? piece.x0 - previous.x1 : 0;
    if (!previous || gap > piece.size * 0.6) runs.push(piece.text);
    else runs[runs.length - 1] += gap > piece.size * 0.15 && !/\s$/.test(runs.at(-1)!) ? ` ${piece.text}` : piece.text;
    previous = piece;
  }
  const tidy = runs.map((run) => run.replace(/\s+/g, ' ').trim());
  // A segment whose text the reader cut (a job title taken off the contact line) is read as its text.
  const whole = tidy.join(' ');
  return whole.replace(/\s+/g, '') === segment.text.replace(/\s+/g, '') ? tidy : [segment.text];
}

/** A line's parts: its segments split at wide gaps and separators, each trimmed. */
const partsOf = (line: Line) =>
  line.segments
    .flatMap(wideRuns)
    .flatMap((run) => run.split(/\s+\/\s+/))
    .flatMap(splitParts)
    .map(trimSeparators)
    .filter(Boolean);

/**
 * Short text items of a list section ("TypeScript · React", one per line, or chips apart by wide gaps), each with
 * the line it is written on.
 */
function textList(lines: Line[]): { text: string; line: Line }[] {
  // Skill "pills" set on one line apart by wide gaps, without a separator: each run is an item.
  const pills = (line: Line) => line.segments.some((segment) => wideRuns(segment).length > 1);
  const hasSeparators = lines.some(
    (line) => line.segments.length > 1 || /[·•|,;]/.test(withoutBullet(line.text)) || pills(line),
  );
  if (!hasSeparators) return listItems(lines, true);
  let text = '';
  // Where each line's text starts in `text`, to tell each item's line.
  const starts: { at: number; line: Line }[] = [];
  lines.forEach((line, index) => {
    const own = line.segments
      .flatMap(wideRuns)
      .map((run) => withoutBullet(run))
      .join(' · ');
    const previous = lines[index - 1];
    if (!previous) text = own;
    else if (continues(previous, line, true) && !/[·•|,;]$/.test(text)) text = joinWrapped(text, own);
    else text += ` · ${own}`;
    starts.push({ at: text.length - own.length, line });
  });
  const items = text
    .split(/\s*[·•|]\s*/)
    .flatMap(splitCommas)
    .map(trimSeparators)
    .filter(Boolean);
  let cursor = 0;
  return items.map((item) => {
    const at = text.indexOf(item, cursor);
    if (at >= 0) cursor = at + item.length;
    const line = starts.filter((start) => start.at <= Math.max(0, at)).at(-1)?.line ?? lines[0]!;
    return { text: item, line };
  });
}

/** A link as compared: no scheme, no "www.", no trailing slash, lower case. */
const bareLink = (url: string) =>
  url
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** The link a URL written on `line` points to: its annotation's target when one matches, else the text. */
function linkOf(line: Line, token: string): string {
  const bare = bareLink;
  // The text may be the address cut short (clipped by its column, or wrapped): the link it starts is its target.
  const target = line.segments
    .flatMap((segment) => segment.pieces)
    .map((piece) => piece.link)
    .find(
      (link) =>
        link &&
        /^https?:/i.test(link) &&
        (bare(link) === bare(token) ||
          (bare(token).length >= 12 && bare(link).startsWith(bare(token).replace(/-$/, '')))),
    );
  return target ?? token;
}

/** A social link's name from its address: LinkedIn, GitHub, … or Website. */
function networkName(url: string): string {
  const host = url.replace(/^(?:https?:\/\/)?(?:www\.)?/i, '').toLowerCase();
  const known: [string, string][] = [
    ['linkedin.', 'LinkedIn'],
    ['github.', 'GitHub'],
    ['gitlab.', 'GitLab'],
    ['twitter.', 'Twitter'],
    ['x.com', 'X'],
    ['stackoverflow.', 'Stack Overflow'],
    ['behance.', 'Behance'],
    ['dribbble.', 'Dribbble'],
    ['medium.', 'Medium'],
    ['xing.', 'XING'],
  ];
  return known.find(([prefix]) => host.startsWith(prefix))?.[1] ?? 'Website';
}

interface Contact {
  email: string;
  phone: string;
  address: string;
  social: { socialMediaName: string; socialMediaLink: string }[];
}

/**
 * Reads contact details from lines: email, phone, links (with "Label:" names), a place; the rest is returned. Each
 * value found is told to `sources` with its line.
 */
function readContact(lines: Line[], contact: Contact, sources: SourceList, sure = 1): string[] {
  const rest: string[] = [];
  const addSocial = (name: string, link: string, line: Line, confidence: number) => {
    if (!contact.social.some((item) => bareLink(item.socialMediaLink) === bareLink(link))) {
      contact.social.push({ socialMediaName: name, socialMediaLink: link });
      sources.add(`social.${contact.social.length - 1}.socialMediaLink`, line, confidence * sure);
    }
  };
  let pendingLabel = '';
  for (const line of lines) {
    const pieces = line.segments.flatMap((segment) => segment.pieces);
    for (const part of partsOf(line)) {
      // A handle drawn under a web link ("in helenkowalski" beside LinkedIn's icon) is that link.
      const target = pieces.find(
        (piece) => piece.link?.startsWith('http') && piece.text.trim().length >= 3 && part.includes(piece.text.trim()),
      )?.link;
      if (target && !/[.:/@]/.test(part)) {
        addSocial(networkName(target), target, line, CONFIDENCE.known);
        continue;
      }
      const labelled = /^([\p{L} ]{2,30}):\s*(\S.*)$/u.exec(part);
      const label = labelled?.[1]?.trim() ?? '';
      const value = labelled?.[2]?.trim() ?? part;
      const email = EMAIL.exec(value)?.[0];
      if (email && !contact.email) {
        contact.email = email;
        sources.add('email', line, CONFIDENCE.labelled * sure);
        continue;
      }
      const phone = PHONE.exec(value);
      if (phone && (phone[1]!.match(/\d/g) ?? []).length >= 7 && !contact.phone) {
        contact.phone = phone[1]!.trim();
        sources.add('phone', line, (labelled ? CONFIDENCE.labelled : CONFIDENCE.placed) * sure);
        continue;
      }
      if (isUrl(value)) {
        const link = linkOf(line, value);
        addSocial(label || pendingLabel || networkName(link), link, line, CONFIDENCE.placed);
        pendingLabel = '';
        continue;
      }
      const linked = line.segments.flatMap((segment) => segment.pieces).find((piece) => piece.link?.startsWith('http'));
      if (!labelled && part.length <= 30 && /^[\p{L} ]+$/u.test(part) && networkName(`${part}.`) !== 'Website') {
        // "LinkedIn" above its address (a side column's Links).
        if (linked) addSocial(part, linked.link!, line, CONFIDENCE.placed);
        else pendingLabel = part;
        continue;
      }
      if (!contact.address && (LOCATION.test(value) || (!labelled && /\p{L}/u.test(value) && value.length <= 80))) {
        contact.address = value;
        sources.add('address', line, (LOCATION.test(value) || labelled ? CONFIDENCE.known : CONFIDENCE.guess) * sure);
        continue;
      }
      rest.push(part);
    }
  }
  return rest;
}

interface Section {
  title: string;
  key: HeadingKey | null;
  lines: Line[];
  /** The heading's line. */
  heading?: Line;
}

/** A date range found on a line that is no list item: in a segment of its own or after a separator. */
function dateOnLine(line: Line): { range: DateRange; segment: number } | null {
  if (isBullet(line) || line.text.length > 140) return null;
  for (const [index, segment] of line.segments.entries()) {
    const range = findDateRange(segment.text);
    if (!range) continue;
    const before = segment.text.slice(0, range.index);
    const after = segment.text.slice(range.index + range.text.length);
    const alone = trimSeparators(before + after) === '';
    const isRange = range.end !== '' || range.current;
    if (alone || (isRange && /(^|[\s·|•,([–—-])\s*$/.test(before)) || /[·|•,([]\s*$/.test(before)) {
      return { range, segment: index };
    }
  }
  return null;
}

interface Entry {
  parts: Part[];
  range: DateRange | null;
  /** The line the dates are on. */
  dateLine: Line;
  body: Line[];
  baseX: number;
}

/** Entries of a section, each anchored at its date: header lines (title, company, place) around it, then its body. */
function datedEntries(lines: Line[], pdf: PdfText): { entries: Entry[]; before: Line[] } {
  const dates = lines.map(dateOnLine);
  const anchors = dates.flatMap((date, index) => (date ? [index] : []));
  const starts: number[] = [];
  const ends: number[] = [];
  anchors.forEach((anchor, n) => {
    const floor = n === 0 ? 0 : ends[n - 1]! + 1;
    const date = dates[anchor]!;
    const line = lines[anchor]!;
    const segment = line.segments[date.segment]!.text;
    const remainder = trimSeparators(
      [
        ...line.segments.filter((_, index) => index !== date.segment).map((s) => s.text),
        segment.replace(bracketed(date.range.text), ''),
      ].join(' '),
    );
    let start = anchor;
    const lookBack = remainder === '' ? 2 : 1;
    while (start - 1 >= floor && anchor - start < lookBack) {
      const previous = lines[start - 1]!;
      const fits =
        !isBullet(previous) &&
        !dates[start - 1] &&
        !endsSentence(previous.text) &&
        previous.text.length <= 100 &&
        (styled(previous, pdf) || remainder === '' || (styled(line, pdf) === false && start - 1 === floor));
      if (!fits) break;
      start--;
    }
    starts.push(start);
    let end = anchor;
    const ceiling = n + 1 < anchors.length ? anchors[n + 1]! - 1 : lines.length - 1;
    while (end + 1 <= ceiling && end - start + 1 < 2) {
      const next = lines[end + 1]!;
      const headerLike =
        !isBullet(next) &&
        !endsSentence(next.text) &&
        next.text.length <= 90 &&
        (styled(next, pdf) || next.text.length <= 60 || next.segments.length > 1);
      if (!headerLike) break;
      end++;
    }
    ends.push(end);
  });
  // A title line taken by the next entry is not the body of this one.
  const entries: Entry[] = anchors.map((anchor, n) => {
    const date = dates[anchor]!;
    const bodyEnd = n + 1 < anchors.length ? starts[n + 1]! : lines.length;
    const header = lines.slice(starts[n], ends[n]! + 1);
    const parts: Part[] = [];
    let baseX = Infinity;
    for (const line of header) {
      const dated = line === lines[anchor];
      for (const [index, segment] of line.segments.entries()) {
        let text = segment.text;
        // The dates, with the brackets written around them ("[2021 – Present]", "(2019–2021)").
        if (dated && index === date.segment) text = text.replace(bracketed(date.range.text), ' · ');
        // "Role: Healthcare Assistant" among an entry's lines: the value, not its label.
        const pieces = splitParts(text).map(withoutLabel).map(trimSeparators).filter(Boolean);
        if (pieces.length) baseX = Math.min(baseX, segment.x0);
        for (const piece of pieces) {
          const font = pieceAt(segment, piece);
          const first = !parts.some((part) => part.line === line);
          parts.push({ text: piece, line, bold: pieceBold(font, pdf), italic: font?.italic === true, dated, first });
        }
      }
    }
    return {
      parts,
      range: date.range,
      dateLine: lines[anchor]!,
      body: lines.slice(Math.min(ends[n]! + 1, bodyEnd), bodyEnd),
      baseX: Number.isFinite(baseX) ? baseX : header[0]!.x0,
    };
  });
  return { entries, before: anchors.length ? lines.slice(0, starts[0]) : lines };
}

/** The labels a labelled entry gives its dates ("Dates:", "Zeitraum:", "Période :"), jobs and schools alike. */
const DATE_LABELS = [
  'dates',
  'date',
  'period',
  'duration',
  'zeitraum',
  'dauer',
  'zeit',
  'période',
  'durée',
  'periodo',
  'período',
  'fechas',
  'fecha',
  'duración',
  'periode',
  'datum',
  'data',
  'okres',
];

/** What a "Label: value" line of an entry holds, by its label, in the resume languages. */
const ENTRY_LABELS: Record<'experience' | 'education', Record<string, readonly string[]>> = {
  experience: {
    title: [
      'position',
      'title',
      'job title',
      'role',
      'job',
      'poste',
      'fonction',
      'intitulé du poste',
      'puesto',
      'cargo',
      'funktion',
      'stelle',
      'rolle',
      'tätigkeit',
      'functie',
      'função',
      'ruolo',
      'stanowisko',
    ],
    company: [
      'employer',
      'company',
      'organisation',
      'organization',
      'firm',
      'arbeitgeber',
      'firma',
      'unternehmen',
      'employeur',
      'entreprise',
      'société',
      'empresa',
      'empleador',
      'werkgever',
      'bedrijf',
      'azienda',
      'organização',
      'pracodawca',
    ],
    place: [
      'location',
      'place',
      'city',
      'ort',
      'standort',
      'arbeitsort',
      'lieu',
      'ville',
      'ubicación',
      'ciudad',
      'lugar',
      'localidad',
      'local',
      'localização',
      'cidade',
      'plaats',
      'locatie',
      'luogo',
      'sede',
      'miejsce',
    ],
    dates: DATE_LABELS,
  },
  education: {
    degree: [
      'degree',
      'qualification',
      'diploma',
      'abschluss',
      'diplôme',
      'título',
      'titulación',
      'grau',
      'titolo',
      'diploma',
      'graad',
      'stopień',
    ],
    school: [
      'school',
      'university',
      'institution',
      'college',
      'hochschule',
      'universität',
      'schule',
      'einrichtung',
      'école',
      'établissement',
      'université',
      'universidad',
      'institución',
      'centro',
      'universidade',
      'instituição',
      'escola',
      'università',
      'istituto',
      'universiteit',
      'instelling',
      'uczelnia',
    ],
    major: [
      'field',
      'major',
      'subject',
      'field of study',
      'studiengang',
      'fach',
      'studienfach',
      'fachrichtung',
      'spécialité',
      'domaine',
      'filière',
      'especialidad',
      'área',
      'carrera',
      'campo',
      'indirizzo',
      'studierichting',
      'richting',
      'kierunek',
    ],
    dates: DATE_LABELS,
  },
};
const LABEL_LINE = /^\s*([\p{L}][\p{L} ./-]{1,28}?)\s*[:：]\s*(\S.*)$/u;

const ANY_ENTRY_LABEL = new Set(
  Object.values(ENTRY_LABELS).flatMap((labels) => Object.values(labels).flatMap((words) => [...words])),
);
/** A part without an entry's label before it ("Role: X" → "X"); other "Word: text" is kept whole. */
const withoutLabel = (text: string) => {
  const match = LABEL_LINE.exec(text);
  return match && ANY_ENTRY_LABEL.has(match[1]!.trim().toLocaleLowerCase()) ? match[2]! : text;
};

/** A labelled entry: each label's value and the line it is on, then the lines under it. */
interface LabelledEntry {
  values: Map<string, { text: string; line: Line }>;
  body: Line[];
}

/**
 * Entries written as labelled lines ("Position: …", "Employer: …", "Dates: 2019 – 2021", "Arbeitgeber: …"): each
 * label read as its field, the label never kept in the value. A label met again starts the next entry. Null where
 * fewer than two lines of the section carry an entry's labels (a "Tools: …" line under a job is its body).
 */
function labelledEntries(
  lines: Line[],
  kind: 'experience' | 'education',
): { entries: LabelledEntry[]; before: Line[] } | null {
  const labels = ENTRY_LABELS[kind];
  const roleOf = (line: Line) => {
    // "Label: value", or the label in a cell of its own ("Puesto   Enfermera", a layout table's first column).
    const [cell, ...values] = line.segments;
    const celled =
      cell && values.length
        ? [cell.text, cell.text.replace(/[:：]\s*$/, ''), values.map((v) => v.text).join(' ')]
        : null;
    const match = LABEL_LINE.exec(line.text) ?? celled;
    if (!match || isBullet(line)) return null;
    const label = match[1]!.trim().toLocaleLowerCase();
    const role = Object.keys(labels).find((key) => labels[key]!.includes(label));
    return role ? { role, text: trimSeparators(match[2]!) } : null;
  };
  const roles = lines.map(roleOf);
  if (roles.filter(Boolean).length < 2) return null;
  const entries: LabelledEntry[] = [];
  const before: Line[] = [];
  lines.forEach((line, index) => {
    const found = roles[index];
    const current = entries.at(-1);
    if (!found) {
      if (current) current.body.push(line);
      else before.push(line);
      return;
    }
    if (!current || current.values.has(found.role) || current.body.length > 0) {
      entries.push({ values: new Map([[found.role, { text: found.text, line }]]), body: [] });
    } else current.values.set(found.role, { text: found.text, line });
  });
  return { entries, before };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A date's text with the brackets around it, where it has them: "[2021 – Present]", "(2019–2021)". */
const bracketed = (text: string) => new RegExp(`[[(]\\s*${escapeRegExp(text)}\\s*[\\])]|${escapeRegExp(text)}`);

/** Items of a section without dates: a set-apart line (a project's name) starts each. */
function titledItems(lines: Line[], pdf: PdfText): { title: Line | null; body: Line[] }[] {
  const items: { title: Line | null; body: Line[] }[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const urlOnly = isUrl(line.text);
    const title =
      !isBullet(line) &&
      !urlOnly &&
      !endsSentence(line.text) &&
      line.text.length <= 90 &&
      (styled(line, pdf) || (next !== undefined && isUrl(next.text)));
    if (title) items.push({ title: line, body: [] });
    else if (items.length) items.at(-1)!.body.push(line);
    else items.push({ title: null, body: [line] });
  });
  return items;
}

const placeWarning = (warnings: string[], section: string, text: string) =>
  warn(warnings, `A line under ${quote(section)} could not be placed: ${quote(text)}`);

function mapDates(range: DateRange | null, where: string, warnings: string[], single: 'start' | 'end' = 'start') {
  if (!range) return { startDate: '', endDate: '', current: false };
  if (range.yearOnly) warn(warnings, `${where}: ${quote(range.text)} has no month; stored as January.`);
  if (range.end === '' && !range.current && single === 'end') {
    return { startDate: '', endDate: range.start, current: false };
  }
  return { startDate: range.start, endDate: range.end, current: range.current };
}

/** A job entry's header read: its title, its company and its place, and how the title was told from the company. */
interface Role {
  title: Part | null;
  company: Part | null;
  place: Part | null;
  city: string;
  state: string;
  /** The two parts that could each be the title, in reading order (a title/company pair not yet told apart). */
  pair: [Part, Part] | null;
  /** How the title was told: by the parts' words, by the document's pattern, or taken as written first. */
  by: 'words' | 'pattern' | 'order';
}

/** A part that is neither a job title nor an organisation: it may be a place. */
const placeLike = (text: string) => !looksLikeJobTitle(text) && !looksLikeCompany(text);
const SHORT_PLACE = /^[\p{Lu}][\p{L}.'’ -]{1,40}$/u;
/** How much a part reads as a job title rather than a company. */
const titleScore = (text: string) => (looksLikeJobTitle(text) ? 1 : 0) - (looksLikeCompany(text) ? 1 : 0);

/** "City, Region" written whole: a city of a few words, no school's or company's name. */
const cityRegion = (text: string) =>
  LOCATION.test(text) &&
  placeLike(text) &&
  !SCHOOL.test(text) &&
  text.split(',').every((side) => side.trim().split(/\s+/).length <= 3);

/** "Denver, CO": a city and a state's two capitals (a state may read as a legal form: "CO", "SA"). */
const cityState = (text: string) => /^[\p{Lu}][\p{L}.'’ -]*,\s*\p{Lu}{2}$/u.test(text) && !SCHOOL.test(text);

/** A short name that may be a place: capitalised, a few words, neither title nor company nor school. */
const placeName = (text: string) =>
  SHORT_PLACE.test(text) && placeLike(text) && !SCHOOL.test(text) && text.split(/\s+/).length <= 3;

/** A bare legal form after a comma ("Acme, Inc."): part of the name before it. */
const LEGAL_TAIL = /^(?:inc|llc|ltd|gmbh|ag|sa|s\.?a|sas|srl|s\.?l|bv|nv|plc|llp|corp|co)\.?$/i;

/**
 * A header part split where it holds two: "Title, Company", "Title at Company", "Company, City" (a place after the
 * last comma). "City, ST" stays whole.
 */
function expandPart(part: Part): Part[] {
  const text = part.text;
  if (cityRegion(text)) return [part];
  // "Lumen Analytics (San Francisco)", "Northwind Traders (Seattle, WA), Data Engineer": the place in brackets
  // after a name is a part of its own.
  const bracket = /^(.*?\S)\s*\(([^()]+)\)\s*(?:,\s*(.+))?$/u.exec(text);
  const inner = bracket?.[2] ?? '';
  if (bracket && (cityRegion(inner) || cityState(inner) || placeName(inner) || /^remote$/i.test(inner))) {
    const rest = bracket[3] ? expandPart({ ...part, text: bracket[3], first: false }) : [];
    const head = expandPart({ ...part, text: bracket[1]! }).map((each) => ({ ...each, tail: false }));
    return [...head, ...rest, { ...part, text: bracket[2]!, first: false, tail: true }];
  }
  const connector = /^(.+?)\s+(at|@|en|bei|chez|presso|bij|w|à|na)\s+(.+)$/u.exec(text);
  // "Title at Company"; in other languages ("en", "bei", "chez") only before a name ("Infirmier en réanimation" is a
  // title).
  const named = connector && /^[\p{Lu}\p{N}]/u.test(connector[3]!);
  if (connector && (/^(?:at|@)$/.test(connector[2]!) || (named && looksLikeJobTitle(connector[1]!)))) {
    return [{ ...part, text: connector[1]! }, ...expandPart({ ...part, text: connector[3]!, first: false })];
  }
  const pieces: string[] = [];
  for (const piece of splitCommas(text)) {
    if (pieces.length && LEGAL_TAIL.test(piece)) pieces[pieces.length - 1] += `, ${piece}`;
    else pieces.push(piece);
  }
  if (pieces.length < 2) return [part];
  // "New York, NY" at the end: one place.
  const last = pieces.at(-1)!;
  if (pieces.length >= 3 && /^\p{Lu}{2,3}$/u.test(last) && placeName(pieces.at(-2)!)) {
    pieces.splice(-2, 2, `${pieces.at(-2)}, ${last}`);
  }
  const tells =
    looksLikeJobTitle(pieces[0]!) ||
    // "Northwind Traders, Data Engineer": a company, then a title's words.
    (pieces.length === 2 && looksLikeJobTitle(pieces[1]!) && !looksLikeJobTitle(pieces[0]!)) ||
    pieces.slice(1).some((piece) => looksLikeCompany(piece) || cityRegion(piece) || placeName(piece));
  if (!tells) return [part];
  // The last piece is a place after a company ("Oakfield Academy, Stockport"), or after "Title, Company, …".
  const titled = looksLikeJobTitle(pieces[0]!);
  return pieces.map((piece, index) => ({
    ...part,
    text: piece,
    first: part.first && index === 0,
    tail: index === pieces.length - 1 && index >= (titled ? 2 : 1),
  }));
}

/**
 * "Title", "Company" and a place from an entry's header parts, whichever is written first: a place by its form
 * ("City, ST", "Remote", a short name after a comma or set apart from the line's first words), then the title told
 * from the company by their words (job titles' words, legal forms like Inc or GmbH). Where words do not tell,
 * `resolveRoles` follows the document's own pattern across its entries.
 */
function splitRole(input: Part[]): Role {
  let parts = input.flatMap(expandPart).filter((part) => part.text);
  const alone = (part: Part) => parts.filter((other) => other.line === part.line).length === 1;
  // How much a part reads as the place: written as "City, ST" or "Remote", after a comma, on a line of its own, or
  // set apart from its line's first words.
  const placeScore = (part: Part) => {
    if (cityRegion(part.text) || cityState(part.text) || /^remote$/i.test(part.text)) return 4;
    if (!placeName(part.text)) return -1;
    return (part.tail ? 2 : 0) + (alone(part) ? 2 : part.first ? 0 : 1);
  };
  let place: Part | null = null;
  if (parts.length >= 2) {
    const scored = parts
      .map((part, index) => ({ part, index, score: placeScore(part) }))
      // With two parts only, a place must be plain ("City, ST", "Company, Town"): the other is the title.
      .filter(({ score }) => (parts.length >= 3 ? score >= 0 : score >= 3));
    const best = scored.sort(
      (a, b) => b.score - a.score || Number(b.part.dated) - Number(a.part.dated) || b.index - a.index,
    )[0];
    if (best) place = parts.splice(best.index, 1)[0]!;
  }
  // "Gulf Infrastructure Consultants, Dubai" beside a title and nothing else: a company and its town, not a place.
  const whole = place && !place.tail && /^(.+?),\s*(.+)$/.exec(place.text);
  // "Initech, Dallas" above an italic "Junior Developer": one word is a company's name too when the other part is
  // a job title by its words.
  const named = whole && (whole[1]!.split(/\s+/).length >= 2 || looksLikeJobTitle(parts[0]?.text ?? ''));
  if (place && whole && parts.length === 1 && named && !/^\p{Lu}{2,3}$/u.test(whole[2]!)) {
    parts.push({ ...place, text: whole[1]! });
    place = { ...place, text: whole[2]! };
  }
  parts = parts.filter((part) => part.text);
  // "Manchester NH": a city, then a state's two capitals, without a comma.
  const placeText = (place?.text ?? '').replace(/^([\p{Lu}][\p{L}.'’ -]*?)\s+(\p{Lu}{2})$/u, '$1, $2');
  const [city = '', ...state] = placeText.split(',');
  const role: Role = {
    title: parts[0] ?? null,
    company: null,
    place,
    city: city.trim(),
    state: state.join(',').trim(),
    pair: null,
    by: 'order',
  };
  if (parts.length >= 2) {
    const [first, second, ...more] = parts as [Part, Part, ...Part[]];
    const difference = titleScore(first.text) - titleScore(second.text);
    const [title, company] = difference < 0 ? [second, first] : [first, second];
    role.title = title;
    role.company = { ...company, text: [company.text, ...more.map((part) => part.text)].join(', ') };
    role.pair = [first, second];
    role.by = difference === 0 ? 'order' : 'words';
  }
  return role;
}

/**
 * Titles not told from companies by their words follow the document's own pattern: what the titles that were told
 * share (set in italic, in bold, on the date's line, or written first) and the two parts do not.
 */
function resolveRoles(roles: Role[]): void {
  const told = roles.filter((role) => role.by === 'words' && role.pair && role.title);
  if (told.length === 0) return;
  const features: ((part: Part, role: Role) => boolean)[] = [
    (part) => part.italic,
    (part) => part.bold,
    (part) => part.dated,
    (part, role) => role.pair![0] === part,
  ];
  for (const role of roles) {
    if (role.by !== 'order' || !role.pair) continue;
    const [first, second] = role.pair;
    for (const feature of features) {
      const values = new Set(told.map((each) => feature(each.title!, each)));
      if (values.size !== 1) continue;
      const wanted = [...values][0]!;
      if (feature(first, role) === feature(second, role)) continue;
      const title = feature(first, role) === wanted ? first : second;
      const company = title === first ? second : first;
      const more = role.company!.text.slice(role.title === first ? second.text.length : first.text.length);
      role.title = title;
      role.company = { ...company, text: company.text + more };
      role.by = 'pattern';
      break;
    }
  }
}

/** How sure the reader is of a title and a company, by how they were told apart. */
const roleConfidence = (role: Role) =>
  role.by === 'words'
    ? CONFIDENCE.words
    : role.by === 'pattern'
      ? CONFIDENCE.pattern
      : role.pair
        ? CONFIDENCE.guess
        : CONFIDENCE.known;

/**
 * A part holding a school and a degree ("M.S.E. in Mechanical Engineering, University of Michigan", "B.S. at San
 * José State University", "Grado, Ingeniería Informática en Universidad Politécnica de Madrid") split in its parts.
 */
function expandSchool(part: Part): Part[] {
  const split = (left: string, right: string) => [
    ...expandSchool({ ...part, text: left.trim() }),
    ...expandSchool({ ...part, text: right.trim() }),
  ];
  // The school after the last comma ("Master, Comptabilité, Contrôle, Audit, Université Paris-Dauphine").
  const last = /^(.+),\s+(.+)$/.exec(part.text);
  if (last && SCHOOL.test(last[2]!) && !SCHOOL.test(last[1]!) && DEGREE.test(last[1]!))
    return split(last[1]!, last[2]!);
  // At the last connector: "BTS, Management en hôtellerie — Lycée hôtelier" is a field, then its school.
  const at = /^(.+)(?:\s+(?:at|@|en|à|an der|am)\s+|\s*[–—]\s+|\s+-\s+)(.+)$/.exec(part.text);
  // "… at/en X University" (a degree or a field at a school); "University of Texas at Austin" is one name.
  if (at && SCHOOL.test(at[2]!) && !SCHOOL.test(at[1]!)) return split(at[1]!, at[2]!);
  const comma = /^(.+?),\s+(.+)$/.exec(part.text);
  // "University of Illinois, BSc Computer Science": the school first, then the degree.
  if (comma && SCHOOL.test(comma[1]!) && !SCHOOL.test(comma[2]!) && DEGREE.test(comma[2]!)) {
    return split(comma[1]!, comma[2]!);
  }
  if (comma && DEGREE.test(comma[1]!) && SCHOOL.test(comma[2]!) && !SCHOOL.test(comma[1]!)) {
    return split(comma[1]!, comma[2]!);
  }
  return [part];
}

/** A degree and its field written together: "BSc, Mathematics", "MSc in Statistics", "M.Sc. Informatik", "计算机科学 学士". */
function degreeAndField(text: string): [string, string, string] | null {
  const written = /^(.+?)(?:,\s+|\s+in\s+|\s+[–—-]\s+)(.+)$/.exec(text);
  if (written) return [text, written[1]!, written[2]!];
  // An abbreviated degree, then its field: "M.Sc. Wirtschaftsingenieurwesen", "BSc Logistics".
  const abbreviated = /^((?:\p{Lu}\p{Ll}{0,3}\.?){1,3})\s+(\p{Lu}[\p{L}-]+(?:\s+[\p{L}&-]+)*)$/u.exec(text);
  if (abbreviated && DEGREE.test(abbreviated[1]!)) return [text, abbreviated[1]!, abbreviated[2]!];
  // The field, then the degree: "计算机科学 学士".
  const cjk = /^(.+?)\s*(学士|硕士|博士|修士)$/u.exec(text);
  if (cjk) return [text, cjk[2]!, cjk[1]!];
  return null;
}

/** "Grado en Administración de Empresas", "Licence en droit", "Mestrado em Economia": a degree, then its field. */
function degreeIn(text: string): [string, string, string] | null {
  const match = /^(.+?)\s+(?:en|em|in|im|di)\s+(\p{Lu}.+)$/u.exec(text);
  return match && DEGREE.test(match[1]!) ? [text, match[1]!, match[2]!] : null;
}

/** School, degree and major from an education entry's header parts. */
function splitSchool(parts: Part[]) {
  // "M.S.E. in Mechanical Engineering, University of Michigan", "B.S. at San José State University": the school and
  // the degree in one part are two.
  const rest = parts.filter((part) => !/^remote$/i.test(part.text)).flatMap(expandSchool);
  let schoolAt = rest.findIndex((part) => SCHOOL.test(part.text));
  // No school's word ("IHK Hannover"): the part that is no degree.
  const notDegree = rest.findIndex((part) => !DEGREE.test(part.text));
  const school = rest.splice(schoolAt >= 0 ? schoolAt : Math.max(0, notDegree), 1)[0];
  if (schoolAt < 0 && notDegree >= 0 && rest.some((part) => DEGREE.test(part.text))) schoolAt = notDegree;
  let schoolName = school?.text ?? '';
  // "Columbia University, New York, NY": the place after the school's name is not part of it.
  // "Universidad de Chile (Santiago)": the place in brackets is not part of the name.
  const bracket = /^(.*?\S)\s*\(([^()]+)\)$/u.exec(schoolName);
  if (bracket && SCHOOL.test(bracket[1]!) && (cityRegion(bracket[2]!) || placeName(bracket[2]!))) {
    schoolName = bracket[1]!;
  }
  const trailing = TRAILING_LOCATION.exec(schoolName);
  if (trailing && SCHOOL.test(trailing[1]!) && !SCHOOL.test(`${trailing[2]}${trailing[3]}`)) {
    schoolName = trailing[1]!.trim();
  } else {
    const place = /^(.+?),\s*([\p{Lu}][\p{L}.'’ -]*)$/u.exec(schoolName);
    if (place && SCHOOL.test(place[1]!) && !SCHOOL.test(place[2]!)) schoolName = place[1]!.trim();
  }
  const degreeAt = rest.findIndex((part) => DEGREE.test(part.text));
  const degreePart = rest.splice(Math.max(0, degreeAt), 1)[0];
  const degreeText = degreePart?.text ?? '';
  const split = degreeAndField(degreeText) ?? degreeIn(degreeText);
  // "Grado", "Ingeniería Informática", "Universidad …": the one part left beside a degree without its field is it.
  const others = rest.map((part) => part.text).filter((text) => !LOCATION.test(text) && !SCHOOL.test(text));
  const fieldLeft = !split && degreeText && others.length === 1 && !DEGREE.test(others[0]!) ? others[0]! : '';
  return {
    school: schoolName,
    schoolPart: school,
    degreePart,
    /** Whether the school and the degree were known by their words. */
    known: schoolAt >= 0 && degreeAt >= 0,
    degree: split ? split[1]! : degreeText,
    major: split ? split[2]! : fieldLeft,
    extra: rest.map((part) => part.text).filter((part) => !LOCATION.test(part) && part !== fieldLeft),
  };
}

const slug = (text: string) =>
  headingKeyText(text)
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 32);

/** Heading lines: a known heading word, or a short line set like the known headings; wrapped headings joined. */
function findHeadings(lines: Line[], pdf: PdfText): Map<number, { title: string; key: HeadingKey | null }> {
  const headings = new Map<number, { title: string; key: HeadingKey | null }>();
  const styles: { font: string; size: number; upper: boolean }[] = [];
  const isShort = (line: Line) => line.text.length <= 60 && !isBullet(line) && !findDateRange(line.text);
  const styleOf = (line: Line) => ({
    font: line.segments[0]!.pieces[0]!.font,
    size: line.size,
    upper: line.text === line.text.toLocaleUpperCase(),
  });
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!isShort(line)) continue;
    const known = knownHeading(line.text);
    const next = lines[index + 1];
    const joined = next && isShort(next) ? knownHeading(`${line.text} ${next.text}`) : undefined;
    if (joined && next && Math.abs(next.size - line.size) < 0.3 && next.page === line.page) {
      headings.set(index, { title: `${line.text} ${next.text}`, key: joined.key });
      headings.set(index + 1, { title: '', key: null });
      styles.push(styleOf(line));
      index++;
    } else if (known && line.segments.length === 1) {
      headings.set(index, { title: line.text, key: known.key });
      styles.push(styleOf(line));
    }
  }
  // Headings of the user's own: set exactly like the known ones (font, size, capitals).
  const upper = styles.length > 0 && styles.every((style) => style.upper);
  lines.forEach((line, index) => {
    if (headings.has(index) || !isShort(line) || line.segments.length > 1 || endsSentence(line.text)) return;
    if (!/\p{L}{2}/u.test(line.text) || line.text.split(' ').length > 6 || EMAIL.test(line.text)) return;
    const style = styleOf(line);
    const likeKnown = styles.some(
      (known) =>
        known.font === style.font && Math.abs(known.size - style.size) < 0.3 && (!upper || style.upper === true),
    );
    const standsOut = styles.length === 0 && style.upper && style.size >= pdf.bodySize * 1.15;
    if ((likeKnown && (style.size > pdf.bodySize * 1.05 || upper)) || standsOut) {
      headings.set(index, { title: line.text.replace(/[:：]\s*$/, ''), key: null });
    }
  });
  return headings;
}

const FOOTER = /^(?:page\s+)?\d+\s*(?:\/|of|von|de|sur)\s*\d+$/i;

/** A line of some of `line`'s pieces (one segment), read where `line` is. */
function lineOfPieces(line: Line, pieces: Piece[], sources: SourceList): Line {
  const text = pieces
    .map((piece) => piece.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const segment: Segment = { text, x0: pieces[0]!.x0, x1: Math.max(...pieces.map((piece) => piece.x1)), pieces };
  const copy: Line = {
    ...line,
    x0: segment.x0,
    x1: segment.x1,
    size: Math.max(...pieces.map((piece) => piece.size)),
    font: pieces[0]!.font,
    segments: [segment],
    text,
  };
  return sources.alias(copy, line);
}

/**
 * Lines as a reader means them: a list marker drawn as one glyph of a symbol font ("{" for moderncv's bullet) is a
 * marker; a known heading set large at the end of a line of body text (a heading run into a paragraph) is a line
 * of its own.
 */
function tidyLines(lines: Line[], sources: SourceList): Line[] {
  // "2019–" with "aujourd’hui" below it in a narrow date column: one range.
  lines = lines.map((line, index) => {
    const next = lines[index + 1];
    const opening = line.segments[0]?.pieces[0];
    const closing = next?.segments[0]?.pieces[0];
    if (!next || !opening || !closing || !/(?:19|20)\d{2}\s*[–—-]$/.test(opening.text.trim())) return line;
    if (Math.abs(closing.x1 - opening.x1) > opening.size * 4 || closing.x0 > opening.x1) return line;
    const joined = findDateRange(`${opening.text.trim()} ${closing.text.trim()}`);
    if (!joined || (!joined.end && !joined.current)) return line;
    const moved: Piece = { ...opening, text: `${opening.text.trim()} ${closing.text.trim()}` };
    const [segment, ...others] = line.segments;
    const pieces = [moved, ...segment!.pieces.slice(1)];
    const text = segment!.text.replace(opening.text.trim(), moved.text);
    const restPieces = next.segments[0]!.pieces.slice(1);
    const nextSegments = [
      ...(restPieces.length
        ? [
            {
              ...next.segments[0]!,
              pieces: restPieces,
              text: next.segments[0]!.text.replace(closing.text.trim(), '').trim(),
            },
          ]
        : []),
      ...next.segments.slice(1),
    ];
    lines[index + 1] = sources.alias(
      { ...next, segments: nextSegments, text: nextSegments.map((s) => s.text).join(' ') },
      next,
    );
    const segments = [{ ...segment!, pieces, text }, ...others];
    return sources.alias({ ...line, segments, text: segments.map((s) => s.text).join(' ') }, line);
  });
  lines = lines.filter((line) => line.segments.length > 0);
  // "… | Boston, MA | 2019 –" with "Present" wrapped onto the next line alone: the range ends the line above.
  const wrapped: Line[] = [];
  for (const line of lines) {
    const previous = wrapped.at(-1);
    const last = previous?.segments.at(-1);
    const open = last && /(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\s*[–—-]$/u.exec(last.text.trim());
    const near = previous && previous.page === line.page && line.y >= previous.y - previous.size * 2;
    const year = open && near && line.segments.length === 1 && line.text.trim().length <= 20 ? open[0] : '';
    const joined = year ? findDateRange(`${year} ${line.text.trim()}`) : null;
    if (!previous || !last || !joined || (!joined.end && !joined.current) || joined.text.length <= year.length + 1) {
      wrapped.push(line);
      continue;
    }
    const segment = {
      ...last,
      pieces: [...last.pieces, ...line.segments[0]!.pieces],
      text: `${last.text.trim()} ${line.text.trim()}`,
    };
    const segments = [...previous.segments.slice(0, -1), segment];
    wrapped[wrapped.length - 1] = sources.alias(
      { ...previous, segments, text: segments.map((each) => each.text).join(' ') },
      previous,
    );
  }
  lines = wrapped;
  return lines.flatMap((line) => {
    const pieces = line.segments.flatMap((segment) => segment.pieces);
    const [first, second] = pieces;
    if (
      first &&
      second &&
      first.text.trim().length === 1 &&
      /[^\p{L}\p{N}\s+(\-"'$€£#@*•–—]/u.test(first.text.trim()) &&
      first.font !== second.font &&
      pieces.slice(1).every((piece) => piece.font !== first.font)
    ) {
      const [segment, ...others] = line.segments;
      const rest = segment!.pieces.slice(1);
      const text = rest.length ? segment!.text.slice(segment!.text.indexOf(rest[0]!.text.trim())) : '';
      const segments = [...(rest.length ? [{ ...segment!, text: `• ${text}`, pieces: rest }] : []), ...others];
      return [
        sources.alias(
          {
            ...line,
            segments,
            text: `• ${segments
              .map((s) => s.text)
              .join(' ')
              .replace(/^•\s*/, '')}`,
          },
          line,
        ),
      ];
    }
    const last = pieces.at(-1);
    if (last && pieces.length > 1 && last.size >= pieces[0]!.size * 1.25 && knownHeading(last.text.trim())) {
      const body = pieces.slice(0, -1);
      if (body.every((piece) => piece.size < last.size * 0.85)) {
        return [lineOfPieces(line, body, sources), lineOfPieces(line, [last], sources)];
      }
    }
    return [line];
  });
}

/**
 * The name: the largest text at the top of the first page, across columns (a side column's "CONTACT" heading is a
 * heading, never the name), set larger than the body. -1 when no line stands out.
 */
function findName(lines: Line[], headings: Map<number, unknown>, pdf: PdfText): number {
  const first = lines.filter((line) => line.page === 1);
  if (first.length === 0) return -1;
  const top = Math.max(...first.map((line) => line.y));
  const bottom = Math.min(...first.map((line) => line.y));
  let best = -1;
  lines.forEach((line, index) => {
    if (line.page !== 1 || headings.has(index) || line.y < top - (top - bottom) * 0.4) return;
    const text = line.segments[0]?.text ?? '';
    if (!/\p{L}/u.test(text) || text.length > 60 || isBullet(line) || EMAIL.test(text) || isUrl(text)) return;
    if (PHONE.test(text) || findDateRange(text) || endsSentence(text)) return;
    if (best === -1 || line.size > lines[best]!.size + 0.1) best = index;
  });
  return best !== -1 && lines[best]!.size > pdf.bodySize * 1.15 ? best : -1;
}

/** The lines at a page's foot, far below the rest, when they hold an email or a phone number (at most three). */
function footerContact(lines: Line[]): Line[] {
  const found: Line[] = [];
  for (const page of new Set(lines.map((line) => line.page))) {
    const own = lines.filter((line) => line.page === page).sort((a, b) => b.y - a.y);
    for (let cut = own.length - 1; cut >= Math.max(1, own.length - 3); cut--) {
      const above = own[cut - 1]!;
      const below = own.slice(cut);
      if (above.y - own[cut]!.y < above.size * 4) continue;
      if (below.some((line) => EMAIL.test(line.text) || partsOf(line).some((part) => PHONE.test(part)))) {
        found.push(...below);
      }
      break;
    }
  }
  return found;
}

/** A resume read from a PDF's text: its fields, shaped like a resume's content, and where each came from. */
export interface ReadResume {
  content: Record<string, unknown>;
  sources: AtsSource[];
  /** Headings not known whose section was read as a known one by its entries (a parser may lose them). */
  unknownHeadings: string[];
}

/**
 * A resume as Vitae content from a PDF's text: the name (largest text at the top), job title and contact details,
 * then each section by its heading, its items by dates, titles and list markers. What could not be placed is
 * listed in `warnings`.
 */
export function parseResume(pdf: PdfText, warnings: string[]): Record<string, unknown> {
  return readResume(pdf, warnings).content;
}

/** parseResume, with where each field was read (page and line from 1, as in the text) and how sure the reader is. */
export function readResume(pdf: PdfText, warnings: string[]): ReadResume {
  const sources = new SourceList(pdf.lines);
  const lines = tidyLines(
    pdf.lines.filter((line) => !FOOTER.test(line.text.trim())),
    sources,
  );
  const headings = findHeadings(lines, pdf);
  const firstHeading = Math.min(lines.length, ...headings.keys());

  // The header: the name is the largest text before the first heading (or among the first lines), unless a larger
  // one stands at the top of another column (a side column read first, with headings of its own).
  let headerStart = 0;
  let headerEnd = firstHeading > 0 ? firstHeading : Math.min(lines.length, 6);
  let skipHeader = firstHeading > 0;
  let header = lines.slice(0, headerEnd).filter((line) => line.page === 1);
  let nameAt = 0;
  header.forEach((line, index) => {
    if (line.size > header[nameAt]!.size + 0.1) nameAt = index;
  });
  const nameIndex = findName(lines, headings, pdf);
  const inHeader = nameIndex >= 0 && header.includes(lines[nameIndex]!);
  if (nameIndex >= 0 && !inHeader && (!header[nameAt] || lines[nameIndex]!.size > header[nameAt]!.size + 0.1)) {
    headerStart = nameIndex;
    const next = [...headings.keys()].filter((index) => index > nameIndex);
    headerEnd = Math.min(lines.length, ...next);
    skipHeader = true;
    header = lines.slice(headerStart, headerEnd).filter((line) => line.page === 1);
    nameAt = 0;
  }
  const nameLine = header[nameAt];
  let fullName = nameLine?.segments[0]?.text ?? '';
  // "Nora Fitzgerald | HR Business Partner": the name, then the title (wrapped onto the next line when long).
  let titleBeside = '';
  const [namePart = '', ...besides] = splitParts(fullName).map(trimSeparators);
  if (besides.length && /\|/.test(fullName)) {
    fullName = namePart;
    titleBeside = besides.join(' ');
  }
  const nameStandsOut = nameLine !== undefined && nameLine.size > pdf.bodySize * 1.15;
  sources.add('fullName', nameLine, nameStandsOut ? CONFIDENCE.placed : CONFIDENCE.guess, fullName);
  const contact: Contact = { email: '', phone: '', address: '', social: [] };
  const afterName = header.slice(nameAt + 1);
  let jobTitle = '';
  const candidate = afterName[0];
  const contactLike = (text: string) =>
    EMAIL.test(text) ||
    isUrl(text) ||
    PHONE.test(text) ||
    /\d{3}/.test(text) ||
    (LOCATION.test(text) && placeLike(text));
  if (titleBeside) {
    jobTitle = titleBeside;
    sources.add('jobTitle', nameLine, CONFIDENCE.pattern);
    // Its words wrapped onto the next line, set as large.
    if (candidate && nameLine && Math.abs(candidate.size - nameLine.size) < 0.5 && candidate.segments.length === 1) {
      jobTitle = `${jobTitle} ${candidate.text}`;
      afterName.shift();
    }
  } else if (
    candidate &&
    candidate.segments.length === 1 &&
    !/[@|·•]|\d{3}/.test(candidate.text) &&
    !isUrl(candidate.text) &&
    !contactLike(candidate.text)
  ) {
    jobTitle = candidate.text;
    sources.add('jobTitle', candidate, looksLikeJobTitle(jobTitle) ? CONFIDENCE.placed : CONFIDENCE.pattern);
    afterName.shift();
  } else if (candidate) {
    // "Licensed Electrician | Portland, OR | …", the title beside a contact detail, or below the contact details
    // and set larger than them: a job title's words first.
    const titled = afterName.find((line) => {
      const [first = ''] = splitParts(line.segments[0]!.text).map(trimSeparators);
      return looksLikeJobTitle(first) && !contactLike(first) && first.length <= 60;
    });
    const at = titled ? afterName.indexOf(titled) : -1;
    const chosen = at === 0 || (titled && titled.size > pdf.bodySize * 1.15) ? titled : undefined;
    const [first = ''] = chosen ? splitParts(chosen.segments[0]!.text).map(trimSeparators) : [];
    if (chosen && first) {
      const candidate = chosen;
      jobTitle = first;
      sources.add('jobTitle', candidate, CONFIDENCE.pattern);
      const [segment, ...others] = candidate.segments;
      const remainder = trimSeparators(segment!.text.slice(segment!.text.indexOf(first) + first.length));
      const segments = remainder ? [{ ...segment!, text: remainder }, ...others] : others;
      afterName[at] = sources.alias({ ...candidate, segments, text: segments.map((s) => s.text).join(' ') }, candidate);
    }
  }
  const contactLines = [...header.slice(0, nameAt), ...afterName];
  if (nameLine && nameLine.segments.length > 1) {
    contactLines.unshift(sources.alias({ ...nameLine, segments: nameLine.segments.slice(1) }, nameLine));
  }
  for (const rest of readContact(contactLines, contact, sources)) placeWarning(warnings, 'the header', rest);
  const headerSkipped = lines.slice(headerStart, headerEnd).filter((line) => line.page !== 1);
  for (const line of headerSkipped) placeWarning(warnings, 'the header', line.text);

  // Contact details at the foot of a page, well below the rest (moderncv's casual style): contact, not the last
  // section's items.
  const footer = footerContact(lines);
  for (const rest of readContact(footer, contact, sources)) placeWarning(warnings, 'the footer', rest);

  // Sections, in reading order.
  const sections: Section[] = [];
  lines.forEach((line, index) => {
    if (index >= headerStart && index < headerEnd && skipHeader) return;
    if (footer.includes(line)) return;
    const heading = headings.get(index);
    if (heading) {
      if (heading.title) sections.push({ title: heading.title, key: heading.key, lines: [], heading: line });
      return;
    }
    if (sections.length === 0) sections.push({ title: 'the header', key: 'contact', lines: [] });
    sections.at(-1)!.lines.push(line);
  });

  // A resume with no heading known as its experience whose unknown heading ("Where I Have Worked") holds dated
  // entries with job titles: that section is its experience, not a section of its own.
  const unknownHeadings: string[] = [];
  if (!sections.some((section) => section.key === 'experience')) {
    const jobLike = sections.find((section) => {
      if (section.key !== null || section.lines.length === 0) return false;
      const roles = datedEntries(section.lines, pdf).entries.map((entry) => splitRole(entry.parts));
      const titled = roles.filter((role) => role.title && looksLikeJobTitle(role.title.text)).length;
      return roles.length > 0 && titled * 2 > roles.length;
    });
    if (jobLike) {
      jobLike.key = 'experience';
      unknownHeadings.push(jobLike.title);
    }
  }

  const content = {
    summary: '',
    experience: [] as Record<string, unknown>[],
    education: [] as Record<string, unknown>[],
    projects: [] as Record<string, unknown>[],
    achievements: [] as { achievement: string }[],
    skills: [] as { name: string }[],
    interests: [] as { interestName: string }[],
    certificationsOrExtraCurriculars: [] as { certificationOrExtraCurricularName: string }[],
    customSections: [] as Record<string, unknown>[],
  };

  for (const section of sections) {
    const { lines: body, title } = section;
    if (body.length === 0) continue;
    switch (section.key) {
      case 'summary': {
        const html = richText(blocksOf(body));
        if (!content.summary) sources.add('summary', body[0], CONFIDENCE.known);
        content.summary = content.summary ? content.summary + html : html;
        break;
      }
      case 'experience': {
        const labelled = labelledEntries(body, 'experience');
        if (labelled) {
          for (const line of labelled.before) placeWarning(warnings, title, line.text);
          for (const entry of labelled.entries) {
            const at = content.experience.length;
            const value = (role: string) => entry.values.get(role);
            const range = value('dates') ? findDateRange(value('dates')!.text) : null;
            const dates = mapDates(range, `experience #${at + 1}`, warnings);
            const [city = '', ...state] = (value('place')?.text ?? '').split(',');
            const summary = richText(blocksOf(entry.body));
            content.experience.push({
              title: value('title')?.text ?? '',
              companyName: value('company')?.text ?? '',
              city: city.trim(),
              state: state.join(',').trim(),
              startDate: dates.startDate,
              endDate: dates.endDate,
              currentlyWorking: dates.current,
              workSummary: summary,
            });
            const sure = CONFIDENCE.labelled;
            sources.add(`experience.${at}.title`, value('title')?.line, sure, value('title')?.text);
            sources.add(`experience.${at}.companyName`, value('company')?.line, sure, value('company')?.text);
            sources.add(`experience.${at}.city`, value('place')?.line, sure, city.trim());
            sources.add(`experience.${at}.state`, value('place')?.line, sure, state.join(',').trim());
            sources.add(`experience.${at}.startDate`, value('dates')?.line, sure, dates.startDate);
            sources.add(`experience.${at}.endDate`, value('dates')?.line, sure, dates.endDate);
            sources.add(`experience.${at}.currentlyWorking`, value('dates')?.line, sure, dates.current);
            sources.add(`experience.${at}.workSummary`, entry.body[0], CONFIDENCE.known, summary);
          }
          break;
        }
        const { entries, before } = datedEntries(body, pdf);
        for (const line of before) placeWarning(warnings, title, line.text);
        const roles = entries.map((entry) => splitRole(entry.parts));
        resolveRoles(roles);
        entries.forEach((entry, index) => {
          const role = roles[index]!;
          const at = content.experience.length;
          const dates = mapDates(entry.range, `experience #${at + 1}`, warnings);
          const summary = richText(blocksOf(entry.body, entry.baseX));
          content.experience.push({
            title: role.title?.text ?? '',
            companyName: role.company?.text ?? '',
            city: role.city,
            state: role.state,
            startDate: dates.startDate,
            endDate: dates.endDate,
            currentlyWorking: dates.current,
            workSummary: summary,
          });
          const sure = roleConfidence(role);
          sources.add(`experience.${at}.title`, role.title?.line, sure, role.title?.text);
          sources.add(`experience.${at}.companyName`, role.company?.line, sure, role.company?.text);
          sources.add(`experience.${at}.city`, role.place?.line, CONFIDENCE.pattern, role.city);
          sources.add(`experience.${at}.state`, role.place?.line, CONFIDENCE.pattern, role.state);
          addDates(sources, `experience.${at}`, entry, dates);
          sources.add(`experience.${at}.workSummary`, entry.body[0], CONFIDENCE.known, summary);
        });
        break;
      }
      case 'education': {
        const labelled = labelledEntries(body, 'education');
        if (labelled) {
          for (const line of labelled.before) placeWarning(warnings, title, line.text);
          for (const entry of labelled.entries) {
            const at = content.education.length;
            const value = (role: string) => entry.values.get(role);
            const range = value('dates') ? findDateRange(value('dates')!.text) : null;
            const dates = mapDates(range, `education #${at + 1}`, warnings, 'end');
            // "Degree: M.Sc. Logistik" holds the field too, where no label gives it.
            const degreeText = value('degree')?.text ?? '';
            const split = value('major') || !degreeText ? null : (degreeAndField(degreeText) ?? degreeIn(degreeText));
            const degree = split ? split[1] : (value('degree')?.text ?? '');
            const major = split ? split[2] : (value('major')?.text ?? '');
            const description = richText(blocksOf(entry.body));
            content.education.push({
              universityName: value('school')?.text ?? '',
              degree,
              major,
              startDate: dates.startDate,
              endDate: dates.endDate,
              description,
            });
            const sure = CONFIDENCE.labelled;
            sources.add(`education.${at}.universityName`, value('school')?.line, sure, value('school')?.text);
            sources.add(`education.${at}.degree`, value('degree')?.line, sure, degree);
            sources.add(`education.${at}.major`, (value('major') ?? value('degree'))?.line, sure, major);
            sources.add(`education.${at}.startDate`, value('dates')?.line, sure, dates.startDate);
            sources.add(`education.${at}.endDate`, value('dates')?.line, sure, dates.endDate);
            sources.add(`education.${at}.description`, entry.body[0], CONFIDENCE.known, entry.body.length > 0);
          }
          break;
        }
        const { entries, before } = datedEntries(body, pdf);
        for (const line of before) placeWarning(warnings, title, line.text);
        for (const entry of entries) {
          const school = splitSchool(entry.parts);
          const at = content.education.length;
          const dates = mapDates(entry.range, `education #${at + 1}`, warnings, 'end');
          const extra: Block[] = school.extra.map((text) => ({ type: 'p', text }));
          const description = richText([...extra, ...blocksOf(entry.body, entry.baseX)]);
          content.education.push({
            universityName: school.school,
            degree: school.degree,
            major: school.major,
            startDate: dates.startDate,
            endDate: dates.endDate,
            description,
          });
          const sure = school.known ? CONFIDENCE.words : CONFIDENCE.guess;
          sources.add(`education.${at}.universityName`, school.schoolPart?.line, sure, school.school);
          sources.add(`education.${at}.degree`, school.degreePart?.line, sure, school.degree);
          sources.add(`education.${at}.major`, school.degreePart?.line, sure, school.major);
          addDates(sources, `education.${at}`, entry, dates);
          sources.add(`education.${at}.description`, entry.body[0], CONFIDENCE.known, entry.body.length > 0);
        }
        break;
      }
      case 'projects': {
        for (const item of titledItems(body, pdf)) {
          let name = '';
          let link = '';
          let linkLine: Line | undefined;
          const rest = [...item.body];
          if (item.title) {
            const words = item.title.text.split(' ');
            const url = words.find(isUrl);
            if (url) [link, linkLine] = [linkOf(item.title, url), item.title];
            name = trimSeparators(words.filter((word) => word !== url).join(' '));
          }
          if (!link && rest[0] && isUrl(rest[0].text)) {
            linkLine = rest[0];
            link = linkOf(rest[0], rest.shift()!.text);
          }
          if (!item.title) {
            for (const line of rest) placeWarning(warnings, title, line.text);
            continue;
          }
          const at = content.projects.length;
          const description = richText(blocksOf(rest));
          content.projects.push({ projectName: name, projectLink: link, description });
          sources.add(`projects.${at}.projectName`, item.title, CONFIDENCE.known, name);
          sources.add(`projects.${at}.projectLink`, linkLine, CONFIDENCE.placed, link);
          sources.add(`projects.${at}.description`, rest[0], CONFIDENCE.known, description);
        }
        break;
      }
      case 'achievements':
        for (const item of listItems(body)) {
          sources.add(`achievements.${content.achievements.length}.achievement`, item.line, CONFIDENCE.known);
          content.achievements.push({ achievement: item.text });
        }
        break;
      case 'certificationsOrExtraCurriculars':
        for (const item of listItems(body)) {
          const at = content.certificationsOrExtraCurriculars.length;
          sources.add(`certificationsOrExtraCurriculars.${at}.certificationOrExtraCurricularName`, item.line, 0.85);
          content.certificationsOrExtraCurriculars.push({ certificationOrExtraCurricularName: item.text });
        }
        break;
      case 'skills':
      case 'interests': {
        // "Skills: a, b" and "Interests: c" lines under one heading go to their own lists.
        const groups = new Map<'skills' | 'interests', Line[]>();
        for (const line of body) {
          const labelled = /^([^:]{2,30}):\s*(.+)$/.exec(line.text);
          const label = labelled ? knownHeading(labelled[1]!)?.key : undefined;
          const target = label === 'skills' || label === 'interests' ? label : section.key;
          const own =
            labelled && label === target
              ? sources.alias(
                  { ...line, text: labelled[2]!, segments: [{ ...line.segments[0]!, text: labelled[2]! }] },
                  line,
                )
              : line;
          groups.set(target, [...(groups.get(target) ?? []), own]);
        }
        for (const item of textList(groups.get('skills') ?? [])) {
          sources.add(`skills.${content.skills.length}.name`, item.line, CONFIDENCE.known);
          content.skills.push({ name: item.text });
        }
        for (const item of textList(groups.get('interests') ?? [])) {
          sources.add(`interests.${content.interests.length}.interestName`, item.line, CONFIDENCE.known);
          content.interests.push({ interestName: item.text });
        }
        break;
      }
      case 'social':
      case 'contact':
        for (const rest of readContact(body, contact, sources)) placeWarning(warnings, title, rest);
        break;
      case null: {
        const { entries, before } = datedEntries(body, pdf);
        const items: Record<string, unknown>[] = [];
        const at = content.customSections.length;
        const field = (index: number, name: string) => `customSections.${at}.items.${index}.${name}`;
        if (entries.length) {
          for (const line of before) placeWarning(warnings, title, line.text);
          const roles = entries.map((entry) => splitRole(entry.parts));
          resolveRoles(roles);
          entries.forEach((entry, index) => {
            const role = roles[index]!;
            const dates = mapDates(entry.range, `${title} #${index + 1}`, warnings);
            items.push({
              title: role.title?.text ?? '',
              subtitle: role.company?.text ?? '',
              location: [role.city, role.state].filter(Boolean).join(', '),
              startDate: dates.startDate,
              endDate: dates.endDate,
              description: richText(blocksOf(entry.body, entry.baseX)),
            });
            const sure = CONFIDENCE.unknownHeading;
            sources.add(field(index, 'title'), role.title?.line, sure, role.title?.text);
            sources.add(field(index, 'subtitle'), role.company?.line, sure, role.company?.text);
            sources.add(field(index, 'location'), role.place?.line, sure, role.city);
            sources.add(field(index, 'startDate'), entry.dateLine, sure, dates.startDate);
            sources.add(field(index, 'endDate'), entry.dateLine, sure, dates.endDate);
            sources.add(field(index, 'description'), entry.body[0], sure);
          });
        } else if (body.some((line) => styled(line, pdf))) {
          for (const item of titledItems(body, pdf)) {
            const parts = item.title ? partsOf(item.title) : [];
            sources.add(field(items.length, 'title'), item.title ?? undefined, CONFIDENCE.unknownHeading, parts[0]);
            sources.add(field(items.length, 'description'), item.body[0], CONFIDENCE.unknownHeading);
            items.push({
              title: parts[0] ?? '',
              subtitle: parts.slice(1).join(', '),
              description: richText(blocksOf(item.body)),
            });
          }
        } else {
          for (const item of listItems(body)) {
            sources.add(field(items.length, 'title'), item.line, CONFIDENCE.unknownHeading);
            items.push({ title: item.text });
          }
        }
        const id = `custom-${slug(title) || `section${content.customSections.length + 1}`}`;
        // A heading set in capitals ("PUBLICATIONS") is kept as a title is written ("Publications").
        const shown =
          title === title.toLocaleUpperCase() ? title.charAt(0) + title.slice(1).toLocaleLowerCase() : title;
        sources.add(`customSections.${at}.title`, section.heading, CONFIDENCE.unknownHeading);
        content.customSections.push({ id, title: shown, items });
        break;
      }
    }
  }

  // The language most headings are written in (when only one language uses them), for the design.
  const votes = new Map<string, number>();
  for (const { title } of headings.values()) {
    const language = title ? knownHeading(title)?.language : null;
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const [language, count = 0] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [];
  const design = language && language !== 'en' && count >= 2 ? { design: { language } } : {};

  return {
    content: {
      fullName,
      jobTitle,
      email: contact.email,
      phone: contact.phone,
      address: contact.address,
      social: contact.social,
      ...content,
      ...design,
    },
    sources: sources.list,
    unknownHeadings,
  };
}

/** Where an entry's dates were read: the line they are on; a year alone (stored as January) is less sure. */
function addDates(
  sources: SourceList,
  path: string,
  entry: Entry,
  dates: { startDate: string; endDate: string; current: boolean },
) {
  const sure = entry.range?.yearOnly ? CONFIDENCE.pattern : CONFIDENCE.placed;
  sources.add(`${path}.startDate`, entry.dateLine, sure, dates.startDate);
  sources.add(`${path}.endDate`, entry.dateLine, sure, dates.endDate);
  if (dates.current) sources.add(`${path}.currentlyWorking`, entry.dateLine, CONFIDENCE.placed);
}

/** The text of the lines read, in reading order: one line each, a blank line between pages. */
export function plainTextOf(lines: Line[]): string {
  let text = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous) text += previous.page === line.page ? '\n' : '\n\n';
    text += line.text;
  });
  return text;
}
