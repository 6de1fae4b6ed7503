import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  EMBEDDED_FACES,
  embeddedFonts,
  familyOf,
  fontFileList,
  fontNames,
  PdfUnknownTemplateError,
  SHARED_TYPST_FILE,
  templateHasSideColumn,
  templateRevision,
} from '@vitae/pdf';
import { createLru } from '@vitae/schema/lru-cache';
import {
  type FontScript,
  MESSAGES,
  type PreviewFont,
  type PreviewTemplate,
  type PreviewTemplateFile,
} from '@vitae/schema';
import type { Logger } from '../../lib/logger.ts';
import { InvalidInput, NotFound } from '../../lib/domain-errors.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { TemplateService } from '../templates/templates.ts';

export type PreviewEngineService = ReturnType<typeof createPreviewEngineService>;

/** The encodings a font is kept compressed in. */
export type FontEncoding = 'br' | 'gzip';

/**
 * A font's compression, done once per file and encoding and kept. Brotli's font mode at quality 6: measured on Noto
 * Sans SC (10.6 MB), quality 11 is 10% smaller but takes 29 s against 1.3 s, and the first browser to need the font
 * waits for it; on a 340 KB Latin font quality 6 takes ~30 ms.
 */
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_FONT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
  },
};
const GZIP_LEVEL = 6;
/** Compressed fonts kept: every font in both encodings is ~57 MB, mostly the CJK fonts few documents need. */
const COMPRESSED_FONTS_BYTES = 40 * 1024 * 1024;
/** Templates' sources kept, by folder and revision (a template's sources are ~30 KB). */
const TEMPLATE_SOURCES_BYTES = 4 * 1024 * 1024;

/** Off the event loop (zlib's thread pool). */
const compress = (bytes: Uint8Array, encoding: FontEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? promisify(zlib.brotliCompress)(bytes, BROTLI_OPTIONS)
    : promisify(zlib.gzip)(bytes, { level: GZIP_LEVEL });

/**
 * A name a template's file may have: no leading dot (no `..`, nothing hidden), nothing but letters, digits, `.`, `_`
 * and `-`. Anything else in an operator's folder is left out rather than sent.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A string literal of Typst source: where a template names its fonts. */
const STRING_LITERAL = /"((?:[^"\\\n]|\\.)*)"/g;

/** A font of the manifest, with where its bytes are: in memory (the compiler's built-in fonts) or in a file. */
interface ServedFont extends PreviewFont {
  hash: string;
  type: 'font/otf' | 'font/ttf';
  source: { bytes: Uint8Array } | { path: string };
}

/** A font's answer: its bytes, compressed in `encoding` when there is one. */
export interface FontBody {
  type: ServedFont['type'];
  encoding?: FontEncoding;
  body: Buffer | Readable;
  /** The length of `body`. */
  bytes: number;
}

export interface PreviewEngineServiceOptions {
  pdfs: Pick<PdfService, 'templateFolder'>;
  templates: Pick<TemplateService, 'idOf'>;
  /** The templates folder the server renders from (config `templatesDir`). */
  templatesDir: string;
  /** The path the fonts are served under (the font route's): the manifest's urls are `<fontsPath>/<hash>/<file>`. */
  fontsPath: string;
  log: Pick<Logger, 'warn'>;
}

/**
 * What the editor's browser-compiled preview downloads (docs/api.md, "Rendering"): a template's Typst sources, and the
 * fonts the templates and the design's choices need, the Typst compiler's built-in ones included.
 */
