import {
  type Design,
  type EducationItem,
  type ExperienceItem,
  formatMonth,
  isBlankText,
  type ProjectItem,
  type ResumeContent,
  resumeWords,
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
  TEXT_LIST_SECTION_KEYS,
  type TextListSectionKey,
  FONT_FAMILIES,
} from '@vitae/schema';
import { displayUrl, safeHref } from './links.ts';
import { looksLikeRichText, plainTextToBlocks, type RichBlock, richTextToBlocks } from './rich-text.ts';

/** A piece of text that may be a link: `href` is a safe http(s)/mailto target or null. */
export interface LinkText {
  text: string;
  href: string | null;
}

export type TemplateExperience = Pick<
  ExperienceItem,
  'title' | 'companyName' | 'startDate' | 'endDate' | 'currentlyWorking'
> & { location: string; workSummary: RichBlock[] };

export type TemplateEducation = Pick<EducationItem, 'universityName' | 'degree' | 'major' | 'startDate' | 'endDate'> & {
  description: RichBlock[];
};

export type TemplateProject = Pick<ProjectItem, 'projectName'> & { link: LinkText | null; description: RichBlock[] };

/** A section of the user's own: dates arrive as shown, like an experience's. */
export interface TemplateCustomSection {
  id: string;
  title: string;
  items: {
    title: string;
    subtitle: string;
    location: string;
    startDate: string;
    endDate: string;
    description: RichBlock[];
  }[];
}

export interface TemplateSocial {
  name: string;
  link: LinkText | null;
}

/**
 * The design settings as a template applies them: `null` where the template's own choice stands. Hidden sections
 * arrive empty in the data (so no template can show them, header included), and `titles` holds each heading as
 * shown (the user's own, else the default in `language`).
 */
export interface TemplateDesign {
  accentColor: string | null;
  /** A family name Typst knows (FONT_FAMILIES), or null for the template's. */
  fontFamily: string | null;
  /** In pt, or null for the template's. */
  fontSize: number | null;
  lineSpacing: 'compact' | 'normal' | 'relaxed';
  margins: 'narrow' | 'normal' | 'wide';
  paper: 'a4' | 'us-letter';
  /** Below 1 when fitting to one page: the text size is multiplied by it, down to 9 pt at least. */
  shrink: number;
  /** Set by the renderer for a template with a side column when the resume runs past one page (see sideColumn). */
  oneColumn: boolean;
  /** Typst's `lang`: ISO 639-1. */
  language: string;
  /**
   * The order the user set, section keys and custom sections' ids (those named first, the rest in the template's
   * order after them, custom sections last); null: the template's.
   */
  order: string[] | null;
  titles: Record<SectionKey | 'contact', string>;
}

/** The sections of one-line items (achievements, skills, …: TEXT_LIST_SECTION_KEYS), each item's text. */
type TemplateTextLists = Record<TextListSectionKey, string[]>;

/**
 * The JSON a template reads (packages/pdf/README.md, Templates): the resume with blank items dropped, rich text
 * turned into blocks and links made safe. Dates arrive as shown: a month or full date as "Mar 2021", a current role's
 * end as "Present", any other text (free text from older rows) exactly as written, '' for none.
 */
export interface TemplateData extends TemplateTextLists {
  fullName: string;
  jobTitle: string;
  address: string;
  phone: string;
  email: LinkText | null;
  summary: RichBlock[];
  experience: TemplateExperience[];
  education: TemplateEducation[];
  projects: TemplateProject[];
  social: TemplateSocial[];
  /** In the order the user keeps them; a template draws them in `design.order` like the rest. */
  customSections: TemplateCustomSection[];
  design: TemplateDesign;
}

const nonEmpty = (value: string) => value.trim() !== '';

/** An item with no words in it (a ticked switch alone, or rich text such as "<p></p>") has nothing to show. */
function hasText(item: object): boolean {
  return Object.values(item).some((value) => typeof value === 'string' && !isBlankText(value));
}

/** The summary and descriptions may come from a rich editor or a plain text area; both read right. */
function textBlocks(text: string): RichBlock[] {
  return looksLikeRichText(text) ? richTextToBlocks(text) : plainTextToBlocks(text);
}

