import { escapeHtml, LIMITS, MESSAGES, RESUME_CONTENT_FIELDS, type ResumeContent } from '@vitae/schema';
import sanitizeHtml from 'sanitize-html';
import { DomainError } from '../../lib/domain-errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { warn } from './content.ts';
import { isRecord } from './detect.ts';

/** The PDF's text sent to the model, at most (a resume's text is far shorter; a longer one is cut). */
export const AI_TEXT_MAX_CHARS = 20_000;

/** Items of one of the model's lists read, at most (validation then keeps the first LIMITS.listItems). */
const READ_ITEMS = 1_000;

/** What a model's string is read to, at most: past every field's limit, so validation still reports the cut. */
const READ_CHARS = LIMITS.longText * 2;

const STRIP_ALL: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/**
 * A model's text as plain text: markup taken out by the sanitiser's parser (a script or style with its content), in
 * linear time, and a `<` that would still open a tag dropped. The answer is not trusted: it may echo, or be steered
 * by, what the PDF says.
 */
function plain(text: string): string {
  return sanitizeHtml(text.slice(0, READ_CHARS), STRIP_ALL)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/<(?=[a-z!?/])/gi, '')
    .trim();
}

/** A value as text: a string (markup out), a number as written, anything else ''. */
const str = (value: unknown): string =>
  typeof value === 'string' ? plain(value) : typeof value === 'number' ? String(value) : '';

/** A link the page may point to: http(s), mailto, or an address without a scheme; anything else ''. */
function link(value: unknown): string {
  const text = str(value);
  // As a browser reads it: tabs, line breaks and spaces inside a scheme do not hide it ("java\tscript:").
  const bare = text.replace(/[\s\p{Cc}]/gu, '');
  if (/^(?:https?:|mailto:)/i.test(bare)) return text;
  return /^[a-z][a-z0-9+.-]*:/i.test(bare) ? '' : text;
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * The model's rich text as the editor's: plain text with each line a `<p>` and "- " lines the items of a `<ul>`,
 * escaped (json-resume.ts's richText). A model that answered HTML anyway is sanitised to the rich-text allowlist.
 */
function richText(value: unknown): string {
  if (typeof value === 'string' && /<(?:p|ul|ol|li|br)[\s>/]/i.test(value)) {
    return sanitizeRichText(value.slice(0, READ_CHARS)).trim();
  }
  const lines = str(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    // A marker whose text was markup alone is no item.
    .filter((line) => line && !/^(?:[-*•]|\d+[.)])$/.test(line));
  let html = '';
  let inList = false;
  for (const line of lines) {
    const item = LIST_ITEM.test(line);
    if (item && !inList) html += '<ul>';
    if (!item && inList) html += '</ul>';
    inList = item;
    html += item ? `<li>${escapeHtml(line.replace(LIST_ITEM, ''))}</li>` : `<p>${escapeHtml(line)}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}

type FieldKind = 'text' | 'rich' | 'link' | 'flag';

/** Each list the model may fill: its items' fields, every other key of an item left out. */
const LISTS: Record<string, Record<string, FieldKind>> = {
  experience: {
    title: 'text',
    companyName: 'text',
    city: 'text',
    state: 'text',
    startDate: 'text',
    endDate: 'text',
    currentlyWorking: 'flag',
    workSummary: 'rich',
  },
  education: {
    universityName: 'text',
    degree: 'text',
    major: 'text',
    startDate: 'text',
    endDate: 'text',
    description: 'rich',
  },
  projects: { projectName: 'text', projectLink: 'link', description: 'rich' },
  skills: { name: 'text' },
  interests: { interestName: 'text' },
  achievements: { achievement: 'text' },
  certificationsOrExtraCurriculars: { certificationOrExtraCurricularName: 'text' },
  social: { socialMediaName: 'text', socialMediaLink: 'link' },
};

const SECTION_ITEM: Record<string, FieldKind> = {
  title: 'text',
  subtitle: 'text',
  location: 'text',
  startDate: 'text',
  endDate: 'text',
  description: 'rich',
};

const SCALARS: Record<string, FieldKind> = {
  fullName: 'text',
  jobTitle: 'text',
  email: 'text',
  phone: 'text',
  address: 'text',
  summary: 'rich',
};

function read(kind: FieldKind, value: unknown): string | boolean {
  switch (kind) {
    case 'text':
      return str(value);
    case 'rich':
      return richText(value);
    case 'link':
      return link(value);
    case 'flag':
      return value === true || value === 'true';
  }
}

/** An item with only `fields`, each read as its kind; what is not a record is an empty item (dropped as blank). */
function item(value: unknown, fields: Record<string, FieldKind>): Record<string, unknown> {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(Object.entries(fields).map(([key, kind]) => [key, read(kind, source[key])]));
}

/** A list of the answer: at most READ_ITEMS items read; not a list, none (with a warning). */
function list(value: unknown, where: string, warnings: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.slice(0, READ_ITEMS);
  warn(warnings, `AI answer › ${where}: not a list; left out.`);
  return [];
}

const sectionId = (title: string, index: number) => {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 32);
  return `custom-${slug || `section${index + 1}`}`;
};

/**
 * The model's answer as resume content fields, before validation (content.ts): only the fields Vitae knows, each a
 * string (markup out; rich text built from plain text and escaped), lists of items of known fields. Wrong types are
 * left out; the caller validates the rest as any imported file.
 */
export function aiContentFrom(answer: Record<string, unknown>, warnings: string[]): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(SCALARS)) {
    const value = answer[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      warn(warnings, `AI answer › ${key}: not text; left out.`);
      continue;
    }
    content[key] = read(kind, value);
  }
  for (const [key, fields] of Object.entries(LISTS)) {
    content[key] = list(answer[key], key, warnings).map((value) => item(value, fields));
  }
  content.customSections = list(answer.customSections, 'customSections', warnings)
    .filter(isRecord)
    .map((section, index) => {
      const title = str(section.title) || 'Section';
      return {
        id: sectionId(title, index),
        title,
        items: list(section.items, `customSections #${index + 1} › items`, warnings).map((value) =>
          item(value, SECTION_ITEM),
        ),
      };
    });
  return content;
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether the model's content holds anything at all. */
export const hasContent = (content: ResumeContent) =>
  RESUME_CONTENT_FIELDS.some((field) => field !== 'design' && !isEmpty(content[field]));

/**
 * The model's content, with every field it left empty taken from the offline read (and the design, which only the
 * offline read sets): the user's text is never lost to the model.
 */
export function mergeContent(ai: ResumeContent, offline: ResumeContent): ResumeContent {
  const merged = { ...offline } as Record<string, unknown>;
  for (const field of RESUME_CONTENT_FIELDS) {
    if (field !== 'design' && !isEmpty(ai[field])) merged[field] = ai[field];
  }
  return merged as ResumeContent;
}

/** Why the model could not help, in a few words for the import's warning. */
export function aiFailureReason(error: unknown): string {
  const message = error instanceof DomainError ? error.message : '';
  if (message === MESSAGES.aiTimeout) return 'it took too long to answer';
  if (message === MESSAGES.aiUnreadable) return 'its answer could not be read';
  if (message === MESSAGES.aiUnavailable) return 'the AI service is unavailable';
  return 'the AI service failed to answer';
}
