import { z } from 'zod';
import { cleanText } from './clean-text.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * A string passed through cleanText first: every check chained after it (trim, lengths, formats) sees the cleaned
 * text. Still a ZodString, so its type stays `string`. Every text a user sends starts here, never passwords.
 */
export const cleanString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

/** A trimmed text field of at most `max` characters. */
export const boundedText = (max: number = LIMITS.shortText) =>
  cleanString()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` });

/** A resume field: bounded text that defaults to '' when absent. */
export const text = (max: number = LIMITS.shortText) => boundedText(max).default('');

export const longText = () => text(LIMITS.longText);

export const urlText = () => text(LIMITS.url);

/** '' or a calendar date as the date inputs send it: 2021-03 or 2021-03-15. */
export const dateText = () =>
  cleanString()
    .trim()
    .regex(/^$|^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, {
      error: 'Dates must look like 2021-03 or 2021-03-15.',
    })
    .default('');

/** A list of section items, at most LIMITS.listItems long. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(LIMITS.listItems, { error: `A list holds at most ${LIMITS.listItems} items.` })
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
