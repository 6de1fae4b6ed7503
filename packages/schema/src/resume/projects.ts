import { z } from 'zod';
import { longText, text, urlText } from '../fields.ts';

export const projectItemSchema = z.object({
  projectName: text(),
  projectLink: urlText(),
  description: longText(),
});

export type ProjectItem = z.infer<typeof projectItemSchema>;
export const defaultProjectItem: ProjectItem = projectItemSchema.parse({});
