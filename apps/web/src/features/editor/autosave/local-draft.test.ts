import { describe, expect, it } from 'vitest';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft.ts';

const id = '20000000-0000-4000-8000-000000000009';
const key = `vitae.draft.${id}`;

describe('the draft kept on this device', () => {
  it('reads back what was written, and nothing once cleared', () => {
    writeLocalDraft(id, { baseVersion: 3, fields: { summary: 'Kept.' }, savedAt: '2026-11-24T10:00:00.000Z' });
    expect(readLocalDraft(id)).toEqual({
      baseVersion: 3,
      fields: { summary: 'Kept.' },
      savedAt: '2026-11-24T10:00:00.000Z',
    });
    clearLocalDraft(id);
    expect(readLocalDraft(id)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no version', JSON.stringify({ fields: { summary: 'x' }, savedAt: '' })],
    ['a version of 0', JSON.stringify({ baseVersion: 0, fields: { summary: 'x' }, savedAt: '' })],
    ['fields a PATCH would refuse', JSON.stringify({ baseVersion: 1, fields: { experience: 'x' }, savedAt: '' })],
    ['no fields at all', JSON.stringify({ baseVersion: 1, fields: {}, savedAt: '' })],
  ])('ignores a stored draft with %s', (_case, stored) => {
    localStorage.setItem(key, stored);
    expect(readLocalDraft(id)).toBeNull();
  });

  it('cleans what it reads like the server would (control characters go), and drops a stray version', () => {
    localStorage.setItem(
      key,
      JSON.stringify({ baseVersion: 2, fields: { summary: 'a\u0000b', version: 9 }, savedAt: 'then' }),
    );
    expect(readLocalDraft(id)).toEqual({ baseVersion: 2, fields: { summary: 'ab' }, savedAt: 'then' });
  });

  it('keeps edits a save would refuse (they are why the draft exists), and drops only a field of the wrong shape', () => {
    const reversed = { title: 'Lead', startDate: '2022-05', endDate: '2021-01' };
    const halfTyped = { universityName: 'Lund', startDate: 'Mar 20' };
    localStorage.setItem(
      key,
      JSON.stringify({
        baseVersion: 4,
        fields: { experience: [reversed], education: [halfTyped], skills: 'not a list', summary: 'Mine.' },
        savedAt: 'then',
      }),
    );
    const draft = readLocalDraft(id)!;
    expect(draft.fields.summary).toBe('Mine.');
    expect(draft.fields.experience).toEqual([expect.objectContaining(reversed)]);
    expect(draft.fields.education).toEqual([expect.objectContaining(halfTyped)]);
    expect(draft.fields).not.toHaveProperty('skills');
  });
});
