import { z } from 'zod';
import { id } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * What the editor's browser-compiled preview downloads once (docs/api.md, "Rendering"): a template's Typst sources
 * and the fonts they name. The browser compiles with them; the server renders nothing.
 */

/** preview-template: the template's id, absent for the default template (as generate-resume reads a body without). */
/**
 * The scripts some preview fonts are for: Arabic (Amiri), Hebrew (Heebo), Chinese, Japanese and Korean (Noto Sans SC
 * and KR). The templates set a script's letters in its fonts whatever family is chosen (packages/pdf
 * templates/shared.typ), so a document needs them only when its text has letters of that script.
 */
export const FONT_SCRIPTS = ['arabic', 'hebrew', 'cjk'] as const;
export type FontScript = (typeof FONT_SCRIPTS)[number];

/** Text with letters of each script. */
export const FONT_SCRIPT_TEXT: Record<FontScript, RegExp> = {
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
};

export const previewTemplateQuerySchema = z.object({
  templateId: id(MESSAGES.unknownTemplate).optional(),
});

export const previewTemplateFileSchema = z.object({
  /** Relative to the templates folder, with `/`: `shared.typ`, `classic/template.typ`. */
  path: z.string(),
  text: z.string(),
});

export const previewTemplateSchema = z.object({
  templateId: z.string(),
  folderName: z.string(),
  /** Changes whenever anything besides the content that shapes the template's pages changes; also the ETag. */
  revision: z.string(),
  /** `shared.typ` and every `.typ` file of the template's folder. */
  files: z.array(previewTemplateFileSchema),
  /** The font families of the preview fonts these files name, the fonts of a script left out (added for its text). */
  families: z.array(z.string()),
  /**
   * The template draws a side column: a resume past one page is laid out again with `design.oneColumn`, as the PDF
   * is (packages/pdf templateHasSideColumn says why).
   */
  sideColumn: z.boolean(),
});

export const previewFontSchema = z.object({
  /** What Typst matches `font: "…"` against. */
  family: z.string(),
  file: z.string(),
  /** Where the bytes are: an immutable address (it changes with them). */
  url: z.string(),
  /** The file's size, uncompressed. */
  bytes: z.number().int().nonnegative(),
  /** The script the font is for, needed only for text with its letters (FONT_SCRIPTS); null for any text. */
  script: z.enum(FONT_SCRIPTS).nullable(),
});

export const previewFontsSchema = z.object({ fonts: z.array(previewFontSchema) });

/** A font's address: any string, so an unknown one answers 404 like an unknown route. */
export const previewFontParamsSchema = z.object({
  hash: z.string().max(64),
  file: z.string().max(200),
});

export type PreviewTemplate = z.infer<typeof previewTemplateSchema>;
export type PreviewTemplateFile = z.infer<typeof previewTemplateFileSchema>;
export type PreviewFont = z.infer<typeof previewFontSchema>;
export type PreviewFonts = z.infer<typeof previewFontsSchema>;
