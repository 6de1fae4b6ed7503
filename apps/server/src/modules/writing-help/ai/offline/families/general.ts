import type { RoleFamily } from '../role-family.ts';

/** For a title no family claims: wording that fits any professional role. */
export const generalFamily: RoleFamily = {
  id: 'general',
  role: 'professional',
  keywords: [],
  skills: [
    'communication',
    'teamwork',
    'time management',
    'problem solving',
    'attention to detail',
    'project coordination',
    'stakeholder management',
    'leadership',
  ],
  work: 'delivering high-quality work in fast-paced, team-oriented environments',
  craft: 'reliability, clear communication and a practical approach to problems',
  impact: 'goals met on time, smoother processes and satisfied stakeholders',
  partners: 'colleagues, managers and customers',
  lead: 'leading teams, improving processes and mentoring colleagues',
  bullets: [
    'Delivered assigned projects on time while maintaining a high standard of quality.',
    'Improved team processes, saving time and reducing errors.',
    'Collaborated with colleagues across departments to reach shared goals.',
    'Communicated progress and issues clearly to managers and stakeholders.',
    'Resolved problems independently and escalated when needed.',
    'Trained new team members and shared knowledge across the team.',
  ],
  next: [
    'Known for reliability, a positive attitude and clear communication.',
    'Experienced in adapting quickly to new tools, teams and priorities.',
    'Looking to contribute to a team where quality and collaboration matter.',
  ],
};
