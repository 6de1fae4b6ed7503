import { z } from 'zod';
import { cleanString, requiredText, text } from '../fields.ts';
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

/** An email as typed so far, kept on the device until it can be saved: any text within the limit ("jane@" too). */
export const draftEmailSchema = cleanString().max(LIMITS.email);

/** Step 1's Save: every personal detail is required, then checked as it is stored. */
const { shape } = personalDetailsSchema;
export const personalDetailsFormSchema = z.object({
  fullName: requiredText(shape.fullName.unwrap()),
  jobTitle: requiredText(shape.jobTitle.unwrap()),
  address: requiredText(shape.address.unwrap()),
  phone: requiredText(shape.phone.unwrap()),
  email: requiredText(shape.email.unwrap()),
});

export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export const defaultPersonalDetails: PersonalDetails = personalDetailsSchema.parse({});
