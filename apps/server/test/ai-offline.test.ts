import { EXPERIENCE_LEVELS } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { generalFamily, ROLE_FAMILIES } from '../src/modules/writing-help/ai/offline/families/index.ts';
import { matchFamily } from '../src/modules/writing-help/ai/offline/match-family.ts';
import { createOfflineWriter, nextSentencesFor } from '../src/modules/writing-help/ai/offline/offline-writer.ts';
import { familySummaries, roleName } from '../src/modules/writing-help/ai/offline/summaries.ts';

/** Real job titles, as users type them, for every family of the bank. */
const TITLES: Record<string, string[]> = {
  software: ['Software Engineer', 'Senior Full Stack Developer', 'backend engineer', 'Web Developer'],
  mobile: ['iOS Developer', 'Android Engineer', 'React Native Developer'],
  devops: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
  security: ['Cybersecurity Analyst', 'Security Engineer', 'SOC Analyst'],
  qa: ['QA Engineer', 'Software Tester', 'Test Automation Engineer'],
  'data-analytics': ['Data Analyst', 'Business Intelligence Analyst', 'Data Engineer'],
  'data-science': ['Data Scientist', 'Machine Learning Engineer', 'AI Engineer'],
  'it-support': ['IT Support Specialist', 'Help Desk Technician', 'System Administrator'],
  design: ['UX Designer', 'UI/UX Designer', 'Graphic Designer', 'Product Designer'],
  product: ['Product Manager', 'Product Owner', 'Head of Product'],
  marketing: ['Marketing Manager', 'Digital Marketing Specialist', 'SEO Specialist'],
  sales: ['Sales Representative', 'Account Executive', 'Business Development Manager'],
  finance: ['Financial Analyst', 'FP&A Manager', 'Investment Associate'],
  accounting: ['Accountant', 'Staff Auditor', 'Payroll Specialist', 'Bookkeeper'],
  banking: ['Bank Teller', 'Loan Officer', 'Mortgage Underwriter'],
  insurance: ['Insurance Agent', 'Claims Adjuster', 'Actuary'],
  hr: ['HR Manager', 'Technical Recruiter', 'Human Resources Generalist', 'Talent Acquisition Partner'],
  operations: ['Operations Manager', 'Business Operations Lead'],
  'project-management': ['Project Manager', 'Scrum Master', 'Program Manager'],
  consulting: ['Business Analyst', 'Management Consultant', 'Strategy Consultant'],
  administrative: ['Administrative Assistant', 'Receptionist', 'Executive Assistant', 'Office Manager'],
  'customer-support': ['Customer Service Representative', 'Customer Success Manager', 'Call Center Agent'],
  'real-estate': ['Real Estate Agent', 'Realtor', 'Property Manager'],
  healthcare: ['Physician', 'Medical Assistant', 'Doctor', 'Dentist'],
  nursing: ['Registered Nurse', 'RN', 'Nurse Practitioner', 'Midwife'],
  pharmacy: ['Pharmacist', 'Pharmacy Technician', 'Pharmacy Assistant'],
  'allied-health': ['Physical Therapist', 'Physiotherapist', 'Occupational Therapist', 'Paramedic'],
  'social-care': ['Social Worker', 'Mental Health Counselor', 'Case Manager'],
  education: ['Teacher', 'High School Math Teacher', 'Teaching Assistant', 'University Lecturer'],
  research: ['Research Scientist', 'Lab Technician', 'Postdoc Researcher', 'Chemist'],
  legal: ['Lawyer', 'Paralegal', 'Corporate Attorney', 'Compliance Officer'],
  'public-safety': ['Police Officer', 'Security Guard', 'Firefighter'],
  nonprofit: ['Nonprofit Program Coordinator', 'Fundraising Manager', 'Volunteer Coordinator'],
  hospitality: ['Hotel Front Desk Agent', 'Bartender', 'Guest Services Manager'],
  culinary: ['Chef', 'Line Cook', 'Pastry Chef', 'Sous Chef'],
  retail: ['Retail Sales Associate', 'Cashier', 'Store Manager'],
  logistics: ['Logistics Coordinator', 'Supply Chain Analyst', 'Warehouse Associate', 'Procurement Specialist'],
  transportation: ['Truck Driver', 'Delivery Driver', 'Airline Pilot'],
  construction: ['Construction Site Manager', 'Carpenter', 'Quantity Surveyor'],
  'skilled-trades': ['Electrician', 'Plumber', 'HVAC Technician', 'Welder'],
  manufacturing: ['Production Supervisor', 'Machine Operator', 'Quality Control Inspector'],
  'mechanical-engineering': ['Mechanical Engineer', 'Design Engineer', 'Aerospace Engineer'],
  'electrical-engineering': ['Electrical Engineer', 'Embedded Systems Engineer', 'Hardware Engineer'],
  'civil-engineering': ['Civil Engineer', 'Structural Engineer', 'Land Surveyor'],
  architecture: ['Architect', 'Interior Designer', 'Landscape Architect'],
  writing: ['Copywriter', 'Technical Writer', 'Editor', 'Journalist'],
  communications: ['Public Relations Specialist', 'Communications Manager', 'PR Executive'],
  media: ['Video Editor', 'Photographer', 'Motion Designer', 'Content Creator'],
};

