import { z } from 'zod';
import { cleanText } from './clean-text.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES, VALIDATION_MESSAGES } from './messages.ts';
import { endsBeforeStart, parseMonthInput, STORED_DATE } from './month.ts';

/**
 * A string passed through cleanText first: every check chained after it (trim, lengths, formats) sees the cleaned
 * text. Still a ZodString, so its type stays `string`. Every text a user sends starts here, never passwords.
 */
export const cleanString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

/** A trimmed text field of at most `max` characters. */
export const boundedText = (max: number = LIMITS.shortText) =>
  cleanString()
    .trim()
    .max(max, { error: VALIDATION_MESSAGES.tooLong(max) });

/** A form's required field: words, "This field is required." otherwise, then `field`'s own rules. */
export const requiredText = <T extends z.ZodType<unknown, string>>(field: T) =>
  cleanString().trim().min(1, { error: MESSAGES.fieldRequired }).pipe(field);

/** A resume field: bounded text that defaults to '' when absent. */
export const text = (max: number = LIMITS.shortText) => boundedText(max).default('');

export const longText = () => text(LIMITS.longText);

export const urlText = () => text(LIMITS.url);

/**
 * A date as written: '' or a month, stored as "2021-03". A month typed another way ("Mar 2021", "2021-3",
 * "03/2021") is stored as "2021-03"; a full date "2021-03-15" (older rows, `<input type="date">`) is kept as sent.
 */
export const dateText = () =>
  cleanString()
    .trim()
    .overwrite((value) => (STORED_DATE.test(value) ? value : (parseMonthInput(value) ?? value)))
    .regex(STORED_DATE, { error: MESSAGES.invalidMonth })
    .default('');

/**
 * A section item whose end month is before its start month is refused on its endDate; the same month is fine, and
 * a current role (`currentlyWorking`) has no end to check. Dates that are not months are left to dateText.
 */
export function refuseEndBeforeStart(
  item: { startDate: string; endDate: string; currentlyWorking?: boolean },
  ctx: z.RefinementCtx,
) {
  if (item.currentlyWorking || !endsBeforeStart(item.startDate, item.endDate)) return;
  ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.endBeforeStart, input: item.endDate });
}

/** A list of section items, at most LIMITS.listItems long. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(LIMITS.listItems, { error: VALIDATION_MESSAGES.tooManyItems(LIMITS.listItems) })
    .default([]);

/** An email address, cleaned, trimmed and lower-cased. */
export const emailAddress = () =>
  cleanString({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(LIMITS.email, { error: MESSAGES.invalidEmail })
    .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const id = (message = 'Invalid id.') => z.uuid({ error: message });

export const timestamp = () => z.iso.datetime({ offset: true });

/** `?page=` of a paged list: a whole number from 1, default 1. */
export const pageNumber = () =>
  z.coerce.number({ error: MESSAGES.invalidPage }).int().min(1, { error: MESSAGES.invalidPage }).default(1);

/** `?pageSize=` of a paged list: a whole number from 1 to `max`; `message` says that range. */
export const pageSize = (max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int().min(1, { error: message }).max(max, { error: message }).default(fallback);
