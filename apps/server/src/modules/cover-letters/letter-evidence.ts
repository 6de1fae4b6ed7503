import type { JobMatch, Resume } from '@vitae/schema';
import { listItems, paragraphsText, textBlocks } from '../export/rich-blocks.ts';

/** One line of the resume a letter may cite: where it is (as the editor names fields) and its plain words. */
export interface ResumeLine {
  field: string;
  text: string;
}

/** The lines of rich or plain text: list items, else paragraphs, else the lines typed. */
function linesOf(text: string): string[] {
  if (!text.trim()) return [];
  const blocks = textBlocks(text);
  const items = listItems(blocks);
  const paragraphs = paragraphsText(blocks)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...items, ...paragraphs];
}

/** Every line of the resume that states something done: work, projects and achievements, newest job first. */
export function resumeLines(resume: Resume): ResumeLine[] {
  const lines: ResumeLine[] = [];
  resume.experience.forEach((job, index) => {
    for (const text of linesOf(job.workSummary)) lines.push({ field: `experience.${index}.workSummary`, text });
  });
  resume.projects.forEach((project, index) => {
    for (const text of linesOf(project.description)) lines.push({ field: `projects.${index}.description`, text });
  });
  resume.achievements.forEach((item, index) => {
    if (item.achievement.trim())
      lines.push({ field: `achievements.${index}.achievement`, text: item.achievement.trim() });
  });
  return lines;
}

/** Words too common to say that a line meets a posting. */
const COMMON = new Set(
  (
    'the and for with you your our are was were will that this from have has had not but all any can into its they ' +
    'their them who what when where which while about also more most other such than then there these those very ' +
    'work working worked team role job position years year experience ability able strong good great new using use ' +
    'used including include within across over per via etc'
  ).split(' '),
);

/** The words of a text that can carry meaning: lower case, three letters or more, common words left out. */
export function meaningfulWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
  return new Set(words.filter((word) => (word.length >= 3 || /\d|[+#]/.test(word)) && !COMMON.has(word)));
}

/** Fields whose lines state something done: what a letter cites as evidence (not a title, a skill or a degree). */
const DONE = /^(experience\.\d+\.workSummary|projects\.\d+\.description|achievements\.\d+\.achievement)$/;

const sameLine = (a: ResumeLine, b: ResumeLine) => a.field === b.field && a.text.trim() === b.text.trim();

/**
 * The resume's strongest evidence for a posting (docs/cover-letters.md, "Drafts"): first the lines the job match
 * (`match`, modules/job-match's matchResume of the same posting) gives as evidence of the posting's requirements, ranked by how many they meet (a required one
 * counting double); then, to fill up, the lines sharing the most meaningful words with the posting (a line sharing
 * none is not evidence). Without a posting, the first lines of the newest job.
 */
export function strongestLines(resume: Resume, posting: string, match: JobMatch, count: number): ResumeLine[] {
  const lines = resumeLines(resume);
  if (!posting.trim()) return lines.filter((line) => line.field.startsWith('experience.0.')).slice(0, count);

  const scored = new Map<string, { line: ResumeLine; score: number; order: number }>();
  for (const requirement of match.requirements) {
    if (requirement.status === 'not_shown') continue;
    const weight = (requirement.required ? 2 : 1) * (requirement.status === 'met' ? 2 : 1);
    for (const evidence of requirement.evidence) {
      if (!DONE.test(evidence.field)) continue;
      const key = `${evidence.field} ${evidence.text.trim()}`;
      const entry = scored.get(key) ?? { line: evidence, score: 0, order: scored.size };
      entry.score += weight;
      scored.set(key, entry);
    }
  }
  const matched = [...scored.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({ line }) => line);

  const wanted = meaningfulWords(posting);
  const overlapping = lines
    .map((line, order) => ({ line, order, score: [...meaningfulWords(line.text)].filter((w) => wanted.has(w)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ line }) => line);

  const chosen: ResumeLine[] = [];
  for (const line of [...matched, ...overlapping]) {
    // The match quotes a sentence of a bullet; the overlap, the whole bullet: one of them is enough.
    if (chosen.some((kept) => sameLine(kept, line) || (kept.field === line.field && kept.text.includes(line.text)))) {
      continue;
    }
    if (chosen.some((kept) => kept.field === line.field && line.text.includes(kept.text))) continue;
    chosen.push({ field: line.field, text: line.text.trim() });
    if (chosen.length === count) break;
  }
  return chosen;
}

/**
 * The resume's skills the posting asks for, in the resume's order: those the job match finds met in the skills
 * list, else those the posting names as whole words ("Go" is not in "Google"); all of them (up to `count`) without a
 * posting.
 */
export function matchingSkills(resume: Resume, posting: string, match: JobMatch, count: number): string[] {
  const skills = resume.skills.map((item) => item.name.trim()).filter(Boolean);
  if (!posting.trim()) return skills.slice(0, count);
  const met = new Set(
    match.requirements
      .filter((requirement) => requirement.status === 'met')
      .flatMap((requirement) => requirement.evidence)
      .filter((evidence) => /^skills\.\d+\.name$/.test(evidence.field))
      .map((evidence) => evidence.text.trim().toLowerCase()),
  );
  const text = ` ${posting.toLowerCase().replace(/\s+/g, ' ')} `;
  const named = (skill: string) => {
    const escaped = skill.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, 'u').test(text);
  };
  return skills.filter((skill) => met.has(skill.toLowerCase()) || named(skill)).slice(0, count);
}
