import { type Resume, resumeSchema } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { resumeSourceTexts, unsupportedFacts } from '../src/modules/tailoring/evidence-lock.ts';

// The evidence lock without a server: tailoring.test.ts checks it through the route with a fake AI provider.

const resume: Resume = resumeSchema.parse({
  _id: '00000000-0000-4000-8000-000000000001',
  resumeTitle: 'Product resume',
  templateId: null,
  version: 1,
  masterId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  fullName: 'Ana Müller',
  jobTitle: 'Senior Product Manager',
  address: 'Zürich',
  phone: '+41 44 000 00 00',
  email: 'ana@example.com',
  summary: '<p>Product manager with <strong>8 years</strong> of experience in payments and logistics.</p>',
  experience: [
    {
      title: 'Senior Product Manager',
      companyName: 'Acme Payments AG',
      city: 'Zürich',
      state: '',
      startDate: '2019-03',
      endDate: '',
      currentlyWorking: true,
      workSummary:
        '<ul><li>Grew checkout conversion by 40 % across 12 markets.</li><li>Led a team of five engineers and two designers.</li><li>Cut payment failures from 1,000 to 250 a day with Stripe and SQL dashboards in Looker.</li><li>Managed a budget of $1,200,000.</li></ul>',
    },
    {
      title: 'Business Analyst',
      companyName: 'Logistik Söhne GmbH',
      city: 'Basel',
      state: '',
      startDate: '2015-09',
      endDate: '2019-02',
      currentlyWorking: false,
      workSummary: '<p>Built forecasting models in Excel and Python for 3 warehouses.</p>',
    },
  ],
  education: [
    {
      universityName: 'ETH Zürich',
      degree: 'MSc',
      major: 'Management, Technology and Economics',
      startDate: '2013-09',
      endDate: '2015-07',
      description: '',
    },
  ],
  skills: [{ name: 'Product discovery' }, { name: 'SQL' }, { name: 'A/B testing' }, { name: 'Jira' }],
  certificationsOrExtraCurriculars: [{ certificationOrExtraCurricularName: 'Certified Scrum Product Owner (CSPO)' }],
});
const sources = resumeSourceTexts(resume);
// The sources are read once per array (a WeakMap): every call below reads this same array.
const facts = (candidate: string) => unsupportedFacts(candidate, sources);

describe('resumeSourceTexts', () => {
  it('gives every text of the resume, rich text as plain lines', () => {
    expect(sources).toContain('Acme Payments AG');
    expect(sources).toContain('2019-03');
    expect(sources).toContain('Certified Scrum Product Owner (CSPO)');
    const summary = sources.find((text) => text.startsWith('Product manager with'));
    expect(summary).toBe('Product manager with 8 years of experience in payments and logistics.');
    expect(sources.join('\n')).not.toContain('<');
  });
});

describe('kept: what the resume already says, said another way', () => {
  it.each([
    ['a reordering', 'Across 12 markets, grew checkout conversion by 40%.'],
    ['a rephrasing', 'Raised checkout conversion 40 percent in twelve markets at Acme Payments.'],
    ['emphasis', '<p>Grew <strong>checkout conversion by 40 %</strong> across <em>12 markets</em>.</p>'],
    ['numbers written another way', 'Reduced payment failures from 1000 to 250 per day; owned a $1.2M budget.'],
    ['spelled numbers', 'Led five engineers and two designers.'],
    ['case and accents', 'Senior product manager at ACME PAYMENTS, Zurich, since March 2019.'],
    ['a degree under another name', 'Holds an M.Sc. from ETH Zurich.'],
    ['a certification named again', 'Certified Scrum Product Owner with SQL and Looker skills.'],
    ['a title from the resume', 'Worked as Business Analyst at Logistik Söhne GmbH from 2015 to 2019.'],
    ['plain sentences with capitals at their starts', 'Drives discovery. Ships often. Measures everything.'],
    ['a list of the resume’s skills', 'SQL, Python, Excel, Jira, A/B testing and product discovery.'],
    ['durations the resume states', 'Over 8 years in payments.'],
    ['a list of names the resume has', 'Shipped Looker and SQL dashboards at Acme Payments AG with Stripe.'],
    ['a year range of the resume’s dates', 'Business Analyst, 2015–2019.'],
    ['a lift said another way', 'Drove a 40% lift in checkout conversion across 12 markets.'],
    [
      'counts and a daily rate',
      'Partnered with engineers and designers to cut payment failures from 1,000 to 250 daily.',
    ],
    [
      'a title, a company and a city',
      'Data-driven Senior Product Manager at Acme Payments AG in Zürich with 8 years of experience.',
    ],
    ['everyday words that are also names', 'Sparked interest; helped teams react fast with safe rollouts.'],
    [
      'a bulleted rich text',
      '<ul><li>Led five engineers.</li><li>Built forecasting models in Python for 3 warehouses.</li></ul>',
    ],
  ])('%s', (_name, candidate) => {
    expect(facts(candidate)).toEqual([]);
  });
});

