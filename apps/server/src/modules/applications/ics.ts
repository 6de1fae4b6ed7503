import type { Application, NextStep } from '@vitae/schema';

/**
 * An application's dated steps as an iCalendar file (RFC 5545; docs/applications.md, Calendar): one VEVENT per step,
 * past ones included, so a calendar that imported the file before keeps its events and updates the changed ones.
 */

const encoder = new TextEncoder();
/** Octets of a content line before CRLF (RFC 5545 3.1). */
const MAX_LINE_OCTETS = 75;
/** How long an event lasts: a step names a start only. */
const EVENT_MS = 60 * 60 * 1000;

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks written as `\n`. */
export const escapeText = (value: string) =>
  value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded at 75 octets (RFC 5545 3.1): every continuation starts with a space, which counts toward
 * its 75. A UTF-8 character is never split across two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A date-time in UTC, the form that carries its zone without a VTIMEZONE: 20261203T130000Z. */
export const icsDateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * The steps, each with its place: past steps are appended to and never rewritten, and the next step becomes the
 * next past one when replaced, so a step's place (its UID) is the same in every file downloaded.
 */
const stepsOf = (application: Application): { step: NextStep; place: number }[] => [
  ...application.pastSteps.map((step, place) => ({ step, place })),
  ...(application.nextStep ? [{ step: application.nextStep, place: application.pastSteps.length }] : []),
];

export function applicationCalendar(application: Application, { now, host }: { now: Date; host: string }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vitae//Applications//EN', 'CALSCALE:GREGORIAN'];
  lines.push('METHOD:PUBLISH');
  for (const { step, place } of stepsOf(application)) {
    const start = new Date(step.at);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${application._id}-step-${place}@${host}`,
      `DTSTAMP:${icsDateTime(now)}`,
      `DTSTART:${icsDateTime(start)}`,
      `DTEND:${icsDateTime(new Date(start.getTime() + EVENT_MS))}`,
      `SUMMARY:${escapeText(`${step.title} — ${application.role} at ${application.company}`)}`,
      ...(application.link ? [`URL:${application.link}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
