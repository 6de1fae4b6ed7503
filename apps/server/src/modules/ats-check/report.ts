import type { AtsFinding, AtsReport, PublicAtsReport } from '@vitae/schema';
import type { ReadDocument } from '../import/document-reader.ts';
import { type CheckedResume, checkFacts, shown } from './facts.ts';
import {
  bulletFindings,
  bulletsOf,
  charsPerLine,
  contactFindings,
  dateFindings,
  garbledFindings,
  headerFooterFindings,
  headingFindings,
  imageFindings,
  interleavedFindings,
  lengthFindings,
  mergedColumnFindings,
  repeatedWordFindings,
  yearsOfExperience,
} from './findings.ts';
import { contentAiFindings, hiddenTextFindings, keywordStuffing, textAiFindings } from './integrity.ts';
import { readability } from './readability.ts';
import { scoreOf } from './score.ts';
import { plainOf, textParts } from './text.ts';

/** The resume a Vitae file was written from, as the check reads it. */
export type OwnResume = CheckedResume & {
  summary: string;
  customSections?: { title: string; items: { description?: string }[] }[] | undefined;
  design?:
    | (CheckedResume['design'] & {
        accentColor?: string | undefined;
        sectionTitles?: Record<string, string | undefined> | undefined;
      })
    | undefined;
};

type Read = Record<string, unknown>;

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
const bySeverity = (findings: AtsFinding[]) =>
  [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);

const asList = (value: unknown): Read[] =>
  Array.isArray(value) ? value.filter((item): item is Read => typeof item === 'object' && item !== null) : [];
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The prose of a resume-shaped content (summary, the jobs' and schools' texts), each part with its field path. */
function proseOf(content: Read): { field: string; text: string }[] {
  const prose: { field: string; text: string }[] = [];
  for (const part of textParts(asText(content.summary))) prose.push({ field: 'summary', text: part.text });
  asList(content.experience).forEach((job, index) => {
    for (const part of textParts(asText(job.workSummary))) {
      prose.push({ field: `experience.${index}.workSummary`, text: part.text });
    }
  });
  asList(content.education).forEach((school, index) => {
    for (const part of textParts(asText(school.description))) {
      prose.push({ field: `education.${index}.description`, text: part.text });
    }
  });
  asList(content.projects).forEach((project, index) => {
    for (const part of textParts(asText(project.description))) {
      prose.push({ field: `projects.${index}.description`, text: part.text });
    }
  });
  return prose;
}

/** What every report shares: layout, integrity and writing findings over the file's text and a content's prose. */
function commonFindings(read: ReadDocument, content: Read, bullets: ReturnType<typeof bulletsOf>, language: string) {
  const prose = proseOf(content);
  return [
    ...garbledFindings(read.text, read.doc.lines),
    ...mergedColumnFindings(read.doc.lines),
    ...headerFooterFindings(read.doc),
    ...imageFindings(read.doc),
    ...bulletFindings(bullets, language, charsPerLine(read.doc, read.format)),
    ...repeatedWordFindings(bullets, prose),
    ...keywordStuffing(read.text, { field: 'summary', text: plainOf(asText(content.summary)) }),
  ];
}

/** The check of a file Vitae wrote from `resume`: facts, findings, readability and score. */
export function ownReport(read: ReadDocument, resume: OwnResume): AtsReport {
  const language = resume.design?.language ?? 'en';
  const hidden = new Set(resume.design?.hiddenSections ?? []);
  const jobs = shown(resume.experience, 'experience', hidden);
  const { facts, findings: factFindings } = checkFacts(resume, read.content, read.text);
  const bullets = bulletsOf(
    jobs.map(({ item }) => item),
    jobs.map(({ index }) => index),
  );
  const contentAi = contentAiFindings(resume as unknown as Read);
  const findings = bySeverity([
    ...factFindings,
    ...contactFindings(read.content, read.doc.lines),
    ...headingFindings(
      read.content,
      { sectionTitles: resume.design?.sectionTitles, customSections: resume.customSections },
      read.unknownHeadings,
    ),
    ...dateFindings(read.content, { experience: resume.experience, shownIndexes: jobs.map(({ index }) => index) }),
    ...interleavedFindings(facts, read.text),
    ...(read.format === 'pdf'
      ? lengthFindings(read.doc.totalPages, yearsOfExperience(jobs.map(({ item }) => item)))
      : []),
    ...hiddenTextFindings(read.doc.lines, resume.design?.accentColor, read.doc.offPage),
    ...contentAi,
    ...textAiFindings(read.text, contentAi),
    ...commonFindings(read, resume as unknown as Read, bullets, language),
  ]);
  const prose = proseOf(resume as unknown as Read).map((part) => part.text);
  const reading = readability(prose, language);
  const score = scoreOf({
    facts,
    findings,
    completeness: {
      email: !!resume.email.trim(),
      phone: !!resume.phone.trim(),
      summary: !!plainOf(resume.summary).trim(),
      datedExperience: jobs.some(({ item }) => !!item.startDate),
      education: shown(resume.education, 'education', hidden).length > 0,
      skills: shown(resume.skills, 'skills', hidden).length > 0,
    },
    bullets: bullets.length,
    readability: reading,
  });
  return { text: read.text, facts, findings, readability: reading, score };
}

/** The check of an uploaded file: what the reader found (fields, where from), findings, readability and score. */
export function publicReport(read: ReadDocument): PublicAtsReport {
  const content = read.content;
  const design = (content.design ?? {}) as { language?: string };
  const language = design.language ?? 'en';
  const jobs = asList(content.experience);
  const bullets = bulletsOf(jobs.map((job) => ({ workSummary: asText(job.workSummary) })));
  const findings = bySeverity([
    ...contactFindings(content, read.doc.lines),
    ...headingFindings(content, undefined, read.unknownHeadings),
    ...dateFindings(content),
    ...(read.format === 'pdf'
      ? lengthFindings(
          read.doc.totalPages,
          yearsOfExperience(
            jobs.map((job) => ({
              startDate: asText(job.startDate),
              endDate: asText(job.endDate),
              currentlyWorking: job.currentlyWorking === true,
            })),
          ),
        )
      : []),
    ...hiddenTextFindings(read.doc.lines, undefined, read.doc.offPage),
    ...textAiFindings(read.text, []),
    ...commonFindings(read, content, bullets, language),
  ]);
  const reading = readability(
    proseOf(content).map((part) => part.text),
    language,
  );
  const has = (value: unknown) => !!asText(value).trim();
  const datedExperience = jobs.some((job) => has(job.startDate) || has(job.endDate));
  const score = scoreOf({
    readFields: {
      name: has(content.fullName),
      email: has(content.email),
      phone: has(content.phone),
      experience: datedExperience,
      education: asList(content.education).length > 0,
      skills: asList(content.skills).length > 0,
    },
    findings,
    completeness: {
      email: has(content.email),
      phone: has(content.phone),
      summary: has(plainOf(asText(content.summary))),
      datedExperience,
      education: asList(content.education).length > 0,
      skills: asList(content.skills).length > 0,
    },
    bullets: bullets.length,
    readability: reading,
  });
  return { text: read.text, fields: content, sources: read.sources, findings, readability: reading, score };
}
