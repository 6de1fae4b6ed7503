import {
  type EducationItem,
  type ExperienceItem,
  formatMonth,
  isBlankText,
  type ProjectItem,
  type ResumeContent,
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

export interface TemplateSocial {
  name: string;
  link: LinkText | null;
}

/**
 * The JSON a template reads (DESIGN.md section 5): the resume with blank items dropped, rich text turned into
 * blocks and links made safe. Dates arrive as shown: a month or full date as "Mar 2021", a current role's end as
 * "Present", any other text (free text from older rows) exactly as written, '' for none.
 */
export interface TemplateData {
  fullName: string;
  jobTitle: string;
  address: string;
  phone: string;
  email: LinkText | null;
  summary: RichBlock[];
  experience: TemplateExperience[];
  education: TemplateEducation[];
  projects: TemplateProject[];
  achievements: string[];
  skills: string[];
  interests: string[];
  certificationsOrExtraCurriculars: string[];
  social: TemplateSocial[];
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

const texts = <T extends object>(items: T[], pick: (item: T) => string): string[] =>
  items
    .map(pick)
    .map((value) => value.trim())
    .filter(nonEmpty);

/** Maps validated resume content to what templates render. Pure; the same content always gives the same data. */
export function toTemplateData(content: ResumeContent): TemplateData {
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
      startDate: formatMonth(item.startDate),
      endDate: item.currentlyWorking ? 'Present' : formatMonth(item.endDate),
      currentlyWorking: item.currentlyWorking,
      workSummary: richTextToBlocks(item.workSummary),
    })),
    education: content.education.filter(hasText).map((item) => ({
      universityName: item.universityName,
      degree: item.degree,
      major: item.major,
      startDate: formatMonth(item.startDate),
      endDate: formatMonth(item.endDate),
      description: textBlocks(item.description),
    })),
    projects: content.projects.filter(hasText).map((item) => ({
      projectName: item.projectName,
      link: linkText(item.projectLink),
      description: textBlocks(item.description),
    })),
    achievements: texts(content.achievements, (item) => item.achievement),
    skills: texts(content.skills, (item) => item.name),
    interests: texts(content.interests, (item) => item.interestName),
    certificationsOrExtraCurriculars: texts(
      content.certificationsOrExtraCurriculars,
      (item) => item.certificationOrExtraCurricularName,
    ),
    social: content.social
      .filter(hasText)
      .map((item) => ({ name: item.socialMediaName.trim(), link: linkText(item.socialMediaLink) })),
  };
}
