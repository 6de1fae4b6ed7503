import { z } from 'zod';
import { dateText, longText, refuseEndBeforeStart, text } from '../fields.ts';

const educationFields = (date: typeof dateText) => ({
  universityName: text(),
  degree: text(),
  major: text(),
  startDate: date(),
  endDate: date(),
  description: longText(),
});

/** A school as written: dates are months, the end not before the start. */
export const educationItemSchema = z.object(educationFields(dateText)).superRefine(refuseEndBeforeStart);

/** A school as stored: older rows may hold dates in free text or an end before its start, read as they are. */
export const storedEducationItemSchema = z.object(educationFields(text));

export type EducationItem = z.infer<typeof educationItemSchema>;
export const defaultEducationItem: EducationItem = educationItemSchema.parse({});
