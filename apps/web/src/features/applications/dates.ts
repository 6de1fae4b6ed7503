import { uiLocale } from '../../lib/i18n/language.ts';
/**
 * Next steps are stored as ISO 8601 with the offset they were entered in ("2026-12-03T14:00:00+01:00"); the
 * browser's date-time input speaks local time without an offset ("2026-12-03T14:00"). These turn one into the other.
 */
const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** A datetime-local value as ISO 8601 with this browser's offset for that moment; '' for none or an invalid one. */
export function localInputToIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** An ISO date-time as a datetime-local value in this browser's time ('' for none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The day a moment falls on, in this browser's time, as a key ("2026-12-03") to group an agenda by. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Dates and times in the interface's language (docs/i18n.md), in this browser's time zone. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(uiLocale(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(uiLocale(), { hour: '2-digit', minute: '2-digit' });
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(uiLocale(), { dateStyle: 'medium' });
