import { resumeSchema, type Resume } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import {
  isDeliberateForm,
  resumeTermTexts,
  termsOf,
  withoutProtectedFlags,
  wordKey,
  wordsOf,
  type HarperIssue,
} from '../src/modules/writing-help/ai/protected-terms.ts';

// What the grammar check never calls misspelled, without Harper: ai-grammar.test.ts checks it with Harper.

describe('terms', () => {
  it('keeps joiners inside a term (C++, C#, Node.js, snake_case, O’Brien) and drops the punctuation around it', () => {
    const text = 'Used C++, C#, Node.js. and "snake_case" with O’Brien’s team (B.Sc.), AR/VR and e-learning.';
    expect(termsOf(text).map((term) => term.text)).toEqual([
      'Used',
      'C++',
      'C#',
      'Node.js',
      'and',
      'snake_case',
      'with',
      'O’Brien’s',
      'team',
      'B.Sc',
      'AR',
      'VR',
      'and',
      'e',
      'learning',
    ]);
  });

  it('gives UTF-16 offsets into the text, after emoji', () => {
    const text = '😀 Built iOS apps';
    for (const term of termsOf(text)) expect(text.slice(term.start, term.end)).toBe(term.text);
    expect(termsOf(text)[1]).toEqual({ start: 9, end: 12, text: 'iOS' });
  });

  it('recognises deliberate forms: all caps, mixed case, digits, dots, plus, hash', () => {
    for (const term of ['BLS', 'GAAP', 'SQL', 'NetSuite', 'iOS', 'JavaScript', 'McKinsey', 'RFIs', 'CFO’s', 'S3']) {
      expect(isDeliberateForm(term), term).toBe(true);
    }
    for (const term of ['C++', 'C#', 'Node.js', 'ISO9001', 'B.Sc', '2M', 'snake_case', 'O’Brien']) {
      expect(isDeliberateForm(term), term).toBe(true);
    }
    for (const term of ['managment', 'Managment', 'I', 'A', 'Kiewit', 'Kiewit’s', 'the', 'Acheived']) {
      expect(isDeliberateForm(term), term).toBe(false);
    }
  });

  it('compares words case-insensitively, without a possessive', () => {
    expect(wordKey('Kiewit’s')).toBe('kiewit');
    expect(wordKey("KIEWIT'S")).toBe('kiewit');
    expect(wordKey('NetSuite')).toBe('netsuite');
    expect([...wordsOf(['Kaiser Permanente', 'Node.js'])]).toEqual(['kaiser', 'permanente', 'node.js']);
  });
});

