import { z } from 'zod';
import { dateText, longText, text } from '../fields.ts';

export const educationItemSchema = z.object({
  universityName: text(),
  degree: text(),
  major: text(),
  startDate: dateText(),
  endDate: dateText(),
  description: longText(),
});

export type EducationItem = z.infer<typeof educationItemSchema>;
export const defaultEducationItem: EducationItem = educationItemSchema.parse({});
