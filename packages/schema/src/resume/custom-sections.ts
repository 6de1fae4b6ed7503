import { z } from 'zod';
import { boundedText, cleanString, dateText, list, longText, refuseEndBeforeStart, text } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { CUSTOM_SECTION_MESSAGES } from '../messages.ts';

/** A custom section's id: made by the client when the user adds the section, named in design.sectionOrder. */
export const CUSTOM_SECTION_ID = /^custom-[a-z0-9]{1,32}$/;

export const customSectionItemSchema = z
  .object({
    title: text(),
    subtitle: text(),
    startDate: dateText(),
    endDate: dateText(),
    location: text(),
    /** Rich text, like a project's description. */
    description: longText(),
  })
  .superRefine(refuseEndBeforeStart);

/** A section of the user's own ("Publications", "Volunteering"), with items shaped like an experience. */
export const customSectionSchema = z.object({
  id: cleanString({ error: CUSTOM_SECTION_MESSAGES.id }).regex(CUSTOM_SECTION_ID, {
    error: CUSTOM_SECTION_MESSAGES.id,
  }),
  title: boundedText(LIMITS.sectionTitle).min(1, { error: CUSTOM_SECTION_MESSAGES.title }),
  items: list(customSectionItemSchema),
});

export const customSectionsSchema = z
  .array(customSectionSchema)
  .max(LIMITS.customSections, { error: CUSTOM_SECTION_MESSAGES.tooMany })
  .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
    error: CUSTOM_SECTION_MESSAGES.duplicateId,
  })
  .default([]);

export type CustomSectionItem = z.infer<typeof customSectionItemSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export const defaultCustomSectionItem: CustomSectionItem = customSectionItemSchema.parse({});