describe('caught: facts the resume does not have', () => {
  it('an invented employer', () => {
    expect(facts('Grew checkout conversion by 40% at Google.')).toEqual([{ kind: 'employer', text: 'Google' }]);
    expect(facts('Led payments for Initech Corp.')).toEqual([{ kind: 'employer', text: 'Initech Corp' }]);
    expect(facts('Led payments at Bank of America.')).toEqual([{ kind: 'employer', text: 'Bank of America' }]);
  });

  it('an invented number, percentage or amount', () => {
    expect(facts('Grew checkout conversion by 45% across 12 markets.')).toEqual([{ kind: 'number', text: '45%' }]);
    expect(facts('Managed a budget of $2M.')).toEqual([{ kind: 'number', text: '$2M' }]);
    expect(facts('Led a team of seven engineers.')).toEqual([{ kind: 'number', text: 'seven' }]);
    expect(facts('Saved 30 hours a week.')).toEqual([{ kind: 'number', text: '30' }]);
    // The resume has 3 warehouses, not a threefold anything.
    expect(facts('Grew throughput 3x.')).toEqual([{ kind: 'number', text: '3x' }]);
  });

  it('a number with another unit is another fact', () => {
    // The resume has 12 markets, not 12%.
    expect(facts('Improved retention by 12%.')).toEqual([{ kind: 'number', text: '12%' }]);
  });

  it('an invented degree', () => {
    expect(facts('Product manager with an MBA.')).toEqual([{ kind: 'degree', text: 'MBA' }]);
    expect(facts('Holds a PhD in economics.')).toEqual([{ kind: 'degree', text: 'PhD' }]);
    expect(facts('Has a BS in Computer Science.')).toContainEqual({ kind: 'degree', text: 'BS' });
  });

  it('an invented skill, from the list or by its form', () => {
    expect(facts('Built dashboards in Tableau and SQL.')).toEqual([{ kind: 'skill', text: 'Tableau' }]);
    expect(facts('Deployed services on kubernetes.')).toEqual([{ kind: 'skill', text: 'kubernetes' }]);
    expect(facts('Automated reports with NetSuite.')).toEqual([{ kind: 'skill', text: 'NetSuite' }]);
    expect(facts('Rebuilt checkout in React.')).toEqual([{ kind: 'skill', text: 'React' }]);
  });

  it('an invented date', () => {
    expect(facts('Senior Product Manager since 2017.')).toEqual([{ kind: 'date', text: '2017' }]);
    expect(facts('Senior Product Manager since June 2019.')).toEqual([{ kind: 'date', text: 'June 2019' }]);
  });

  it('an invented certification', () => {
    expect(facts('PMP with 8 years in payments.')).toEqual([{ kind: 'certification', text: 'PMP' }]);
    expect(facts('Led payments as a SAFe practitioner.')).toEqual([{ kind: 'certification', text: 'SAFe' }]);
    expect(facts('Became an AWS Certified Solutions Architect.')).toContainEqual({
      kind: 'certification',
      text: 'AWS Certified Solutions Architect',
    });
  });

  it('an invented title', () => {
    expect(facts('Promoted to Director of Product in payments.')).toEqual([
      { kind: 'title', text: 'Director of Product' },
    ]);
    expect(facts('Worked as Chief Product Officer at Acme Payments.')).toEqual([
      { kind: 'title', text: 'Chief Product Officer' },
    ]);
  });

  it('reads a Scrum Master as a name, not a degree', () => {
    expect(facts('Worked beside the Scrum Master.')).toEqual([{ kind: 'skill', text: 'Scrum Master' }]);
  });

  it('names a quarter as a date and a rank as a number', () => {
    expect(facts('Ranked 1st of 30 product managers in Q3.')).toEqual([
      { kind: 'number', text: '1st' },
      { kind: 'number', text: '30' },
      { kind: 'date', text: 'Q3' },
    ]);
  });

  it('names every invented fact once, in order', () => {
    expect(facts('Joined Globex in 2014 with an MBA; grew revenue 25% using Tableau. Grew revenue 25% again.')).toEqual(
      [
        { kind: 'employer', text: 'Globex' },
        { kind: 'date', text: '2014' },
        { kind: 'degree', text: 'MBA' },
        { kind: 'number', text: '25%' },
        { kind: 'skill', text: 'Tableau' },
      ],
    );
  });

  it('reads rich text as its text', () => {
    expect(facts('<ul><li>Grew conversion by <strong>60%</strong>.</li></ul>')).toEqual([
      { kind: 'number', text: '60%' },
    ]);
  });

  it('has nothing to check in an empty text', () => {
    expect(facts('')).toEqual([]);
    expect(facts('<p></p>')).toEqual([]);
  });
});
