import { z } from 'zod';
import { cleanString, text } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/** Personal details, step 1: kept flat on the resume. */
export const personalDetailsSchema = z.object({
  fullName: text(),
  jobTitle: text(),
  address: text(),
  phone: text(),
  email: cleanString()
    .trim()
    .toLowerCase()
    .max(LIMITS.email, { error: MESSAGES.invalidEmail })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: MESSAGES.invalidEmail })
    .default(''),
});

export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export const defaultPersonalDetails: PersonalDetails = personalDetailsSchema.parse({});