export function createPreviewEngineService({
  pdfs,
  templates,
  templatesDir,
  fontsPath,
  log,
}: PreviewEngineServiceOptions) {
  let manifest: Promise<ServedFont[]> | undefined;

  const served = (
    family: string,
    file: string,
    bytes: Uint8Array,
    script: FontScript | null,
    source: ServedFont['source'],
  ): ServedFont => {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    return {
      family,
      file,
      url: `${fontsPath}/${hash}/${file}`,
      bytes: bytes.byteLength,
      script,
      hash,
      type: file.endsWith('.otf') ? 'font/otf' : 'font/ttf',
      source,
    };
  };

  /** The fonts, read once: the files' bytes are hashed and let go; the compiler's built-in fonts stay in memory. */
  async function loadManifest(): Promise<ServedFont[]> {
    const fonts: ServedFont[] = [];
    for (const { path: file, script } of fontFileList()) {
      try {
        const bytes = await readFile(file);
        const names = fontNames(bytes);
        const family = names && familyOf(names);
        if (!family) throw new Error('no family name');
        fonts.push(served(family, path.basename(file), bytes, script, { path: file }));
      } catch (error) {
        log.warn({ err: error, file }, 'A font of the preview could not be read: the preview goes without it');
      }
    }
    try {
      const embedded = await embeddedFonts();
      if (embedded.length < EMBEDDED_FACES.size) {
        const missing = [...EMBEDDED_FACES.keys()].filter((name) => !embedded.some((font) => font.fullName === name));
        log.warn(
          { missing },
          'Fonts built into the Typst compiler were not found in it: the preview goes without them',
        );
      }
      for (const font of embedded) fonts.push(served(font.family, font.file, font.bytes, null, { bytes: font.bytes }));
    } catch (error) {
      log.warn({ err: error }, "The Typst compiler's built-in fonts could not be read: the preview goes without them");
    }
    return fonts;
  }

  function fontManifest(): Promise<ServedFont[]> {
    manifest ??= loadManifest();
    return manifest;
  }

  // Each font is compressed once per encoding; requests that arrive while it is compressed wait for the same work.
  const compressed = createLru<string, Buffer>({
    max: 512,
    maxBytes: COMPRESSED_FONTS_BYTES,
    sizeOf: (bytes) => bytes.byteLength,
  });
  const compressing = new Map<string, Promise<Buffer>>();

  const bytesOf = async (font: ServedFont): Promise<Uint8Array> =>
    'bytes' in font.source ? font.source.bytes : readFile(font.source.path);

  function compressedFont(font: ServedFont, encoding: FontEncoding): Promise<Buffer> {
    const key = `${font.hash}/${font.file}:${encoding}`;
    const kept = compressed.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = compressing.get(key);
    if (!pending) {
      pending = (async () => {
        const body = await compress(await bytesOf(font), encoding);
        compressed.set(key, body);
        return body;
      })().finally(() => compressing.delete(key));
      compressing.set(key, pending);
    }
    return pending;
  }

  /** `shared.typ` and every `.typ` file of the folder, relative to the templates folder, symlinks and odd names left out. */
  async function typstFiles(folderName: string): Promise<PreviewTemplateFile[]> {
    const folder = path.join(templatesDir, folderName);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const inFolder = entries
      // A Dirent of a symlink is not a file (readdir does not follow it), and a recursive readdir does not enter one.
      .filter((entry) => entry.isFile() && entry.name.endsWith('.typ'))
      .map((entry) => path.relative(templatesDir, path.join(entry.parentPath, entry.name)).split(path.sep))
      .filter((segments) => segments.every((segment) => SAFE_NAME.test(segment)))
      .map((segments) => segments.join('/'))
      .sort();
    const files: PreviewTemplateFile[] = [];
    for (const file of [SHARED_TYPST_FILE, ...inFolder]) {
      const absolute = path.join(templatesDir, ...file.split('/'));
      if (!(await lstat(absolute)).isFile()) continue;
      files.push({ path: file, text: await readFile(absolute, 'utf8') });
    }
    return files;
  }

  const sources = createLru<string, PreviewTemplate>({
    max: 256,
    maxBytes: TEMPLATE_SOURCES_BYTES,
    sizeOf: (template) => template.files.reduce((sum, file) => sum + file.text.length * 2, 0) + 1024,
  });

  return {
    /**
     * The template generate-resume renders `templateId` with (absent: the default template; 400 for an id that
     * names no template, or one whose folder is gone), its revision, and how to read its sources: a caller that
     * already has this revision need not read them.
     */
    async template(
      templateId: string | undefined,
    ): Promise<{ revision: string; read: () => Promise<PreviewTemplate> }> {
      const folderName = await pdfs.templateFolder(templateId);
      const id = templateId ?? (await templates.idOf(folderName));
      let revision: string;
      try {
        revision = templateRevision(folderName, templatesDir);
      } catch (error) {
        if (error instanceof PdfUnknownTemplateError) throw new InvalidInput(MESSAGES.unknownTemplate);
        throw error;
      }
      if (!id) throw new InvalidInput(MESSAGES.unknownTemplate);
      const read = async (): Promise<PreviewTemplate> => {
        const key = `${id}\0${revision}`;
        const kept = sources.get(key);
        if (kept) return kept;
        const files = await typstFiles(folderName);
        const known = new Set((await fontManifest()).filter((font) => !font.script).map((font) => font.family));
        const named = new Set<string>();
        for (const { text } of files) {
          for (const [, literal] of text.matchAll(STRING_LITERAL)) if (known.has(literal!)) named.add(literal!);
        }
        const template = {
          templateId: id,
          folderName,
          revision,
          files,
          families: [...named].sort(),
          sideColumn: templateHasSideColumn(folderName, templatesDir),
        };
        sources.set(key, template);
        return template;
      };
      return { revision, read };
    },

    /** Every font of the preview, with its address. */
    async fonts(): Promise<PreviewFont[]> {
      return (await fontManifest()).map(({ family, file, url, bytes, script }) => ({
        family,
        file,
        url,
        bytes,
        script,
      }));
    },

    /**
     * The font at `<hash>/<file>` (404 for any other), compressed in `encoding` when one is given (once per font, then
     * kept), else its bytes as they are.
     */
    async font(hash: string, file: string, encoding: FontEncoding | undefined): Promise<FontBody> {
      const font = (await fontManifest()).find((candidate) => candidate.hash === hash && candidate.file === file);
      if (!font) throw new NotFound(MESSAGES.routeNotFound);
      if (encoding) {
        const body = await compressedFont(font, encoding);
        return { type: font.type, encoding, body, bytes: body.byteLength };
      }
      const body =
        'bytes' in font.source
          ? Buffer.from(font.source.bytes.buffer, font.source.bytes.byteOffset, font.source.bytes.byteLength)
          : createReadStream(font.source.path);
      return { type: font.type, body, bytes: font.bytes };
    },
  };
}
