import { escapeHtml } from '@vitae/schema';
import { quote, warn } from './content.ts';
import type { Line, PdfText } from './pdf-lines.ts';
import { type DateRange, findDateRange, type HeadingKey, headingKeyText, knownHeading } from './pdf-words.ts';

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
  /universit|college|school|institut|academy|hochschule|akademie|[ée]cole|escuela|politecnico|polytechnic|gymnasium|lyc[ée]e|liceo|大学|学院/i;
const DEGREE =
  /\b(bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?a\b|m\.?a\b|ph\.?\s?d|doctor|diplom|diploma|associate|mba|licence|licenciatura|laurea|abitur|degree|b\.?\s?eng|m\.?\s?eng|b\.?s\b|m\.?s\b|bsc|msc)/i;

const endsSentence = (text: string) => /[.!?;。]$/.test(text.trim());
const isBullet = (line: Line) => BULLET.test(line.text);
const withoutBullet = (text: string) => text.replace(BULLET, '').trim();
const trimSeparators = (text: string) => text.replace(/^[\s·|•,;:–—-]+|[\s·|•,;:–—-]+$/g, '').trim();
const isUrl = (text: string) => URL_TOKEN.test(text.trim()) && !EMAIL.test(text);

/** Whether `line` is set apart from body text: another font (bold, italic) or a larger size. */
function styled(line: Line, pdf: PdfText): boolean {
  const first = line.segments[0]?.pieces[0];
  if (!first) return false;
  return first.font !== pdf.bodyFont || first.size > pdf.bodySize * 1.05;
}

/** Whether `next` continues `previous` (its first word would not have fitted at the end of `previous`). */
function continues(previous: Line, next: Line, list = false): boolean {
  // In a list, an entry that ends a sentence or a bracket, followed by a capital, is whole.
  if (list && /[.!?)]$/.test(previous.text) && /^\p{Lu}/u.test(withoutBullet(next.text))) return false;
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
}

