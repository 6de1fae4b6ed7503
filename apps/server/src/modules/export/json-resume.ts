import { safeHref } from '@vitae/pdf';
import { type CustomSection, type Design, isBlankText, parseMonthInput, type Resume } from '@vitae/schema';
import { blocksText, listItems, paragraphsText, textBlocks } from './rich-blocks.ts';

/** The JSON Resume version written (https://jsonresume.org/schema, `meta.version`). */
export const JSON_RESUME_VERSION = 'v1.0.0';
const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

/**
 * JSON Resume 1.0.0, as far as Vitae fills it; every property is optional in the schema and empty ones are left out.
 * `x-vitae` holds what JSON Resume has no place for (the schema allows extra properties everywhere).
 */
export interface JsonResume {
  $schema: string;
  basics: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    summary?: string;
    location?: { address: string };
    profiles?: JsonResumeProfile[];
  };
  work?: {
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    studyType?: string;
    area?: string;
    startDate?: string;
    endDate?: string;
    /** Not in JSON Resume: the school's description, as plain text. */
    summary?: string;
  }[];
  projects?: { name?: string; url?: string; description?: string; highlights?: string[] }[];
  awards?: { title: string }[];
  certificates?: { name: string }[];
  skills?: { name: string }[];
  interests?: { name: string }[];
  meta: { version: string; lastModified: string };
  'x-vitae': { resumeTitle: string; customSections: CustomSection[]; design: Design };
}

/** The object without its empty strings, empty arrays and undefined values. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== undefined && field !== '' && !(Array.isArray(field) && field.length === 0),
    ),
  ) as T;
}

/** The non-empty results, or undefined when there are none (so `compact` drops the list). */
function each<T, R extends object>(items: T[], map: (item: T) => R): R[] | undefined {
  const mapped = items.map(map).filter((item) => Object.keys(item).length > 0);
  return mapped.length > 0 ? mapped : undefined;
}

/** An item with no words in it (older rows may hold one) is left out, as the templates leave it out. */
const hasText = (item: object) => Object.values(item).some((value) => typeof value === 'string' && !isBlankText(value));

/** A date as JSON Resume writes it ("2021-03"), or undefined when it names no month (free text of older rows). */
const isoMonth = (value: string) => parseMonthInput(value) ?? undefined;

const trimmed = (value: string) => value.trim();

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A social link as a profile: its network, its URL when it is one, and the last part of its path as the username. */
function profile(name: string, link: string): JsonResumeProfile {
  const href = safeHref(link);
  if (!href || href.startsWith('mailto:')) return compact({ network: name.trim(), username: link.trim() });
  const username = decoded(new URL(href).pathname)
    .split('/')
    .filter((part) => part !== '')
    .at(-1)
    ?.replace(/^@/, '');
  return compact({ network: name.trim(), username, url: href });
}

/**
 * The resume as JSON Resume 1.0.0: every section of its content, hidden ones included (the design, which says what
 * is hidden, is under `x-vitae`, with the custom sections as they are stored). Rich text becomes plain text: a work
 * summary's paragraphs its `summary`, its list items its `highlights`.
 */
export function toJsonResume(resume: Resume): JsonResume {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: trimmed(resume.fullName),
      label: trimmed(resume.jobTitle),
      email: trimmed(resume.email),
      phone: trimmed(resume.phone),
      summary: blocksText(textBlocks(resume.summary)),
      location: isBlankText(resume.address) ? undefined : { address: resume.address.trim() },
      profiles: each(resume.social.filter(hasText), (item) => profile(item.socialMediaName, item.socialMediaLink)),
    }),
    ...compact({
      work: each(resume.experience.filter(hasText), (job) => {
        const blocks = textBlocks(job.workSummary);
        return compact({
          name: trimmed(job.companyName),
          position: trimmed(job.title),
          location: [job.city, job.state].map(trimmed).filter(Boolean).join(', '),
          startDate: isoMonth(job.startDate),
          endDate: job.currentlyWorking ? undefined : isoMonth(job.endDate),
          summary: paragraphsText(blocks),
          highlights: listItems(blocks),
        });
      }),
      education: each(resume.education.filter(hasText), (school) =>
        compact({
          institution: trimmed(school.universityName),
          studyType: trimmed(school.degree),
          area: trimmed(school.major),
          startDate: isoMonth(school.startDate),
          endDate: isoMonth(school.endDate),
          summary: blocksText(textBlocks(school.description)),
        }),
      ),
      projects: each(resume.projects.filter(hasText), (project) => {
        const blocks = textBlocks(project.description);
        return compact({
          name: trimmed(project.projectName),
          url: safeHref(project.projectLink) ?? undefined,
          description: paragraphsText(blocks),
          highlights: listItems(blocks),
        });
      }),
      awards: each(resume.achievements.filter(hasText), (item) => ({ title: item.achievement.trim() })),
      certificates: each(resume.certificationsOrExtraCurriculars.filter(hasText), (item) => ({
        name: item.certificationOrExtraCurricularName.trim(),
      })),
      skills: each(resume.skills.filter(hasText), (item) => ({ name: item.name.trim() })),
      interests: each(resume.interests.filter(hasText), (item) => ({ name: item.interestName.trim() })),
    }),
    meta: { version: JSON_RESUME_VERSION, lastModified: resume.updatedAt.slice(0, 19) },
    'x-vitae': { resumeTitle: resume.resumeTitle, customSections: resume.customSections, design: resume.design },
  };
}
