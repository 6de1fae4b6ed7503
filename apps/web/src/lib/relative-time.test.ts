import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [ago(20), 'just now'],
    [ago(5 * 60), '5 minutes ago'],
    [ago(3 * 3600), '3 hours ago'],
    [ago(26 * 3600), 'yesterday'],
    [ago(3 * 86_400), '3 days ago'],
    [ago(15 * 86_400), '2 weeks ago'],
    [ago(70 * 86_400), '2 months ago'],
    [ago(400 * 86_400), 'last year'],
    ['not a date', ''],
  ])('%s → %s', (iso, words) => {
    expect(relativeTime(iso, now)).toBe(words);
  });
});