/** Lines of running text as paragraphs and list items: a marker or an indent starts an item. */
function blocksOf(lines: Line[], baseX?: number, list = false): Block[] {
  const base = baseX ?? Math.min(...lines.map((line) => line.x0));
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const last = blocks.at(-1);
    if (isBullet(line)) {
      blocks.push({ type: 'li', text: withoutBullet(line.text) });
      return;
    }
    if (last && previous && continues(previous, line, list)) {
      last.text = joinWrapped(last.text, line.text);
      return;
    }
    blocks.push({ type: line.x0 > base + line.size * 0.6 ? 'li' : 'p', text: line.text });
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

/** One entry per list item or line; a wrapped line joins the one before it. */
const listItems = (lines: Line[]) => blocksOf(lines, -Infinity, true).map((block) => block.text);

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

/** A line's parts: its segments split at separators, each trimmed. */
const partsOf = (line: Line) =>
  line.segments
    .flatMap((segment) => segment.text.split(SEPARATOR))
    .map(trimSeparators)
    .filter(Boolean);

/** Short text items of a list section ("TypeScript · React", one per line, or chips apart by wide gaps). */
function textList(lines: Line[]): string[] {
  const hasSeparators = lines.some((line) => line.segments.length > 1 || /[·•|,;]/.test(withoutBullet(line.text)));
  if (!hasSeparators) return listItems(lines);
  let text = '';
  lines.forEach((line, index) => {
    const own = line.segments.map((segment) => withoutBullet(segment.text)).join(' · ');
    const previous = lines[index - 1];
    if (!previous) text = own;
    else if (continues(previous, line, true) && !/[·•|,;]$/.test(text)) text = joinWrapped(text, own);
    else text += ` · ${own}`;
  });
  return text
    .split(/\s*[·•|]\s*/)
    .flatMap(splitCommas)
    .map(trimSeparators)
    .filter(Boolean);
}

/** The link a URL written on `line` points to: its annotation's target when one matches, else the text. */
function linkOf(line: Line, token: string): string {
  const bare = (url: string) =>
    url
      .replace(/^(?:https?:\/\/|mailto:)/i, '')
      .replace(/^www\./i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  const target = line.segments
    .flatMap((segment) => segment.pieces)
    .map((piece) => piece.link)
    .find((link) => link && /^https?:/i.test(link) && bare(link) === bare(token));
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

/** Reads contact details from lines: email, phone, links (with "Label:" names), a place; the rest is returned. */
function readContact(lines: Line[], contact: Contact): string[] {
  const rest: string[] = [];
  const addSocial = (name: string, link: string) => {
    if (!contact.social.some((item) => item.socialMediaLink === link)) {
      contact.social.push({ socialMediaName: name, socialMediaLink: link });
    }
  };
  let pendingLabel = '';
  for (const line of lines) {
    for (const part of partsOf(line)) {
      const labelled = /^([\p{L} ]{2,30}):\s*(\S.*)$/u.exec(part);
      const label = labelled?.[1]?.trim() ?? '';
      const value = labelled?.[2]?.trim() ?? part;
      const email = EMAIL.exec(value)?.[0];
      if (email && !contact.email) {
        contact.email = email;
        continue;
      }
      const phone = PHONE.exec(value);
      if (phone && (phone[1]!.match(/\d/g) ?? []).length >= 7 && !contact.phone) {
        contact.phone = phone[1]!.trim();
        continue;
      }
      if (isUrl(value)) {
        const link = linkOf(line, value);
        addSocial(label || pendingLabel || networkName(link), link);
        pendingLabel = '';
        continue;
      }
      const linked = line.segments.flatMap((segment) => segment.pieces).find((piece) => piece.link?.startsWith('http'));
      if (!labelled && part.length <= 30 && /^[\p{L} ]+$/u.test(part) && networkName(`${part}.`) !== 'Website') {
        // "LinkedIn" above its address (a side column's Links).
        if (linked) addSocial(part, linked.link!);
        else pendingLabel = part;
        continue;
      }
      if (!contact.address && (LOCATION.test(value) || (!labelled && /\p{L}/u.test(value) && value.length <= 80))) {
        contact.address = value;
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
    if (alone || (isRange && /(^|[\s·|•,(–—-])\s*$/.test(before)) || /[·|•,(]\s*$/.test(before)) {
      return { range, segment: index };
    }
  }
  return null;
}

interface Entry {
  parts: string[];
  range: DateRange | null;
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
        segment.replace(date.range.text, ''),
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
    const parts: string[] = [];
    let baseX = Infinity;
    for (const line of header) {
      for (const [index, segment] of line.segments.entries()) {
        let text = segment.text;
        if (line === lines[anchor] && index === date.segment) text = text.replace(date.range.text, ' · ');
        const pieces = text.split(SEPARATOR).map(trimSeparators).filter(Boolean);
        if (pieces.length) baseX = Math.min(baseX, segment.x0);
        parts.push(...pieces);
      }
    }
    return {
      parts,
      range: date.range,
      body: lines.slice(Math.min(ends[n]! + 1, bodyEnd), bodyEnd),
      baseX: Number.isFinite(baseX) ? baseX : header[0]!.x0,
    };
  });
  return { entries, before: anchors.length ? lines.slice(0, starts[0]) : lines };
}

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

/** "Title", "Company" and a place from an entry's header parts. */
function splitRole(parts: string[]) {
  const rest = [...parts];
  let location = '';
  const at = rest.findIndex((part, index) => index > 0 && (LOCATION.test(part) || /^remote$/i.test(part)));
  if (at > 0) location = rest.splice(at, 1)[0]!;
  else if (rest.length) {
    const trailing = TRAILING_LOCATION.exec(rest.at(-1)!);
    if (trailing) {
      rest[rest.length - 1] = trailing[1]!.trim();
      location = `${trailing[2]}, ${trailing[3]}`;
    }
  }
  // "Company · Hamburg": a third, short capitalised part is the place.
  if (!location && rest.length >= 3 && /^[\p{Lu}][\p{L}.'’ -]{1,40}$/u.test(rest.at(-1)!)) location = rest.pop()!;
  if (rest.length === 1) {
    const single = rest[0]!;
    const split = /^(.+?)(?:\s+(?:at|@|bei|chez|en|presso|bij|w)\s+|,\s+)(.+)$/.exec(single);
    if (split) rest.splice(0, 1, split[1]!, split[2]!);
  }
  const [city = '', ...state] = location.split(',');
  return { first: rest[0] ?? '', second: rest.slice(1).join(', '), city: city.trim(), state: state.join(',').trim() };
}

/** School, degree and major from an education entry's header parts. */
function splitSchool(parts: string[]) {
  const rest = parts.filter((part) => !/^remote$/i.test(part));
  const schoolAt = Math.max(
    0,
    rest.findIndex((part) => SCHOOL.test(part)),
  );
  const school = rest.splice(schoolAt, 1)[0] ?? '';
  const degreeAt = Math.max(
    0,
    rest.findIndex((part) => DEGREE.test(part)),
  );
  const degreeText = rest.splice(degreeAt, 1)[0] ?? '';
  const split = /^(.+?)(?:,\s+|\s+in\s+|\s+[–—-]\s+)(.+)$/.exec(degreeText);
  return {
    school,
    degree: split ? split[1]! : degreeText,
    major: split ? split[2]! : '',
    extra: rest.filter((part) => !LOCATION.test(part)),
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

/**
 * A resume as Vitae content from a PDF's text: the name (largest text at the top), job title and contact details,
 * then each section by its heading, its items by dates, titles and list markers. What could not be placed is
 * listed in `warnings`.
 */
export function parseResume(pdf: PdfText, warnings: string[]): Record<string, unknown> {
  const lines = pdf.lines.filter((line) => !FOOTER.test(line.text.trim()));
  const headings = findHeadings(lines, pdf);
  const firstHeading = Math.min(lines.length, ...headings.keys());

  // The header: the name is the largest text before the first heading (or among the first lines).
  const headerEnd = firstHeading > 0 ? firstHeading : Math.min(lines.length, 6);
  const header = lines.slice(0, headerEnd).filter((line) => line.page === 1);
  let nameAt = 0;
  header.forEach((line, index) => {
    if (line.size > header[nameAt]!.size + 0.1) nameAt = index;
  });
  const nameLine = header[nameAt];
  const fullName = nameLine?.segments[0]?.text ?? '';
  const contact: Contact = { email: '', phone: '', address: '', social: [] };
  const afterName = header.slice(nameAt + 1);
  let jobTitle = '';
  const candidate = afterName[0];
  if (candidate && candidate.segments.length === 1 && !/[@|·•]|\d{3}/.test(candidate.text) && !isUrl(candidate.text)) {
    jobTitle = candidate.text;
    afterName.shift();
  }
  const contactLines = [...header.slice(0, nameAt), ...afterName];
  if (nameLine && nameLine.segments.length > 1) {
    contactLines.unshift({ ...nameLine, segments: nameLine.segments.slice(1) });
  }
  for (const rest of readContact(contactLines, contact)) placeWarning(warnings, 'the header', rest);
  const headerSkipped = lines.slice(0, headerEnd).filter((line) => line.page !== 1);
  for (const line of headerSkipped) placeWarning(warnings, 'the header', line.text);

  // Sections, in reading order.
  const sections: Section[] = [];
  lines.forEach((line, index) => {
    if (index < headerEnd && firstHeading > 0) return;
    const heading = headings.get(index);
    if (heading) {
      if (heading.title) sections.push({ title: heading.title, key: heading.key, lines: [] });
      return;
    }
    if (sections.length === 0) sections.push({ title: 'the header', key: 'contact', lines: [] });
    sections.at(-1)!.lines.push(line);
  });

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
        content.summary = content.summary ? content.summary + html : html;
        break;
      }
      case 'experience': {
        const { entries, before } = datedEntries(body, pdf);
        for (const line of before) placeWarning(warnings, title, line.text);
        for (const entry of entries) {
          const role = splitRole(entry.parts);
          const where = `experience #${content.experience.length + 1}`;
          const dates = mapDates(entry.range, where, warnings);
          content.experience.push({
            title: role.first,
            companyName: role.second,
            city: role.city,
            state: role.state,
            startDate: dates.startDate,
            endDate: dates.endDate,
            currentlyWorking: dates.current,
            workSummary: richText(blocksOf(entry.body, entry.baseX)),
          });
        }
        break;
      }
      case 'education': {
        const { entries, before } = datedEntries(body, pdf);
        for (const line of before) placeWarning(warnings, title, line.text);
        for (const entry of entries) {
          const school = splitSchool(entry.parts);
          const where = `education #${content.education.length + 1}`;
          const dates = mapDates(entry.range, where, warnings, 'end');
          const extra: Block[] = school.extra.map((text) => ({ type: 'p', text }));
          content.education.push({
            universityName: school.school,
            degree: school.degree,
            major: school.major,
            startDate: dates.startDate,
            endDate: dates.endDate,
            description: richText([...extra, ...blocksOf(entry.body, entry.baseX)]),
          });
        }
        break;
      }
      case 'projects': {
        for (const item of titledItems(body, pdf)) {
          let name = '';
          let link = '';
          const rest = [...item.body];
          if (item.title) {
            const words = item.title.text.split(' ');
            const url = words.find(isUrl);
            if (url) link = linkOf(item.title, url);
            name = trimSeparators(words.filter((word) => word !== url).join(' '));
          }
          if (!link && rest[0] && isUrl(rest[0].text)) link = linkOf(rest[0], rest.shift()!.text);
          if (!item.title) {
            for (const line of rest) placeWarning(warnings, title, line.text);
            continue;
          }
          content.projects.push({ projectName: name, projectLink: link, description: richText(blocksOf(rest)) });
        }
        break;
      }
      case 'achievements':
        content.achievements.push(...listItems(body).map((achievement) => ({ achievement })));
        break;
      case 'certificationsOrExtraCurriculars':
        content.certificationsOrExtraCurriculars.push(
          ...listItems(body).map((name) => ({ certificationOrExtraCurricularName: name })),
        );
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
              ? { ...line, text: labelled[2]!, segments: [{ ...line.segments[0]!, text: labelled[2]! }] }
              : line;
          groups.set(target, [...(groups.get(target) ?? []), own]);
        }
        for (const name of textList(groups.get('skills') ?? [])) content.skills.push({ name });
        for (const name of textList(groups.get('interests') ?? [])) content.interests.push({ interestName: name });
        break;
      }
      case 'social':
      case 'contact':
        for (const rest of readContact(body, contact)) placeWarning(warnings, title, rest);
        break;
      case null: {
        const { entries, before } = datedEntries(body, pdf);
        const items: Record<string, unknown>[] = [];
        if (entries.length) {
          for (const line of before) placeWarning(warnings, title, line.text);
          entries.forEach((entry, index) => {
            const role = splitRole(entry.parts);
            const dates = mapDates(entry.range, `${title} #${index + 1}`, warnings);
            items.push({
              title: role.first,
              subtitle: role.second,
              location: [role.city, role.state].filter(Boolean).join(', '),
              startDate: dates.startDate,
              endDate: dates.endDate,
              description: richText(blocksOf(entry.body, entry.baseX)),
            });
          });
        } else if (body.some((line) => styled(line, pdf))) {
          for (const item of titledItems(body, pdf)) {
            const parts = item.title ? partsOf(item.title) : [];
            items.push({
              title: parts[0] ?? '',
              subtitle: parts.slice(1).join(', '),
              description: richText(blocksOf(item.body)),
            });
          }
        } else {
          for (const text of listItems(body)) items.push({ title: text });
        }
        const id = `custom-${slug(title) || `section${content.customSections.length + 1}`}`;
        // A heading set in capitals ("PUBLICATIONS") is kept as a title is written ("Publications").
        const shown =
          title === title.toLocaleUpperCase() ? title.charAt(0) + title.slice(1).toLocaleLowerCase() : title;
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
    fullName,
    jobTitle,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    social: contact.social,
    ...content,
    ...design,
  };
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
