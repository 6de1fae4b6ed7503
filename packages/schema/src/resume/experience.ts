import { z } from 'zod';
import { dateText, longText, text } from '../fields.ts';

/** A job. `workSummary` is rich HTML, sanitised to RICH_TEXT_ALLOWLIST on write. */
export const experienceItemSchema = z.object({
  title: text(),
  companyName: text(),
  city: text(),
  state: text(),
  startDate: dateText(),
  endDate: dateText(),
  currentlyWorking: z.boolean().default(false),
  workSummary: longText(),
});

export type ExperienceItem = z.infer<typeof experienceItemSchema>;
export const defaultExperienceItem: ExperienceItem = experienceItemSchema.parse({});
