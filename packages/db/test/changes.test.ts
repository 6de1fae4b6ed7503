import { describe, expect, it } from 'vitest';
import { parseChange } from '../src/changes.ts';

describe('parseChange', () => {
  it('reads what the triggers announce', () => {
    expect(parseChange('resumes u1 r1')).toEqual({ table: 'resumes', userId: 'u1', id: 'r1' });
    expect(parseChange('users u1')).toEqual({ table: 'users', userId: 'u1' });
    expect(parseChange('sessions u1 f1')).toEqual({ table: 'sessions', userId: 'u1', familyId: 'f1' });
  });

  it('reads nothing it does not know, so the caller assumes anything changed', () => {
    for (const payload of [
      '',
      'resumes',
      'resumes u1',
      'users u1 extra',
      'sessions u1',
      'templates t1',
      'resumes u1 r1 x',
    ])
      expect(parseChange(payload)).toBeUndefined();
  });
});
