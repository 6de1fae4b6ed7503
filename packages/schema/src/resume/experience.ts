import { z } from 'zod';
import { dateText, longText, refuseEndBeforeStart, text } from '../fields.ts';

const experienceFields = (date: typeof dateText) => ({
  title: text(),
  companyName: text(),
  city: text(),
  state: text(),
  startDate: date(),
  endDate: date(),
  currentlyWorking: z.boolean().default(false),
  workSummary: longText(),
});

/**
 * A job as written: dates are months, the end not before the start. `workSummary` is rich HTML, sanitised to
 * RICH_TEXT_ALLOWLIST on write.
 */
export const experienceItemSchema = z.object(experienceFields(dateText)).superRefine(refuseEndBeforeStart);

/** A job as stored: older rows may hold dates in free text or an end before its start, read as they are. */
export const storedExperienceItemSchema = z.object(experienceFields(text));

export type ExperienceItem = z.infer<typeof experienceItemSchema>;
export const defaultExperienceItem: ExperienceItem = experienceItemSchema.parse({});
