import { describe, expect, it } from 'vitest';
import { fakeResume } from '../../test/fake-api.ts';
import { groupByMaster } from './group-by-master.ts';

const resume = (id: number, title: string, masterId: number | null = null) =>
  fakeResume({
    _id: `20000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    resumeTitle: title,
    masterId: masterId === null ? null : `20000000-0000-4000-8000-${String(masterId).padStart(12, '0')}`,
  });

describe('groupByMaster', () => {
  it('lists each master followed by its variants, in the list’s order otherwise', () => {
    const listed = groupByMaster([
      resume(3, 'Product — Globex', 1),
      resume(2, 'Design'),
      resume(1, 'Product'),
      resume(4, 'Product — Initech', 1),
    ]);
    expect(listed.map(({ resume, masterTitle }) => [resume.resumeTitle, masterTitle])).toEqual([
      ['Design', undefined],
      ['Product', undefined],
      ['Product — Globex', 'Product'],
      ['Product — Initech', 'Product'],
    ]);
  });

  it('lists a variant whose master is not in the list on its own', () => {
    const listed = groupByMaster([resume(3, 'Product — Globex', 9), resume(2, 'Design')]);
    expect(listed.map(({ resume, masterTitle }) => [resume.resumeTitle, masterTitle])).toEqual([
      ['Product — Globex', undefined],
      ['Design', undefined],
    ]);
  });
});
