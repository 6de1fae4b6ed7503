import type { SummarySuggestion } from '@vitae/schema';
import type { RoleFamily } from './role-family.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listOf = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const SENIORITY = /^(?:senior|sr\.?|junior|jr\.?|lead|principal|staff|entry[- ]level|trainee)\s+/i;
const MAX_ROLE_NAME = 60;

/** The user's own title, without a seniority word (each level says its own), or the family's role name. */
export function roleName(jobTitle: string, family: RoleFamily): string {
  let title = jobTitle.trim().replace(/\s+/g, ' ');
  while (SENIORITY.test(title)) title = title.replace(SENIORITY, '');
  return title && title.length <= MAX_ROLE_NAME ? title : family.role;
}

/** The three summaries of a family: 3-4 lines each, the level's own skills, written for `role` (the title). */
export function familySummaries(f: RoleFamily, role: string = f.role): SummarySuggestion[] {
  const [s1, s2, s3, s4, s5, s6, s7, s8] = f.skills;
  return [
    {
      experience_level: 'fresher',
      summary: [
        `Motivated entry-level ${role} with a solid grounding in ${listOf([s1, s2, s3])}, built through coursework, internships and hands-on projects.`,
        `Eager to contribute to ${f.work}, with a steady focus on ${f.craft}.`,
        `A quick learner who works well with ${f.partners}, asks good questions and acts on feedback.`,
      ],
      skills: f.skills.slice(0, 6),
    },
    {
      experience_level: 'mid-level',
      summary: [
        `${capitalise(role)} with five years of experience ${f.work}.`,
        `Known for ${f.craft}, and for turning that work into ${f.impact}.`,
        `Works closely with ${f.partners}, bringing strong ${s4} and ${s5} skills to every assignment.`,
        `Comfortable owning work end to end while keeping stakeholders informed.`,
      ],
      skills: f.skills.slice(1, 7),
    },
    {
      experience_level: 'experienced',
      summary: [
        `Seasoned ${role} with more than ten years of experience ${f.work}.`,
        `Proven record of ${f.impact}, built on ${f.craft}.`,
        `Experienced in ${f.lead}, with deep expertise in ${s6}, ${s7} and ${s8}.`,
        `A trusted partner to ${f.partners} who raises the standard of the whole team.`,
      ],
      skills: f.skills.slice(2, 8),
    },
  ];
}