describe("a resume's own terms", () => {
  it('come from its short fields, never from the summary, work summaries or descriptions', () => {
    const resume: Resume = resumeSchema.parse({
      _id: '00000000-0000-4000-8000-000000000001',
      resumeTitle: 'Title',
      templateId: null,
      fullName: 'Zoë Kowalczyk',
      jobTitle: 'Estimator',
      address: 'Tacoma',
      phone: '',
      email: '',
      summary: 'Summaryword',
      experience: [
        {
          title: 'Foreman',
          companyName: 'Kiewit',
          city: 'Puyallup',
          state: 'WA',
          startDate: '',
          endDate: '',
          currentlyWorking: false,
          workSummary: '<p>Workword</p>',
        },
      ],
      education: [
        {
          universityName: 'Gonzaga',
          degree: 'BSc',
          major: 'Geomatics',
          startDate: '',
          endDate: '',
          description: 'Descword',
        },
      ],
      projects: [{ projectName: 'Tahoma', projectLink: '', description: 'Projword' }],
      achievements: [{ achievement: 'Kudos' }],
      skills: [{ name: 'Procore' }],
      interests: [{ interestName: 'Bouldering' }],
      certificationsOrExtraCurriculars: [{ certificationOrExtraCurricularName: 'NCCER' }],
      social: [{ socialMediaName: 'Mastodon', socialMediaLink: '' }],
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const words = wordsOf(resumeTermTexts(resume));
    for (const word of ['zoë', 'kowalczyk', 'estimator', 'tacoma', 'foreman', 'kiewit', 'puyallup', 'wa', 'gonzaga']) {
      expect(words.has(word), word).toBe(true);
    }
    for (const word of ['bsc', 'geomatics', 'tahoma', 'kudos', 'procore', 'bouldering', 'nccer', 'mastodon']) {
      expect(words.has(word), word).toBe(true);
    }
    for (const word of ['summaryword', 'workword', 'descword', 'projword', 'p'])
      expect(words.has(word), word).toBe(false);
  });
});

describe('dropping flags on protected terms', () => {
  const issue = (text: string, problem: string, kind: string, replacement: string | null, from = 0): HarperIssue => {
    const start = text.indexOf(problem, from);
    return { start, end: start + problem.length, message: `${kind} lint`, replacement, kind };
  };

  it('drops spelling, typo and canonical-capitalization flags on deliberate forms and the user’s words only', () => {
    const text = 'Prepared BLS reports in NetSuite with Kiewit’s ACLS crews, acheived targets, and managment.';
    const issues = [
      issue(text, 'BLS', 'Spelling', 'Bus'),
      issue(text, 'NetSuite', 'Spelling', 'Nettie'),
      issue(text, 'Kiewit’s', 'Spelling', 'Kiwi’s'),
      issue(text, 'ACLS', 'Capitalization', 'ACLs'),
      issue(text, 'acheived', 'Spelling', 'achieved'),
      issue(text, 'managment', 'Typo', 'management'),
    ];
    const kept = withoutProtectedFlags(text, issues, wordsOf(['Kiewit']));
    expect(kept.map((found) => text.slice(found.start, found.end))).toEqual(['acheived', 'managment']);
    // Without the user's word, Kiewit is flagged like any unknown word.
    expect(withoutProtectedFlags(text, issues, new Set()).map((found) => found.replacement)).toContain('Kiwi’s');
  });

  it('never drops grammar: articles, repetition, their/there, agreement, even on protected words', () => {
    const text = 'Built a ETL job with there team; SQL SQL was fast, and Kiewit Kiewit hired me.';
    const issues = [
      issue(text, 'a', 'Miscellaneous', 'an', text.indexOf('a ETL')),
      issue(text, 'there', 'Grammar', 'their'),
      issue(text, 'SQL SQL', 'Repetition', 'SQL'),
      issue(text, 'Kiewit Kiewit', 'Repetition', 'Kiewit'),
      issue(text, 'SQL', 'Style', 'SQL,'),
    ];
    const words = wordsOf(['Kiewit', 'a', 'there', 'team']);
    expect(withoutProtectedFlags(text, issues, words)).toEqual(issues);
  });

  it('keeps a sentence-start capitalization of the user’s lowercase word, but never re-cases a deliberate form', () => {
    const text = 'led crews. iOS apps. dbt models.';
    const issues = [
      issue(text, 'led', 'Capitalization', 'Led'),
      issue(text, 'iOS', 'Capitalization', 'IOS'),
      issue(text, 'dbt', 'Spelling', 'debt'),
    ];
    const kept = withoutProtectedFlags(text, issues, wordsOf(['Led', 'dbt']));
    expect(kept.map((found) => found.replacement)).toEqual(['Led']);
  });

  it('drops a grammar lint that rewrites a deliberate term (5TB -> 5 terabytes) but keeps one that keeps it', () => {
    const text = 'Processed 5TB daily in Kafka, Spark and SQL.';
    const issues = [
      issue(text, 'TB', 'WordChoice', ' terabytes'),
      issue(text, 'Spark', 'Style', 'Spark,'),
      issue(text, 'SQL', 'Style', 'SQL,'),
    ];
    expect(withoutProtectedFlags(text, issues, new Set()).map((found) => found.replacement)).toEqual([
      'Spark,',
      'SQL,',
    ]);
  });

  it('keeps a flag that covers an unprotected word too (Microsoft excel)', () => {
    const text = 'Expert in Microsoft excel.';
    const issues = [issue(text, 'Microsoft excel', 'Capitalization', 'Microsoft Excel')];
    expect(withoutProtectedFlags(text, issues, wordsOf(['Microsoft']))).toEqual(issues);
    expect(withoutProtectedFlags(text, issues, wordsOf(['Microsoft', 'excel']))).toEqual([]);
  });
});
