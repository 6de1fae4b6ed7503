// The sample resume, for tests, benchmarks and the preview images, is `@vitae/pdf/sample-resume`.
export { type PreparedResume, prepareResume } from './content-hash.ts';
export {
  type CoverLetterRenderInput,
  type PreparedLetter,
  prepareCoverLetter,
  previewCoverLetter,
  type RenderedCoverLetter,
  renderCoverLetter,
} from './cover-letter.ts';
export {
  type CoverLetterInput,
  LETTER_CLOSINGS,
  LETTER_STYLES,
  type LetterData,
  letterDate,
  type LetterStyle,
} from './letter-data.ts';
export {
  PdfError,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRenderError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnknownTemplateError,
} from './errors.ts';
export {
  EMBEDDED_FACES,
  type EmbeddedFont,
  embeddedFonts,
  findEmbeddedFonts,
  typstCompilerBinary,
} from './embedded-fonts.ts';
export { fontFileList, fontFiles } from './fonts.ts';
export { displayUrl, safeHref } from './links.ts';
export { readTemplateRegistry, TEMPLATES_DIR, type TemplateRegistry } from './registry.ts';
export {
  createPdfRenderer,
  type PdfRenderer,
  type PdfRendererOptions,
  type PdfRendererStats,
  type PreparedDocument,
  type RenderedPdf,
  type RenderedPng,
  type RenderedSvg,
  type RenderKey,
} from './renderer.ts';
export type { Inline, RichBlock, TextRun } from './rich-text.ts';
export { pdfPageCount } from './page-count.ts';
export { looksLikeRichText, plainTextToBlocks, richTextToBlocks } from './rich-text.ts';
export { familyOf, type FontNames, fontNames, sfntLength, sfntTables, type SfntTables } from './sfnt.ts';
export {
  hasTemplate,
  SHARED_TYPST_FILE,
  TEMPLATE_ENTRY_FILE,
  templateHasSideColumn,
  templateRevision,
} from './template-files.ts';
export { type LinkText, type TemplateData, toTemplateData } from './template-data.ts';
