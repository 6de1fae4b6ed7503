import { describe, expect, it } from 'vitest';
import { matchResume } from '../src/modules/job-match/match.ts';
import { extractRequirements } from '../src/modules/job-match/requirements.ts';
import { HELD_OUT_DIR, loadPostings, scoreCorpus } from './helpers/posting-corpus.ts';

/**
 * The job match's reading of postings against the requirements a person listed (docs/job-match.md, "The corpus").
 * Floors sit a little below what was measured, so a change that reads worse fails.
 */
describe('the posting corpus', () => {
  const corpus = scoreCorpus();

  it('has at least 30 postings from at least 8 fields', () => {
    expect(corpus.postings).toBeGreaterThanOrEqual(30);
    expect(corpus.fields).toBeGreaterThanOrEqual(8);
  });

  it('finds the listed requirements (term and kind) with their required flag', () => {
    const misses = corpus.scores.filter(
      (score) => score.missed.length || score.extra.length || score.wrongRequired.length,
    );
    const report = misses.map((score) => `${score.name}: -${score.missed} +${score.extra} ~${score.wrongRequired}`);
    expect(corpus.precision, report.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(corpus.recall, report.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(corpus.requiredAccuracy, report.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('reads the held-out postings, written after the rules were frozen, nearly as precisely', () => {
    const heldOut = scoreCorpus(loadPostings(HELD_OUT_DIR));
    expect(heldOut.postings).toBeGreaterThanOrEqual(10);
    expect(heldOut.precision).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.7);
    expect(heldOut.requiredAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});

const names = (posting: string) => extractRequirements(posting).map((requirement) => requirement.text);

describe('words are matched as words', () => {
  it('reads Go as the language only where it is one', () => {
    expect(names('We are a Google partner. Go above and beyond for customers.')).not.toContain('Go');
    expect(names('Experience with Go and Kubernetes')).toContain('Go');
    expect(names('Skills:\n- Go\n- Rust')).toEqual(expect.arrayContaining(['Go', 'Rust']));
    expect(names('Go-to-market experience with Salesforce')).not.toContain('Go');
  });

  it('reads R only when written as such among skills', () => {
    expect(names('Our R&D team reports regularly. Remote work is possible.')).not.toContain('R');
    expect(names('Statistics in R or Python')).toContain('R');
    expect(names('Rank r values in a spreadsheet with Python')).not.toContain('R');
  });

  it('tells Excel from excellent and excel', () => {
    expect(names('Excellent communication; you will excel in a fast team.')).not.toContain('Excel');
    expect(names('Advanced Excel (pivot tables)')).toContain('Excel');
  });

  it('tells Java from JavaScript and C from C++ and C#', () => {
    expect(names('Experience with JavaScript')).toEqual(['JavaScript']);
    expect(names('Experience with Java')).toEqual(['Java']);
    expect(names('Programming in C++ and C#')).toEqual(['C++', 'C#']);
    expect(names('Programming in C, C++ and C#')).toEqual(['C', 'C++', 'C#']);
    expect(names('Grade C students welcome')).not.toContain('C');
  });

  it('reads synonyms and abbreviations as one term', () => {
    expect(names('JS and Postgres')).toEqual(['JavaScript', 'PostgreSQL']);
    expect(names('Must be a Certified Public Accountant')).toEqual(['CPA']);
    expect(names('Active RN license and a Class A CDL')).toEqual(['Registered Nurse', 'CDL']);
  });
});

describe('required or nice to have', () => {
  const flags = (posting: string) =>
    Object.fromEntries(extractRequirements(posting).map((requirement) => [requirement.text, requirement.required]));

  it('follows headings, labels and the words near a term', () => {
    expect(flags('Requirements:\n- Python\n\nNice to have:\n- Terraform')).toEqual({ Python: true, Terraform: false });
    expect(flags("Bachelor's degree required, Master's preferred.")).toEqual({
      "Bachelor's degree": true,
      "Master's degree": false,
    });
    expect(flags('Fluent English, German is a plus.')).toEqual({ English: true, German: false });
    expect(flags('OSHA 10 certification (OSHA 30 preferred)')).toEqual({ 'OSHA 10': true, 'OSHA 30': false });
    expect(flags('Excel; ideally Tableau')).toEqual({ Excel: true, Tableau: false });
  });

  it('drops what the posting says is not asked', () => {
    expect(names('A CDL is not required. We do not use Java.')).toEqual([]);
  });
});

describe('evidence from the resume', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const resume = {
    skills: [{ name: 'JavaScript' }, { name: 'Spanish (basic)' }],
    summary: '<p>I managed budgets for three clinics.</p>',
    experience: [
      {
        title: 'Accountant',
        companyName: 'Ledgerly',
        city: '',
        state: '',
        startDate: '2023-06',
        endDate: '',
        currentlyWorking: true,
        workSummary: '<ul><li><p>Closed the books each month in QuickBooks.</p></li></ul>',
      },
    ],
    education: [
      { universityName: 'Uni', degree: "Bachelor's", major: 'Finance', startDate: '', endDate: '', description: '' },
    ],
  };
  const statuses = (posting: string) =>
    Object.fromEntries(matchResume({ posting, resume, now }).requirements.map((entry) => [entry.text, entry.status]));

  it('does not take JavaScript for Java, nor a Google job for Go', () => {
    expect(statuses('Experience with Java and Go')).toEqual({ Java: 'not_shown', Go: 'not_shown' });
  });

  it('counts years from the dates and says partly where fewer are shown', () => {
    expect(statuses('2+ years of accounting experience')).toEqual({ '2+ years of experience in accounting': 'met' });
    expect(statuses('5+ years of accounting experience')).toEqual({ '5+ years of experience in accounting': 'partly' });
  });

  it('weighs degrees and language levels, and reads stems as related only', () => {
    expect(statuses("Master's degree in Finance required")).toEqual({ "Master's degree": 'partly' });
    expect(statuses("Bachelor's degree required")).toEqual({ "Bachelor's degree": 'met' });
    expect(statuses('Fluent Spanish required')).toEqual({ Spanish: 'partly' });
    expect(statuses('Budgeting and QuickBooks required')).toEqual({ Budgeting: 'met', QuickBooks: 'met' });
    // "managed two projects" speaks of project management without naming it.
    expect(statuses('Project management required')).toEqual({ 'Project management': 'not_shown' });
    const managing = { ...resume, summary: '<p>I managed two projects for three clinics.</p>' };
    const match = matchResume({ posting: 'Project management required', resume: managing, now });
    expect(match.requirements[0]).toMatchObject({ status: 'partly', evidence: [{ field: 'summary' }] });
  });
});
