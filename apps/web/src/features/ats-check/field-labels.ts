import { SECTIONS, type AtsSeverity } from '@vitae/schema';

const PERSONAL_LABELS: Record<string, string> = {
  fullName: 'Full Name',
  jobTitle: 'Job Title',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
};

/**
 * A field path of the report (`experience.0.companyName`) in the editor's words ("Experience 1 · Company Name"); a
 * path the editor has no name for is shown as it is.
 */
export function fieldLabel(path: string): string {
  const [head = '', index, name] = path.split('.');
  if (PERSONAL_LABELS[head]) return PERSONAL_LABELS[head];
  if (!(head in SECTIONS)) return path;
  const section = SECTIONS[head as keyof typeof SECTIONS];
  if (!('form' in section)) return section.labels.step;
  if (index === undefined || !/^\d+$/.test(index)) return section.labels.step;
  const item = `${section.labels.item} ${Number(index) + 1}`;
  const field = section.form.fields.find((candidate) => candidate.name === name);
  return field ? `${item} · ${field.label}` : name ? `${item} · ${name}` : item;
}

/** Severities in the order the report lists them, with their group's heading. */
export const SEVERITY_GROUPS: { severity: AtsSeverity; heading: string }[] = [
  { severity: 'error', heading: 'Errors' },
  { severity: 'warning', heading: 'Warnings' },
  { severity: 'info', heading: 'Notes' },
];
