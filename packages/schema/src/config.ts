import { z } from 'zod';
import { UI_LANGUAGES } from './i18n/languages.ts';
import { FONT_FAMILIES, FONT_SIZE, LINE_SPACINGS, MARGINS, PAGE_SIZES } from './resume/design.ts';
import { RESUME_WORDS } from './resume/resume-language.ts';
import { SECTION_KEYS } from './resume/sections.ts';
import { RESUME_LANGUAGES } from './vocabulary.ts';

/** The values a resume's `design` may take, with what to call them: every client reads them from here. */
export const designOptionsSchema = z.object({
  fontFamilies: z.array(z.object({ id: z.string(), name: z.string(), category: z.enum(['serif', 'sans-serif']) })),
  fontSize: z.object({ min: z.number(), max: z.number(), step: z.number() }),
  lineSpacings: z.array(z.string()),
  margins: z.array(z.string()),
  pageSizes: z.array(z.string()),
  languages: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every section key with its default heading per language: `titles.de.experience` is "Berufserfahrung". */
  sections: z.array(z.string()),
  titles: z.record(z.string(), z.record(z.string(), z.string())),
  templates: z.array(z.object({ _id: z.string(), name: z.string(), folderName: z.string() })),
});

/** GET /api/v1/config: the public settings the page needs. Never a secret. */
export const publicConfigSchema = z.object({
  /** Null when Google sign-in is not configured. */
  googleClientId: z.string().nullable(),
  /** Who may create an account: anyone, no one, or those with an invitation. */
  signUp: z.enum(['open', 'closed', 'invite']),
  /** No account exists yet: the first one needs the operator's setup token. */
  setupRequired: z.boolean(),
  aiProvider: z.enum(['gemini', 'openai', 'offline']),
  /** The languages of the interface (the resume's own are `design.languages`). */
  languages: z.array(z.object({ id: z.string(), name: z.string(), dir: z.enum(['ltr', 'rtl']) })),
  design: designOptionsSchema,
});

export type DesignOptions = z.infer<typeof designOptionsSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The design options but the templates, which live in the database. */
export const DESIGN_OPTIONS: Omit<DesignOptions, 'templates'> = {
  fontFamilies: FONT_FAMILIES.map((family) => ({ ...family })),
  fontSize: { ...FONT_SIZE },
  lineSpacings: [...LINE_SPACINGS],
  margins: [...MARGINS],
  pageSizes: [...PAGE_SIZES],
  languages: RESUME_LANGUAGES.map((language) => ({ ...language })),
  sections: [...SECTION_KEYS],
  titles: Object.fromEntries(
    Object.entries(RESUME_WORDS).map(([language, words]) => [language, { ...words.headings }]),
  ),
};

/** What `languages` of GET /api/v1/config lists. */
export const UI_LANGUAGE_OPTIONS: PublicConfig['languages'] = UI_LANGUAGES.map((language) => ({ ...language }));