function linkText(raw: string): LinkText | null {
  if (!nonEmpty(raw)) return null;
  return { text: displayUrl(raw), href: safeHref(raw) };
}

function location(city: string, state: string): string {
  return [city, state]
    .map((part) => part.trim())
    .filter(nonEmpty)
    .join(', ');
}

/** Each one-line section's texts, trimmed, blank ones left out. */
function textLists(content: ResumeContent): TemplateTextLists {
  const texts = (key: TextListSectionKey) =>
    (content[key] as Record<string, string>[]).map((item) => item[SECTIONS[key].textField]!.trim()).filter(nonEmpty);
  return Object.fromEntries(TEXT_LIST_SECTION_KEYS.map((key) => [key, texts(key)])) as TemplateTextLists;
}

function templateDesign(design: Design): TemplateDesign {
  const words = resumeWords(design.language);
  const titles = { ...words.headings };
  for (const [key, title] of Object.entries(design.sectionTitles ?? {}) as [SectionKey, string | undefined][]) {
    if (title) titles[key] = title;
  }
  return {
    accentColor: design.accentColor ?? null,
    fontFamily: FONT_FAMILIES.find((family) => family.id === design.fontFamily)?.name ?? null,
    fontSize: design.fontSize ?? null,
    lineSpacing: design.lineSpacing ?? 'normal',
    margins: design.margins ?? 'normal',
    paper: design.pageSize === 'Letter' ? 'us-letter' : 'a4',
    shrink: 1,
    oneColumn: false,
    language: design.language ?? 'en',
    order: design.sectionOrder ?? null,
    titles,
  };
}

/** Maps validated resume content to what templates render. Pure; the same content always gives the same data. */
export function toTemplateData(content: ResumeContent): TemplateData {
  const design = content.design ?? {};
  const hidden = new Set<string>(design.hiddenSections ?? []);
  const data = sectionsData(content, design);
  for (const key of SECTION_KEYS) if (hidden.has(key)) data[key] = [];
  data.customSections = data.customSections.filter((section) => !hidden.has(section.id) && section.items.length > 0);
  return { ...data, design: templateDesign(design) };
}

function sectionsData(content: ResumeContent, design: Design): Omit<TemplateData, 'design'> {
  const month = (value: string) => formatMonth(value, design.language);
  const present = resumeWords(design.language).present;
  return {
    fullName: content.fullName,
    jobTitle: content.jobTitle,
    address: content.address,
    phone: content.phone,
    email: nonEmpty(content.email) ? { text: content.email, href: safeHref(`mailto:${content.email}`) } : null,
    summary: textBlocks(content.summary),
    experience: content.experience.filter(hasText).map((item) => ({
      title: item.title,
      companyName: item.companyName,
      location: location(item.city, item.state),
      startDate: month(item.startDate),
      endDate: item.currentlyWorking ? present : month(item.endDate),
      currentlyWorking: item.currentlyWorking,
      workSummary: richTextToBlocks(item.workSummary),
    })),
    education: content.education.filter(hasText).map((item) => ({
      universityName: item.universityName,
      degree: item.degree,
      major: item.major,
      startDate: month(item.startDate),
      endDate: month(item.endDate),
      description: textBlocks(item.description),
    })),
    projects: content.projects.filter(hasText).map((item) => ({
      projectName: item.projectName,
      link: linkText(item.projectLink),
      description: textBlocks(item.description),
    })),
    ...textLists(content),
    social: content.social
      .filter(hasText)
      .map((item) => ({ name: item.socialMediaName.trim(), link: linkText(item.socialMediaLink) })),
    customSections: (content.customSections ?? []).map((section) => ({
      id: section.id,
      title: (design.sectionTitles as Record<string, string | undefined> | undefined)?.[section.id] || section.title,
      items: section.items.filter(hasText).map((item) => ({
        title: item.title,
        subtitle: item.subtitle,
        location: item.location,
        startDate: month(item.startDate),
        endDate: month(item.endDate),
        description: textBlocks(item.description),
      })),
    })),
  };
}
