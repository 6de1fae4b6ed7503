import { z } from 'zod';
import { cleanString, id, timestamp } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES, VALIDATION_MESSAGES } from './messages.ts';

export const templateSchema = z.object({
  _id: id(),
  name: z.string(),
  description: z.string(),
  folderName: z.string(),
  createdAt: timestamp(),
});

const required = (max: number) =>
  cleanString({ error: MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: MESSAGES.allFieldsRequired })
    .max(max, { error: VALIDATION_MESSAGES.tooLong(max) });

export const FOLDER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export const addTemplateBodySchema = z.object({
  folderName: required(LIMITS.folderName).regex(FOLDER_NAME_PATTERN, { error: MESSAGES.templateFolderInvalid }),
  name: required(LIMITS.templateName),
  description: required(LIMITS.templateDescription),
});

/** meta.json beside each template's Typst source. */
export const templateMetaSchema = z.object({
  name: z.string().min(1).max(LIMITS.templateName),
  description: z.string().min(1).max(LIMITS.templateDescription),
  /**
   * A template with a side column draws it only when the resume fits on one page (`design.oneColumn` false); the
   * renderer lays a longer resume out again in one column, so its text reads in the order set (see typst-compiler).
   */
  sideColumn: z.boolean().optional(),
});

export type Template = z.infer<typeof templateSchema>;
export type AddTemplateBody = z.infer<typeof addTemplateBodySchema>;
export type TemplateMeta = z.infer<typeof templateMetaSchema>;
