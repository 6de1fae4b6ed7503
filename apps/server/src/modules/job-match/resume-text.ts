import type { Resume } from '@vitae/schema';
import { textParts } from '../ats-check/text.ts';
import { type Hit, termsIn } from './lexicon.ts';
import { stemOf, sentencesOf, type Token, tokensOf } from './tokens.ts';

/** The parts of a resume the job match reads; a stored resume or its content (docs/job-match.md). */
export type MatchableResume = Partial<
  Pick<
    Resume,
    | 'jobTitle'
    | 'summary'
    | 'experience'
    | 'education'
    | 'projects'
    | 'achievements'
    | 'skills'
    | 'certificationsOrExtraCurriculars'
    | 'customSections'
  >
>;

/** One sentence, bullet or short field of the resume, with its path as the editor names the field. */
export interface ResumeLine {
  field: string;
  text: string;
  hits: Hit[];
  stems: Set<string>;
}

type Kind = 'short' | 'rich' | 'skills' | 'education';

function lineOf(field: string, text: string, kind: Kind): ResumeLine {
  const tokens: Token[] = tokensOf(text);
  const hits = termsIn(
    text,
    {
      skillsContext: kind === 'skills',
      languageContext: kind !== 'education',
      degreeContext: kind === 'education',
    },
    tokens,
  );
  return { field, text, hits, stems: new Set(tokens.map((token) => stemOf(token.key))) };
}

function linesOf(field: string, value: string | undefined, kind: Kind): ResumeLine[] {
  if (!value || !value.trim()) return [];
  if (kind !== 'rich') return [lineOf(field, value.trim(), kind)];
  return textParts(value).flatMap((part) => sentencesOf(part.text).map((sentence) => lineOf(field, sentence, kind)));
}

/** Every line of the resume the match searches, in the resume's order. */
export function resumeLines(resume: MatchableResume): ResumeLine[] {
  const lines: ResumeLine[] = [
    ...linesOf('jobTitle', resume.jobTitle, 'short'),
    ...linesOf('summary', resume.summary, 'rich'),
  ];
  (resume.experience ?? []).forEach((job, i) => {
    lines.push(...linesOf(`experience.${i}.title`, job.title, 'short'));
    lines.push(...linesOf(`experience.${i}.workSummary`, job.workSummary, 'rich'));
  });
  (resume.skills ?? []).forEach((skill, i) => lines.push(...linesOf(`skills.${i}.name`, skill.name, 'skills')));
  (resume.certificationsOrExtraCurriculars ?? []).forEach((item, i) =>
    lines.push(
      ...linesOf(
        `certificationsOrExtraCurriculars.${i}.certificationOrExtraCurricularName`,
        item.certificationOrExtraCurricularName,
        'skills',
      ),
    ),
  );
  (resume.education ?? []).forEach((school, i) => {
    lines.push(...linesOf(`education.${i}.degree`, school.degree, 'education'));
    lines.push(...linesOf(`education.${i}.major`, school.major, 'education'));
    lines.push(...linesOf(`education.${i}.description`, school.description, 'rich'));
  });
  (resume.projects ?? []).forEach((project, i) => {
    lines.push(...linesOf(`projects.${i}.projectName`, project.projectName, 'short'));
    lines.push(...linesOf(`projects.${i}.description`, project.description, 'rich'));
  });
  (resume.achievements ?? []).forEach((item, i) =>
    lines.push(...linesOf(`achievements.${i}.achievement`, item.achievement, 'short')),
  );
  (resume.customSections ?? []).forEach((section, s) =>
    section.items.forEach((item, i) => {
      const path = `customSections.${s}.items.${i}`;
      lines.push(...linesOf(`${path}.title`, item.title, 'short'));
      lines.push(...linesOf(`${path}.subtitle`, item.subtitle, 'short'));
      lines.push(...linesOf(`${path}.description`, item.description, 'rich'));
    }),
  );
  return lines;
}
