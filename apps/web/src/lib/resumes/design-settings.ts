import type { CustomSection, Design, DesignOptions, Resume } from '@vitae/schema';

/** A change to the design: a setting given as undefined is taken out (the template draws it its own way). */
export type DesignPatch = { [K in keyof Design]?: Design[K] | undefined };

const isEmpty = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** The design with `patch` applied; settings left undefined or empty are left out, as "as the template draws it". */
export function withDesign(design: Design, patch: DesignPatch): Design {
  const next: Record<string, unknown> = { ...design, ...patch };
  for (const [key, value] of Object.entries(next)) if (isEmpty(value)) delete next[key];
  return next as Design;
}

/** Accent colours offered as swatches; any other colour comes from the colour picker. */
export const ACCENT_SWATCHES = [
  { name: 'Navy', value: '#1f3a5f' },
  { name: 'Blue', value: '#1d4ed8' },
  { name: 'Teal', value: '#0f766e' },
  { name: 'Green', value: '#15803d' },
  { name: 'Burgundy', value: '#9f1239' },
  { name: 'Red', value: '#b91c1c' },
  { name: 'Orange', value: '#c2410c' },
  { name: 'Purple', value: '#6d28d9' },
  { name: 'Charcoal', value: '#374151' },
] as const;

/** A section of the resume as the Sections list shows it. */
export interface SectionRow {
  /** The section's key ("experience") or, for a section of the user's own, its id. */
  key: string;
  custom: boolean;
  /** What the resume calls it when the user gave it no title: the heading in the resume's language, or its own title. */
  defaultTitle: string;
  /** The user's heading (design.sectionTitles), '' when none. */
  ownTitle: string;
  hidden: boolean;
}

export const UNTITLED_SECTION = 'Untitled section';

/** The heading the resume shows for this section. */
export const rowTitle = (row: SectionRow): string => row.ownTitle.trim() || row.defaultTitle;

/**
 * Every section of the resume in the order it is drawn: those named in design.sectionOrder first, then the others in
 * the order of `options.sections`, the user's own sections last.
 */
export function sectionRows(
  resume: Pick<Resume, 'design' | 'customSections'>,
  options: Pick<DesignOptions, 'sections' | 'titles'>,
): SectionRow[] {
  const { design, customSections } = resume;
  const titles = options.titles[design.language ?? 'en'] ?? options.titles.en ?? {};
  const ownTitles = (design.sectionTitles ?? {}) as Record<string, string | undefined>;
  const hidden = new Set<string>(design.hiddenSections ?? []);
  const all = new Map<string, Omit<SectionRow, 'ownTitle' | 'hidden'>>();
  for (const key of options.sections) all.set(key, { key, custom: false, defaultTitle: titles[key] ?? key });
  for (const section of customSections) {
    all.set(section.id, { key: section.id, custom: true, defaultTitle: section.title.trim() || UNTITLED_SECTION });
  }
  const order = [...new Set([...(design.sectionOrder ?? []).filter((key) => all.has(key)), ...all.keys()])];
  return order.map((key) => ({ ...all.get(key)!, ownTitle: ownTitles[key] ?? '', hidden: hidden.has(key) }));
}

/** What the design says of one section: its place in the order, whether it is hidden, its own title. */
export interface SectionDesign {
  orderIndex: number;
  hidden: boolean;
  title: string | undefined;
}

/** The design without any mention of section `key` (a removed section of the user's own), and what it said. */
export function forgetSection(design: Design, key: string): { design: Design; kept: SectionDesign } {
  const titles = { ...(design.sectionTitles as Record<string, string | undefined> | undefined) };
  const kept: SectionDesign = {
    orderIndex: (design.sectionOrder ?? []).indexOf(key),
    hidden: (design.hiddenSections ?? []).includes(key),
    title: titles[key],
  };
  delete titles[key];
  return {
    design: withDesign(design, {
      sectionOrder: design.sectionOrder?.filter((other) => other !== key),
      hiddenSections: design.hiddenSections?.filter((other) => other !== key),
      sectionTitles: titles as Design['sectionTitles'],
    }),
    kept,
  };
}

/** The design saying again what it said of section `key` before forgetSection (Undo). */
export function restoreSection(design: Design, key: string, kept: SectionDesign): Design {
  const order = (design.sectionOrder ?? []).filter((other) => other !== key);
  if (kept.orderIndex >= 0) order.splice(Math.min(kept.orderIndex, order.length), 0, key);
  const hidden = (design.hiddenSections ?? []).filter((other) => other !== key);
  if (kept.hidden) hidden.push(key);
  const titles = { ...(design.sectionTitles as Record<string, string | undefined> | undefined) };
  if (kept.title !== undefined) titles[key] = kept.title;
  return withDesign(design, {
    sectionOrder: order,
    hiddenSections: hidden,
    sectionTitles: titles as Design['sectionTitles'],
  });
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new id for a section of the user's own: "custom-" and 12 random lower-case letters and digits. */
export function newCustomSectionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `custom-${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** The sections with `section` put back at `index` (Undo of a removal); unchanged if it is there already. */
export function withSectionAt(sections: CustomSection[], index: number, section: CustomSection): CustomSection[] {
  if (sections.some((other) => other.id === section.id)) return sections;
  const at = Math.min(index, sections.length);
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}

/** Words for the values of a design setting ("compact" -> "Compact"); an unknown value shows as itself. */
export const DESIGN_VALUE_LABELS: Record<string, string> = {
  compact: 'Compact',
  normal: 'Normal',
  relaxed: 'Relaxed',
  narrow: 'Narrow',
  wide: 'Wide',
  A4: 'A4 (210 × 297 mm)',
  Letter: 'US Letter (8.5 × 11 in)',
};

export const designValueLabel = (value: string): string => DESIGN_VALUE_LABELS[value] ?? value;

/** The font sizes allowed, from `min` to `max` in steps of `step`. */
export function fontSizes({ min, max, step }: DesignOptions['fontSize']): number[] {
  const count = Math.round((max - min) / step);
  return Array.from({ length: count + 1 }, (_, index) => Math.round((min + index * step) * 100) / 100);
}
