import {
  type AtsFact,
  type AtsFinding,
  formatMonth,
  parseMonthInput,
  type ResumeLanguage,
  resumeWords,
} from '@vitae/schema';
import { finding } from './finding-text.ts';
import { normalise, quoteOf } from './text.ts';

/** The resume being checked: its content as stored or as the editor holds it (dates may be free text in old rows). */
export interface CheckedResume {
  fullName: string;
  email: string;
  phone: string;
  experience: {
    title: string;
    companyName: string;
    startDate: string;
    endDate: string;
    currentlyWorking: boolean;
    city?: string;
    state?: string;
    workSummary: string;
  }[];
  education: { universityName: string; degree: string; major: string; startDate: string; endDate: string }[];
  skills: { name: string }[];
  design?: { language?: ResumeLanguage | undefined; hiddenSections?: string[] | undefined } | undefined;
  [field: string]: unknown;
}

type Read = Record<string, unknown>;

const asList = (value: unknown): Read[] =>
  Array.isArray(value) ? value.filter((item): item is Read => typeof item === 'object' && item !== null) : [];
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An item the templates draw: one with some text in it (an empty one is left out, and so shifts no index). */
const hasText = (item: object) =>
  Object.values(item).some((value) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '');

/** Each shown item with its index in the resume (the field path's) and its index among those drawn. */
export function shown<T extends object>(
  items: T[],
  section: string,
  hidden: Set<string>,
): { item: T; index: number }[] {
  if (hidden.has(section)) return [];
  return items.map((item, index) => ({ item, index })).filter(({ item }) => hasText(item));
}

interface Expected {
  field: string;
  value: string;
  /** What the reader has in that field ('' when nothing). */
  read: string;
  found: boolean;
  /** The text to look for when not found (to tell "in another field" from "not in the text at all"). */
  look: string;
}

/**
 * Every fact of the resume the file shows (name, email, phone, each job's title, company and dates, each school,
 * each skill), and whether the reader put it back in the same field; compared normalised (case, spaces, dashes).
 */
export function checkFacts(
  resume: CheckedResume,
  read: Read,
  text: string,
): { facts: AtsFact[]; findings: AtsFinding[] } {
  const language = resume.design?.language;
  const hidden = new Set(resume.design?.hiddenSections ?? []);
  const month = (value: string) => formatMonth(parseMonthInput(value) ?? value, language);
  const same = (a: string, b: string) => normalise(a) === normalise(b) && normalise(a) !== '';
  const expected: Expected[] = [];
  const plain = (field: string, value: string, readValue: string) => {
    if (!value.trim()) return;
    expected.push({ field, value, read: readValue, found: same(value, readValue), look: value });
  };

  plain('fullName', resume.fullName, asText(read.fullName));
  plain('email', resume.email, asText(read.email));
  plain('phone', resume.phone, asText(read.phone));

  const readJobs = asList(read.experience);
  shown(resume.experience, 'experience', hidden).forEach(({ item, index }, at) => {
    const job = readJobs[at] ?? {};
    for (const key of ['title', 'companyName'] as const) {
      const value = item[key];
      if (!value.trim()) continue;
      const own = asText(job[key]);
      // Read back in the same field of another entry (entries merged or split) still counts as found.
      const found = same(value, own) || readJobs.some((other) => same(value, asText(other[key])));
      expected.push({ field: `experience.${index}.${key}`, value, read: found ? value : own, found, look: value });
    }
    const start = parseMonthInput(item.startDate);
    if (start) {
      const own = asText(job.startDate);
      expected.push({
        field: `experience.${index}.startDate`,
        value: month(start),
        read: own ? month(own) : '',
        found: own === start,
        look: month(start),
      });
    }
    const present = resumeWords(language).present;
    if (item.currentlyWorking) {
      const current = job.currentlyWorking === true;
      const own = asText(job.endDate);
      expected.push({
        field: `experience.${index}.endDate`,
        value: present,
        read: current ? present : own ? month(own) : '',
        found: current,
        look: present,
      });
    } else {
      const end = parseMonthInput(item.endDate);
      if (end) {
        const own = asText(job.endDate);
        expected.push({
          field: `experience.${index}.endDate`,
          value: month(end),
          read: job.currentlyWorking === true ? present : own ? month(own) : '',
          found: own === end,
          look: month(end),
        });
      }
    }
  });

  const readSchools = asList(read.education);
  shown(resume.education, 'education', hidden).forEach(({ item, index }, at) => {
    const value = item.universityName;
    if (!value.trim()) return;
    const own = asText(readSchools[at]?.universityName);
    const found = same(value, own) || readSchools.some((other) => same(value, asText(other.universityName)));
    expected.push({ field: `education.${index}.universityName`, value, read: found ? value : own, found, look: value });
  });

  const readSkills = asList(read.skills).map((skill) => asText(skill.name));
  shown(resume.skills, 'skills', hidden).forEach(({ item, index }, at) => {
    const value = item.name;
    if (!value.trim()) return;
    const found = readSkills.some((other) => same(value, other));
    expected.push({
      field: `skills.${index}.name`,
      value,
      read: found ? value : (readSkills[at] ?? ''),
      found,
      look: value,
    });
  });

  const flat = normalise(text);
  const findings: AtsFinding[] = [];
  for (const fact of expected) {
    if (fact.found) continue;
    const inText = flat.includes(normalise(fact.look));
    const values = { value: quoteOf(fact.value), field: fact.field };
    const detail = !inText
      ? { id: 'atsFinding.detail.factNotInText' as const, values }
      : fact.read
        ? { id: 'atsFinding.detail.factMisread' as const, values: { ...values, read: quoteOf(fact.read) } }
        : { id: 'atsFinding.detail.factUnread' as const, values };
    findings.push(finding(inText ? 'warning' : 'error', 'fact-not-found', { detail }, fact.field));
  }
  return {
    facts: expected.map(({ field, value, read: readValue, found }) => ({
      field,
      value,
      found,
      read: found ? value : readValue,
    })),
    findings,
  };
}
