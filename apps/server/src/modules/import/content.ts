import {
  cleanText,
  CUSTOM_SECTION_ID,
  MESSAGES,
  parseMonthInput,
  type ResumeContent,
  resumeContentSchema,
} from '@vitae/schema';
import type { z } from 'zod';
import { InvalidInput } from '../../lib/domain-errors.ts';
import { isRecord } from './detect.ts';

/** Warnings kept in an answer; past it, one more line says how many were left out. */
const MAX_WARNINGS = 100;

/** Passes of fixing and validating again; each pass fixes every issue zod reported. */
const MAX_PASSES = 8;

type Container = Record<string, unknown> | unknown[];

const REMOVED = Symbol('removed');

/** A path as a reader sees it: "experience #3 › endDate". */
export const describePath = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' ? `#${part + 1}` : String(part))).join(' › ');

/** A value of the file as a warning quotes it: at most 40 characters. */
export const quote = (value: unknown) => {
  const text = [...String(value)];
  return `"${text.length > 40 ? `${text.slice(0, 40).join('')}…` : text.join('')}"`;
};

/** Adds a warning, at most MAX_WARNINGS of them. */
export function warn(warnings: string[], message: string) {
  if (warnings.length < MAX_WARNINGS) warnings.push(message);
  else if (warnings.length === MAX_WARNINGS) warnings.push('More values were changed or left out than are listed.');
}

/**
 * A date of an imported file ("Mar 2021", "2021-03", "2021-03-15", "2012") as a month "2021-03", read as the editor
 * reads one (parseMonthInput). A year alone becomes its January, with a warning; anything else is left out with a
 * warning.
 */
export function importedMonth(text: string, where: string, warnings: string[]): string {
  if (text === '') return '';
  if (/^\d{4}$/.test(text)) {
    warn(warnings, `${where}: "${text}" has no month; stored as January ${text}.`);
    return `${text}-01`;
  }
  const parsed = parseMonthInput(text);
  if (parsed) return parsed;
  warn(warnings, `${where}: ${quote(text)} is not a date and was left out.`);
  return '';
}

/** "Title, by whom (date)": one line of the parts that are there (an award, a certification). */
export const oneLine = (main: string, by: string, date: string) =>
  [main, by].filter(Boolean).join(', ') + (date ? ` (${date})` : '');

/** Every string of `value` cleaned (cleanText), in a copy; `value` is a parsed JSON value, not deeper than allowed. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, cleanStrings(field)]));
  return value;
}

/** Text cut to `max` UTF-16 units without splitting a surrogate pair or (in rich text) a tag. */
function cut(text: string, max: number): string {
  let kept = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  const open = kept.lastIndexOf('<');
  if (open > kept.lastIndexOf('>')) kept = kept.slice(0, open);
  return kept.trimEnd();
}

function locate(root: Record<string, unknown>, path: readonly PropertyKey[]) {
  let parent: unknown = root;
  for (const part of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return undefined;
    parent = (parent as Record<PropertyKey, unknown>)[part as string];
  }
  if (parent === null || typeof parent !== 'object') return undefined;
  const key = path.at(-1)!;
  const container = parent as Container;
  const value = (container as Record<PropertyKey, unknown>)[key as string];
  return value === undefined || value === REMOVED ? undefined : { container, key, value };
}

/** Arrays without the items a pass removed. */
function compactRemoved(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED).map(compactRemoved);
  if (isRecord(value)) {
    for (const [key, field] of Object.entries(value)) value[key] = compactRemoved(field);
  }
  return value;
}

/** Fixes what `issue` points at in `root`: cuts, empties or leaves out the value, and says so in `warnings`. */
function fix(root: Record<string, unknown>, issue: z.core.$ZodIssue, warnings: string[]) {
  const found = locate(root, issue.path);
  if (!found) return;
  const { container, key, value } = found;
  const where = describePath(issue.path);
  const set = (next: unknown) => {
    (container as Record<PropertyKey, unknown>)[key as string] = next;
  };
  if (issue.code === 'too_big' && typeof value === 'string') {
    set(cut(value.trim(), Number(issue.maximum)));
    warn(warnings, `${where}: cut to ${issue.maximum} characters.`);
    return;
  }
  if (issue.code === 'too_big' && Array.isArray(value)) {
    set(value.slice(0, Number(issue.maximum)));
    warn(warnings, `${where}: only the first ${issue.maximum} items were kept.`);
    return;
  }
  if (issue.message === MESSAGES.invalidMonth || issue.message === MESSAGES.endBeforeStart) {
    set('');
    const why = issue.message === MESSAGES.invalidMonth ? 'is not a month' : 'is before the start';
    warn(warnings, `${where}: ${quote(value)} ${why} and was left out.`);
    return;
  }
  if (Array.isArray(container)) set(REMOVED);
  else delete (container as Record<PropertyKey, unknown>)[key as string];
  warn(warnings, `${where}: ${issue.message} It was left out.`);
}

/**
 * Lists of the file shortened to READ_ITEMS before anything reads them item by item (a 10 MB file may hold millions
 * of empty items); validation then keeps the first LIMITS.listItems with a warning.
 */
const READ_ITEMS = 1_000;

function readableLists(root: Record<string, unknown>) {
  for (const [key, value] of Object.entries(root)) {
    if (Array.isArray(value) && value.length > READ_ITEMS) root[key] = value.slice(0, READ_ITEMS);
  }
  if (Array.isArray(root.customSections)) {
    for (const section of root.customSections) {
      if (isRecord(section) && Array.isArray(section.items) && section.items.length > READ_ITEMS) {
        section.items = section.items.slice(0, READ_ITEMS);
      }
    }
  }
}

/** Custom sections with a usable, unique id each: a missing or repeated one gets a new id (ids are not shown). */
function withUniqueSectionIds(sections: unknown): unknown {
  if (!Array.isArray(sections)) return sections;
  const seen = new Set<string>();
  return sections.map((section, index) => {
    if (!isRecord(section)) return section;
    let id =
      typeof section.id === 'string' && CUSTOM_SECTION_ID.test(section.id) ? section.id : `custom-import${index}`;
    for (let n = 2; seen.has(id); n++) id = `custom-import${index}x${n}`;
    seen.add(id);
    return { ...section, id };
  });
}

/**
 * `candidate` (resume content fields, any of them missing) as resumeContentSchema writes it, the schema of every
 * resume write: a text too long is cut to its limit, a list too long to its first items, a date that is not a month
 * (or an end before its start) emptied, and any other value the schema refuses left out, each with a warning.
 */
export function toResumeContent(candidate: Record<string, unknown>, warnings: string[]): ResumeContent {
  readableLists(candidate);
  const root = cleanStrings(candidate) as Record<string, unknown>;
  if ('customSections' in root) root.customSections = withUniqueSectionIds(root.customSections);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = resumeContentSchema.safeParse(root);
    if (result.success) return result.data;
    // A list cut first, so its items past the limit are not reported one by one.
    const issues = [...result.error.issues].sort((a, b) => a.path.length - b.path.length);
    for (const issue of issues) fix(root, issue, warnings);
    compactRemoved(root);
  }
  throw new InvalidInput(MESSAGES.invalidBody);
}
