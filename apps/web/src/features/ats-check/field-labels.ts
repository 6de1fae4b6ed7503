import { SECTIONS, type AtsSeverity, type MessageId } from '@vitae/schema';
import { t, translated, uiLocale } from '../../lib/i18n/language.ts';

const PERSONAL_LABELS: Record<string, MessageId> = {
  fullName: 'ats.fieldFullName',
  jobTitle: 'ats.fieldJobTitle',
  address: 'ats.fieldAddress',
  phone: 'ats.fieldPhone',
  email: 'ats.fieldEmail',
};

/**
 * A field path of the report (`experience.0.companyName`) in the editor's words ("Experience 1 · Company Name"); a
 * path the editor has no name for is shown as it is. In the interface's language: the sections' own names come from
 * packages/schema in English and are looked up in the catalogue (docs/i18n.md).
 */
export function fieldLabel(path: string): string {
  const [head = '', index, name] = path.split('.');
  const personal = PERSONAL_LABELS[head];
  if (personal) return t(personal);
  if (!(head in SECTIONS)) return path;
  const section = SECTIONS[head as keyof typeof SECTIONS];
  if (!('form' in section)) return translated(section.labels.step);
  if (index === undefined || !/^\d+$/.test(index)) return translated(section.labels.step);
  // Names and a number, no words of their own: the same punctuation in every language.
  const item = `${translated(section.labels.item)} ${new Intl.NumberFormat(uiLocale()).format(Number(index) + 1)}`;
  const field = section.form.fields.find((candidate) => candidate.name === name);
  return field ? `${item} · ${translated(field.label)}` : name ? `${item} · ${name}` : item;
}

/** Severities in the order the report lists them, with their group's heading ("Errors (2)"). */
export const SEVERITY_GROUPS: { severity: AtsSeverity; heading: MessageId }[] = [
  { severity: 'error', heading: 'ats.errors' },
  { severity: 'warning', heading: 'ats.warnings' },
  { severity: 'info', heading: 'ats.notes' },
];
