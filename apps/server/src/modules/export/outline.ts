import type { LinkText, RichBlock, TemplateData } from '@vitae/pdf';
import { SECTION_KEYS, SECTIONS, type SectionKey, TEXT_LIST_SECTION_KEYS } from '@vitae/schema';

/** A dated item of a section (a job, a school, a project, an item of a custom section), its texts as shown. */
export interface OutlineEntry {
  title: string;
  /** The company, the degree and major, a custom item's subtitle. */
  subtitle: string;
  place: string;
  /** "März 2021 – heute", "Sep 2016", '' */
  dates: string;
  link: LinkText | null;
  body: RichBlock[];
}

/** A section as the text formats write it: a heading and one of four kinds of body. */
export type OutlineSection = { key: string; title: string } & (
  | { kind: 'text'; blocks: RichBlock[] }
  | { kind: 'entries'; entries: OutlineEntry[] }
  /** One item a line, as a bulleted list. */
  | { kind: 'list'; items: string[] }
  /** Short items on one line (skills, interests). */
  | { kind: 'inline'; items: string[] }
);

/**
 * The resume as the Markdown, text and Word exports write it, from the data templates get (`toTemplateData`): hidden
 * sections are gone, headings are the user's or translated, dates are shown in the resume's language. Sections come
 * in the resume's order (those `design.sectionOrder` names first, then the rest in the default order, custom
 * sections last), and social links sit in the header under the contact line, as the templates draw them.
 */
export interface ResumeOutline {
  name: string;
  jobTitle: string;
  /** Email, phone and address, those that are there, in that order. */
  contacts: LinkText[];
  /** "LinkedIn" and its link. */
  links: { name: string; link: LinkText | null }[];
  sections: OutlineSection[];
  /** ISO 639-1: the language headings are written in. */
  language: string;
}

/** "Mar 2021 – Present", "Sep 2016", '' — as the templates' `date-range` writes it. */
export function dateRange(start: string, end: string): string {
  const from = start.trim();
  const to = end.trim();
  if (from && to && from !== to) return `${from} – ${to}`;
  return from || to;
}

const present = (value: string) => value.trim() !== '';
const joined = (parts: string[], separator: string) => parts.filter(present).join(separator);

/** The heading sections of the body, in the order of the page; social links are drawn in the header. */
const BODY_SECTIONS = SECTION_KEYS.filter((key) => SECTIONS[key].layout !== 'header');

export function resumeOutline(data: TemplateData): ResumeOutline {
  const titles = data.design.titles;
  const sections = new Map<string, OutlineSection>();
  const add = (section: OutlineSection) => sections.set(section.key, section);
  const titled = (key: SectionKey) => ({ key, title: titles[key] });

  add({ ...titled('summary'), kind: 'text', blocks: data.summary });
  add({
    ...titled('experience'),
    kind: 'entries',
    entries: data.experience.map((job) => ({
      title: job.title,
      subtitle: job.companyName,
      place: job.location,
      dates: dateRange(job.startDate, job.endDate),
      link: null,
      body: job.workSummary,
    })),
  });
  add({
    ...titled('education'),
    kind: 'entries',
    entries: data.education.map((school) => ({
      title: school.universityName,
      subtitle: joined([school.degree, school.major], ', '),
      place: '',
      dates: dateRange(school.startDate, school.endDate),
      link: null,
      body: school.description,
    })),
  });
  add({
    ...titled('projects'),
    kind: 'entries',
    entries: data.projects.map((project) => ({
      title: project.projectName,
      subtitle: '',
      place: '',
      dates: '',
      link: project.link,
      body: project.description,
    })),
  });
  for (const key of TEXT_LIST_SECTION_KEYS) add({ ...titled(key), kind: SECTIONS[key].layout, items: data[key] });
  for (const custom of data.customSections) {
    add({
      key: custom.id,
      title: custom.title,
      kind: 'entries',
      entries: custom.items.map((item) => ({
        title: item.title,
        subtitle: item.subtitle,
        place: item.location,
        dates: dateRange(item.startDate, item.endDate),
        link: null,
        body: item.description,
      })),
    });
  }

  const defaults = [...BODY_SECTIONS, ...data.customSections.map((custom) => custom.id)];
  const named = (data.design.order ?? []).filter((key) => defaults.includes(key));
  const order = [...named, ...defaults.filter((key) => !named.includes(key))];

  return {
    name: data.fullName.trim(),
    jobTitle: data.jobTitle.trim(),
    contacts: [
      ...(data.email ? [data.email] : []),
      ...[data.phone, data.address].filter(present).map((text) => ({ text: text.trim(), href: null })),
    ],
    links: data.social,
    sections: order.map((key) => sections.get(key)!).filter(hasContent),
    language: data.design.language,
  };
}

function hasContent(section: OutlineSection): boolean {
  switch (section.kind) {
    case 'text':
      return section.blocks.length > 0;
    case 'entries':
      return section.entries.length > 0;
    default:
      return section.items.length > 0;
  }
}
