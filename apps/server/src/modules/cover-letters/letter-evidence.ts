import type { Resume } from '@vitae/schema';
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

/**
 * The resume's strongest evidence for a posting: its lines ranked by how many of the posting's words they share
 * (a line sharing none is not evidence). Without a posting, the first lines of the newest job. Replaced by the job
 * match's evidence once it is wired in (docs/cover-letters.md, "Drafts").
 */
export function strongestLines(resume: Resume, posting: string, count: number): ResumeLine[] {
  const lines = resumeLines(resume);
  if (!posting.trim()) return lines.filter((line) => line.field.startsWith('experience.0.')).slice(0, count);
  const wanted = meaningfulWords(posting);
  return lines
    .map((line, order) => ({ line, order, score: [...meaningfulWords(line.text)].filter((w) => wanted.has(w)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ line }) => line);
}

/** The resume's skills the posting names, in the resume's order; all of them (up to `count`) without a posting. */
export function matchingSkills(resume: Resume, posting: string, count: number): string[] {
  const skills = resume.skills.map((item) => item.name.trim()).filter(Boolean);
  if (!posting.trim()) return skills.slice(0, count);
  const text = ` ${posting.toLowerCase().replace(/\s+/g, ' ')} `;
  const named = (skill: string) => {
    const escaped = skill.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Matched as a word: "Go" is not in "Google", "R" is not every r.
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, 'u').test(text);
  };
  return skills.filter(named).slice(0, count);
}
