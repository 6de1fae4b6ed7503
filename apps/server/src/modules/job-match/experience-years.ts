import { parseMonthInput } from '@vitae/schema';
import type { MatchableResume } from './resume-text.ts';

/** A job's months on the resume: from its start to its end, or to `now` while current or without an end. */
export interface JobSpan {
  index: number;
  title: string;
  from: number;
  to: number;
  /** "Mar 2019 – present" as written on the resume. */
  dates: string;
}

const monthNumber = (value: string): number | null => {
  const month = parseMonthInput(value);
  if (!month) return null;
  const [year, number] = month.split('-').map(Number);
  return year! * 12 + number! - 1;
};

/** The jobs whose dates can be read, in the resume's order (docs/job-match.md, "Years of experience"). */
export function jobSpans(resume: MatchableResume, now: Date): JobSpan[] {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return (resume.experience ?? []).flatMap((job, index) => {
    const from = monthNumber(job.startDate ?? '');
    if (from === null) return [];
    const end = job.currentlyWorking ? null : monthNumber(job.endDate ?? '');
    const to = end ?? today;
    if (to < from) return [];
    const dates = `${job.startDate} – ${job.currentlyWorking || !job.endDate ? 'present' : job.endDate}`;
    return [{ index, title: job.title ?? '', from, to: to + 1, dates }];
  });
}

/** Years covered by `spans`, overlapping jobs counted once. */
export function yearsOf(spans: JobSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let months = 0;
  let reached = -Infinity;
  for (const span of sorted) {
    const start = Math.max(span.from, reached);
    if (span.to > start) months += span.to - start;
    reached = Math.max(reached, span.to);
  }
  return months / 12;
}