/** A resume bullet opens with a past-tense verb: regular (-ed) or one of these. */
const IRREGULAR_PAST = new Set(
  'Built Led Ran Drove Won Taught Wrote Cut Grew Sold Shot Made Set Met Oversaw Upsold Forecast Kept'.split(' '),
);
const opensWithActionVerb = (bullet: string) => {
  const first = bullet.split(/[ ,]/)[0]!;
  return /^[A-Z][a-z-]+ed$/.test(first) || IRREGULAR_PAST.has(first);
};

const writer = createOfflineWriter();

describe('the offline phrase bank', () => {
  it('covers at least 40 role families, the ones the issue names among them, each with sample titles here', () => {
    expect(ROLE_FAMILIES.length).toBeGreaterThanOrEqual(40);
    const ids = ROLE_FAMILIES.map((family) => family.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const named of [
      'software',
      'data-analytics',
      'design',
      'product',
      'marketing',
      'sales',
      'finance',
      'accounting',
      'hr',
    ]) {
      expect(ids).toContain(named);
    }
    for (const named of ['operations', 'healthcare', 'nursing', 'education', 'hospitality', 'retail', 'logistics']) {
      expect(ids).toContain(named);
    }
    for (const named of ['construction', 'legal', 'customer-support', 'research']) expect(ids).toContain(named);
    expect(Object.keys(TITLES).sort()).toEqual([...ids].sort());
  });

  describe.each(ROLE_FAMILIES.map((family) => [family.id, family] as const))('%s', (id, family) => {
    it('claims its job titles', () => {
      for (const title of TITLES[id]!) expect(matchFamily(title).id, title).toBe(id);
    });

    it('writes three summaries, fresher to experienced, of 3-4 lines and 5-8 skills each', async () => {
      const title = TITLES[id]![0]!;
      const summaries = await writer.summaries(title);
      expect(summaries).toEqual(familySummaries(family, title));
      expect(summaries.map((s) => s.experience_level)).toEqual([...EXPERIENCE_LEVELS]);
      for (const { summary, skills } of summaries) {
        expect(summary.length).toBeGreaterThanOrEqual(3);
        expect(summary.length).toBeLessThanOrEqual(4);
        expect(skills.length).toBeGreaterThanOrEqual(5);
        expect(skills.length).toBeLessThanOrEqual(8);
        for (const line of summary) expect(line).toMatch(/^[A-Z].*[a-z)]\.$/);
        expect(summary.join(' ').toLowerCase()).toContain(title.toLowerCase());
      }
    });

    it('writes 5-7 bullets, each opening with an action verb, as one list', async () => {
      const html = await writer.experienceBullets(TITLES[id]![0]!);
      const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!);
      expect(html).toMatch(/^<ul>(<li>[^<]+<\/li>){5,7}<\/ul>$/);
      expect(items).toEqual(family.bullets);
      for (const item of items) expect(opensWithActionVerb(item), item).toBe(true);
    });

    it('suggests three next sentences that continue a summary for the role', () => {
      const [opening] = familySummaries(family)[1]!.summary;
      const suggestions = nextSentencesFor(opening!);
      expect(suggestions).toEqual(family.next);
      expect(nextSentencesFor(`${opening} ${family.next[0]}`)).not.toContain(family.next[0]);
    });
  });

  it('never gives two families (or the fallback) the same summaries', () => {
    const all = [...ROLE_FAMILIES, generalFamily].flatMap((family) =>
      familySummaries(family).map((s) => s.summary.join(' ')),
    );
    expect(new Set(all).size).toBe(all.length);
    const bullets = [...ROLE_FAMILIES, generalFamily].flatMap((family) => family.bullets);
    expect(new Set(bullets).size).toBe(bullets.length);
  });

  it('falls back to general wording for a title no family claims, and Software Engineer for none', async () => {
    expect(matchFamily('Chief Happiness Wizard')).toBe(generalFamily);
    const summaries = await writer.summaries('Chief Happiness Wizard');
    expect(summaries[0]!.summary[0]).toContain(
      'entry-level Chief Happiness Wizard with a solid grounding in communication',
    );
    expect(nextSentencesFor('Zzz qqq.')).toEqual(generalFamily.next);
  });

  it('writes for the title as typed, without its seniority word, or for the role when the title is too long', async () => {
    const summaries = await writer.summaries('Senior  Data Engineer');
    expect(summaries[0]!.summary[0]).toMatch(/^Motivated entry-level Data Engineer with/);
    expect(summaries[1]!.summary[0]).toMatch(/^Data Engineer with five years of experience turning raw data/);
    expect(summaries[2]!.summary[0]).toMatch(/^Seasoned Data Engineer with more than ten years/);
    const data = ROLE_FAMILIES.find((family) => family.id === 'data-analytics')!;
    expect(roleName('Sr. Lead Data Engineer', data)).toBe('Data Engineer');
    expect(roleName('   ', data)).toBe('data analyst');
    expect(roleName(`Data Engineer ${'and more '.repeat(10)}`, data)).toBe('data analyst');
  });

  it('is deterministic', async () => {
    expect(await writer.summaries('Nurse')).toEqual(await writer.summaries('Nurse'));
    expect(await writer.experienceBullets('Chef')).toBe(await writer.experienceBullets('Chef'));
  });
});
