/**
 * Renders the preview images the web app shows: apps/web/public/templates/<folderName>.png for every template, from
 * the sample resume, and placeholder.png (the default template with placeholder text) for resume cards.
 * Run: npx tsx packages/pdf/scripts/render-previews.ts (needs pdftoppm from poppler-utils).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TEMPLATE_FOLDER } from '@vitae/schema';
import { createPdfRenderer, readTemplateRegistry } from '../src/index.ts';
import { placeholderResume, sampleResume } from '../src/sample-resume.ts';
import { firstPagePng } from './pdf-inspect.ts';

const OUTPUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public/templates');
/** 100 dpi: an A4 page becomes 827 x 1169 pixels, sharp on a template card on high-density screens. */
const DPI = 100;

const folders = [...(await readTemplateRegistry()).keys()];
const renderer = createPdfRenderer({ workers: 2 });
try {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const images = [
    ...folders.map((folder) => ({ file: `${folder}.png`, folder, content: sampleResume })),
    { file: 'placeholder.png', folder: DEFAULT_TEMPLATE_FOLDER, content: placeholderResume },
  ];
  for (const { file, folder, content } of images) {
    const png = await firstPagePng(await renderer.render(folder, content), DPI);
    await writeFile(path.join(OUTPUT_DIR, file), png);
    console.log(`${path.relative(process.cwd(), path.join(OUTPUT_DIR, file))} (${folder})`);
  }
} finally {
  await renderer.close();
}
