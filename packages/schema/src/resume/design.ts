import { z } from 'zod';
import { cleanString } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { DESIGN_MESSAGES, invalidSectionMessage } from '../messages.ts';
import { RESUME_LANGUAGES, type ResumeLanguage } from '../vocabulary.ts';
import { CUSTOM_SECTION_ID } from './custom-sections.ts';
import { SECTION_KEYS } from './sections.ts';

/**
 * How a resume looks, stored on it (`design`). Every setting is optional: one left out means "as the template draws
 * it", so a resume saved before design settings existed renders exactly as it did.
 */

/** The bundled font families (OFL, from npm or embedded in Typst): `id` is what a resume stores, `name` the family. */
export const FONT_FAMILIES = [
  { id: 'inter', name: 'Inter', category: 'sans-serif' },
  { id: 'source-sans-3', name: 'Source Sans 3', category: 'sans-serif' },
  { id: 'ibm-plex-sans', name: 'IBM Plex Sans', category: 'sans-serif' },
  { id: 'lato', name: 'Lato', category: 'sans-serif' },
  { id: 'libertinus-serif', name: 'Libertinus Serif', category: 'serif' },
  { id: 'source-serif-4', name: 'Source Serif 4', category: 'serif' },
  { id: 'eb-garamond', name: 'EB Garamond', category: 'serif' },
  { id: 'new-computer-modern', name: 'New Computer Modern', category: 'serif' },
] as const;

export type FontFamilyId = (typeof FONT_FAMILIES)[number]['id'];
const FONT_FAMILY_IDS = FONT_FAMILIES.map((family) => family.id) as [FontFamilyId, ...FontFamilyId[]];

const LANGUAGE_IDS = RESUME_LANGUAGES.map((language) => language.id) as [ResumeLanguage, ...ResumeLanguage[]];

export const FONT_SIZE = { min: 9, max: 12, step: 0.5 } as const;
export const LINE_SPACINGS = ['compact', 'normal', 'relaxed'] as const;
export const MARGINS = ['narrow', 'normal', 'wide'] as const;
export const PAGE_SIZES = ['A4', 'Letter'] as const;

/** A section key that is not one of SECTION_KEYS, in the design field that named it. */
export const invalidDesignSectionMessage = (field: string) => invalidSectionMessage(field, SECTION_KEYS);

/** A section key, or a custom section's id. */
const sectionKey = (field: string) =>
  z.union(
    [
      z.enum(SECTION_KEYS, { error: invalidDesignSectionMessage(field) }),
      z.string({ error: invalidDesignSectionMessage(field) }).regex(CUSTOM_SECTION_ID, {
        error: invalidDesignSectionMessage(field),
      }),
    ],
    { error: invalidDesignSectionMessage(field) },
  );

/** Every section there can be: the built-in ones and the most custom sections a resume may have. */
const MAX_SECTIONS = SECTION_KEYS.length + LIMITS.customSections;

/** Builds each rule's message from the field's name, so a 400 says which setting was refused. */
export const designSchema = z.object(
  {
    accentColor: z
      .string({ error: DESIGN_MESSAGES.accentColor })
      .regex(/^#[0-9a-fA-F]{6}$/, { error: DESIGN_MESSAGES.accentColor })
      .transform((value) => value.toLowerCase())
      .optional(),
    fontFamily: z.enum(FONT_FAMILY_IDS, { error: DESIGN_MESSAGES.fontFamily }).optional(),
    fontSize: z
      .number({ error: DESIGN_MESSAGES.fontSize })
      .min(FONT_SIZE.min, { error: DESIGN_MESSAGES.fontSize })
      .max(FONT_SIZE.max, { error: DESIGN_MESSAGES.fontSize })
      .multipleOf(FONT_SIZE.step, { error: DESIGN_MESSAGES.fontSize })
      .optional(),
    lineSpacing: z.enum(LINE_SPACINGS, { error: DESIGN_MESSAGES.lineSpacing }).optional(),
    margins: z.enum(MARGINS, { error: DESIGN_MESSAGES.margins }).optional(),
    pageSize: z.enum(PAGE_SIZES, { error: DESIGN_MESSAGES.pageSize }).optional(),
    language: z.enum(LANGUAGE_IDS, { error: DESIGN_MESSAGES.language }).optional(),
    /** Sections in the order they are drawn; a section not named keeps its template place after the named ones. */
    sectionOrder: z
      .array(sectionKey('sectionOrder'), { error: DESIGN_MESSAGES.sectionOrder })
      .max(MAX_SECTIONS, { error: DESIGN_MESSAGES.sectionOrder })
      .refine((keys) => new Set(keys).size === keys.length, { error: DESIGN_MESSAGES.sectionOrder })
      .optional(),
    hiddenSections: z
      .array(sectionKey('hiddenSections'), { error: DESIGN_MESSAGES.hiddenSections })
      .max(MAX_SECTIONS, { error: DESIGN_MESSAGES.hiddenSections })
      .transform((keys) => [...new Set(keys)])
      .optional(),
    /** A heading per section; an empty title means the default (translated) heading. */
    sectionTitles: z
      .partialRecord(
        sectionKey('sectionTitles'),
        cleanString({ error: DESIGN_MESSAGES.sectionTitles })
          .trim()
          .max(LIMITS.sectionTitle, { error: DESIGN_MESSAGES.sectionTitles }),
        { error: DESIGN_MESSAGES.sectionTitles },
      )
      .optional(),
    fitToOnePage: z.boolean({ error: DESIGN_MESSAGES.fitToOnePage }).optional(),
  },
  { error: DESIGN_MESSAGES.design },
);

export type Design = z.infer<typeof designSchema>;

/** The page size a new resume starts with: Letter where Letter is the norm (the US and Canada), else A4. */
export function defaultPageSize(locale: string): (typeof PAGE_SIZES)[number] {
  const region = /[-_]([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase();
  return region === 'US' || region === 'CA' ? 'Letter' : 'A4';
}
