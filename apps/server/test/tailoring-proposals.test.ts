import { type Resume, resumeSchema } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { offlineProposals, postingTerms, termsMet } from '../src/modules/tailoring/proposals.ts';

// The offline proposals without a server: tailoring.test.ts checks them through the route.

const resume = (content: Partial<Resume>): Resume =>
  resumeSchema.parse({
    _id: '00000000-0000-4000-8000-000000000001',
    resumeTitle: 'Accounting',
    templateId: null,
    version: 1,
    masterId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...content,
  });

describe('offline proposals', () => {
  it('puts first the skill the job match finds under another name (Certified Public Accountant for CPA)', () => {
    const proposals = offlineProposals(
      resume({ skills: [{ name: 'Payroll' }, { name: 'Certified Public Accountant' }, { name: 'Excel' }] }),
      // Only the job match knows CPA is Certified Public Accountant: none of the skill's words is in the posting.
      'Must hold a CPA.',
    );
    expect(proposals.find((proposal) => proposal.id === 'offline-skills')).toMatchObject({
      before: 'Payroll, Certified Public Accountant, Excel',
      after: 'Certified Public Accountant, Payroll, Excel',
    });
  });

  it('moves the bullets that meet the posting first, keeping each bullet’s own HTML', () => {
    const proposals = offlineProposals(
      resume({
        experience: [
          {
            title: 'Accountant',
            companyName: 'Initech',
            city: '',
            state: '',
            startDate: '2020-01',
            endDate: '',
            currentlyWorking: true,
            workSummary:
              '<ul><li>Organised the office party.</li><li>Closed the books <strong>monthly</strong> under GAAP.</li></ul>',
          },
        ],
      }),
      'We need GAAP knowledge and a monthly close.',
    );
    expect(proposals).toEqual([
      expect.objectContaining({
        id: 'offline-bullets-0',
        field: 'experience.0.workSummary',
        before: 'Organised the office party.\nClosed the books monthly under GAAP.',
        after: 'Closed the books monthly under GAAP.\nOrganised the office party.',
        value:
          '<ul><li>Closed the books <strong>monthly</strong> under GAAP.</li><li>Organised the office party.</li></ul>',
      }),
    ]);
  });

  it('proposes nothing when the order already fits, or the posting has no terms', () => {
    const fitting = resume({ skills: [{ name: 'GAAP' }, { name: 'Excel' }] });
    expect(offlineProposals(fitting, 'GAAP and Excel.')).toEqual([]);
    expect(offlineProposals(resume({ skills: [{ name: 'Excel' }, { name: 'GAAP' }] }), 'the and of')).toEqual([]);
  });

  it('reads the posting’s terms on a light stem, without the common words', () => {
    const terms = postingTerms('Managed budgets; management experience required.');
    expect(termsMet('Budget management', terms)).toBe(2);
    expect(terms.has('experience')).toBe(false);
  });
});
