import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isBlankItem, isBlankText } from './blank-items.ts';

/**
 * A list step's form (experience, skills, a section of the user's own, …): its items as typed. An item with nothing
 * in it is not saved, so no rule applies to it and it is left out of the output; a filled one meets `itemSchema`'s
 * rules (the API's own: month dates, an end not before its start, lengths), and each field named in `required` must
 * hold words. The output is the filled items as typed: the server cleans them as it stores them.
 */
export function sectionListFormSchema(itemSchema: z.ZodType<object>, required: readonly string[] = []) {
  const item = z.record(z.string(), z.unknown()).superRefine((entry, ctx) => {
    if (isBlankItem(entry)) return;
    for (const issue of itemSchema.safeParse(entry).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: entry });
    }
    for (const field of required) {
      const value = entry[field];
      if (typeof value !== 'string' || isBlankText(value)) {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.fieldRequired, input: value });
      }
    }
  });
  return z.object({ items: z.array(item).transform((items) => items.filter((entry) => !isBlankItem(entry))) });
}
