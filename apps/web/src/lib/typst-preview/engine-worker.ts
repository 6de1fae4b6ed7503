/// <reference lib="webworker" />
/**
 * The live preview's engine (docs/architecture.md, "The live preview"): Typst compiled in the browser by typst.ts's
 * web compiler, the pages drawn by typst.ts's renderer, in this Web Worker so typing never waits for it. The same
 * Typst, templates, fonts and data preparation as the server's PDFs (packages/pdf), so the preview is the download.
 * Whatever it cannot draw exactly (an invalid or over-long draft, a font the server does not offer) it hands back to
 * the server, which answers the exact error or pages.
 */
import {
  FONT_SCRIPT_TEXT,
  type FontScript,
  generateResumeBodySchema,
  LIMITS,
  type PreviewFont,
  type PreviewTemplate,
  storedResumeContentSchema,
} from '@vitae/schema';
import { fitToOnePage } from '@vitae/pdf/fit-to-one-page';
import { textBytes } from '@vitae/pdf/text-bytes';
import { type TemplateData, toTemplateData } from '@vitae/pdf/template-data';
import initCompiler, {
  type TypstCompiler,
  TypstCompilerBuilder,
  TypstFontResolverBuilder,
} from '@myriaddreamin/typst-ts-web-compiler';
import compilerWasm from '@myriaddreamin/typst-ts-web-compiler/wasm?url';
import initRenderer, {
  type RenderSession,
  type TypstRenderer,
  TypstRendererBuilder,
} from '@myriaddreamin/typst-ts-renderer';
import rendererWasm from '@myriaddreamin/typst-ts-renderer/wasm?url';
import type { EnginePages, FromWorker, SentPages, ToWorker } from './engine-protocol.ts';
import { hashOf, splitRendererSvg } from './split-pages.ts';

declare const self: DedicatedWorkerGlobalScope;

/**
 * The compiler's wasm-bindgen glue builds a few constant functions from source (`Function("return 0")`), which the
 * app's Content-Security-Policy forbids (no 'unsafe-eval'). Those known bodies are answered with the same function
 * written here; any other source still goes to the real `Function` and is refused by the policy.
 */
const KNOWN_BODIES: Record<string, (...args: unknown[]) => unknown> = {
  'path\u0000return path': (path) => path,
  'return 0': () => 0,
  'return true': () => true,
  'return false': () => false,
  'return this': () => globalThis,
  'return undefined': () => undefined,
};
const RealFunction = Function;
const THROWS = /^throw new Error\('([^'\\]*)'\)$/;
const known = (args: string[]): ((...args: unknown[]) => unknown) | undefined => {
  const thrown = args.length === 1 ? THROWS.exec(args[0]!)?.[1] : undefined;
  if (thrown !== undefined)
    return () => {
      throw new Error(thrown);
    };
  return KNOWN_BODIES[args.join('\u0000')];
};
(globalThis as { Function: unknown }).Function = new Proxy(RealFunction, {
  construct: (target, args: string[]) => known(args) ?? Reflect.construct(target, args),
  apply: (target, that, args: string[]) => known(args) ?? Reflect.apply(target, that, args),
});

const FONTS_URL = '/api/v1/preview-fonts';
/** The resume languages written right to left (docs/right-to-left.md): their pages' text runs are put in reading order. */
const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he']);
/** The label shared.typ gives each section heading's title (metadata only: it draws nothing). */
const HEADING_LABEL = '<vitae-section-heading>';

let compiler: TypstCompiler;
let renderer: TypstRenderer;
let manifest: PreviewFont[] = [];
/** The font files given to the compiler so far, by URL: a new family rebuilds the compiler's font book. */
const fontBytes = new Map<string, Uint8Array>();
/** The template revision mapped into the compiler's memory, by folder. */
const mapped = new Map<string, string>();

const post = (message: FromWorker) => self.postMessage(message);

async function start(): Promise<void> {
  const [, , fonts] = await Promise.all([
    initCompiler({ module_or_path: compilerWasm }),
    initRenderer({ module_or_path: rendererWasm }),
    fetch(FONTS_URL).then(async (response) => {
      if (!response.ok) throw new Error(`fonts: HTTP ${response.status}`);
      return ((await response.json()) as { data: { fonts: PreviewFont[] } }).data.fonts;
    }),
  ]);
  manifest = fonts;
  const builder = new TypstCompilerBuilder();
  // Every file the templates read is mapped into memory (map_shadow); anything else does not exist. (The builder's
  // dummy model would build these functions from source, which the Content-Security-Policy forbids.)
  await builder.set_access_model(
    {},
    () => 0,
    () => false,
    (path: string) => path,
    (path: string) => {
      throw new Error(`${path}: not a template file`);
    },
  );
  compiler = await builder.build();
  renderer = await new TypstRendererBuilder().build();
}

/** Makes sure the compiler has every file of these families; false when the server offers one of them not at all. */
async function ensureFamilies(families: Set<string>): Promise<boolean> {
  const files = manifest.filter((font) => families.has(font.family));
  if ([...families].some((family) => !files.some((font) => font.family === family))) return false;
  const missing = files.filter((font) => !fontBytes.has(font.url));
  if (missing.length === 0) return true;
  const loaded = await Promise.all(
    missing.map(async (font) => {
      const response = await fetch(font.url);
      if (!response.ok) throw new Error(`font ${font.file}: HTTP ${response.status}`);
      return [font.url, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  for (const [url, bytes] of loaded) fontBytes.set(url, bytes);
  const resolver = new TypstFontResolverBuilder();
  for (const bytes of fontBytes.values()) resolver.add_raw_font(bytes);
  compiler.set_fonts(await resolver.build());
  return true;
}

function mapTemplate(template: PreviewTemplate): void {
  if (mapped.get(template.folderName) === template.revision) return;
  const encoder = new TextEncoder();
  for (const file of template.files) compiler.map_shadow(`/${file.path}`, encoder.encode(file.text));
  mapped.set(template.folderName, template.revision);
}

/** The vector artifact of `data` laid out by the template, or why Typst refused. */
function compileVector(folderName: string, data: TemplateData): Uint8Array {
  compiler.map_shadow('/resume.json', new TextEncoder().encode(JSON.stringify(data)));
  const out = compiler.compile(`/${folderName}/template.typ`, null, 'vector', 0) as
    Uint8Array | { result?: Uint8Array; diagnostics?: unknown };
  const bytes = out instanceof Uint8Array ? out : out.result;
  if (!bytes) throw new Error(`Typst: ${JSON.stringify((out as { diagnostics?: unknown }).diagnostics).slice(0, 500)}`);
  return bytes;
}

/**
 * `data` laid out as the server lays it out (packages/pdf typst-compiler.ts): a template with a side column is laid
 * out again in one column past one page (packages/pdf templateHasSideColumn says why). The caller frees the session.
 */
function layOut(template: PreviewTemplate, data: TemplateData): { data: TemplateData; session: RenderSession } {
  const session = renderer.session_from_artifact(compileVector(template.folderName, data), 'vector');
  if (session.pages_info.page_count <= 1 || data.design.oneColumn || !template.sideColumn) return { data, session };
  session.free();
  const oneColumn = { ...data, design: { ...data.design, oneColumn: true } };
  return {
    data: oneColumn,
    session: renderer.session_from_artifact(compileVector(template.folderName, oneColumn), 'vector'),
  };
}

function pageCount(template: PreviewTemplate, data: TemplateData): number {
  const { session } = layOut(template, data);
  try {
    return session.pages_info.page_count;
  } finally {
    session.free();
  }
}

/** The headings' texts: Typst's query answers the metadata's values (a string, or content with its text). */
function headingTexts(folderName: string): string[] {
  const answer = JSON.parse(compiler.query(`/${folderName}/template.typ`, null, HEADING_LABEL, 'value')) as unknown[];
  const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(text).join('');
    if (value && typeof value === 'object') {
      const node = value as { text?: unknown; children?: unknown; body?: unknown };
      return text(node.text ?? node.children ?? node.body ?? '');
    }
    return '';
  };
  return answer.map(text).filter((title) => title.trim() !== '');
}

async function render(
  template: PreviewTemplate,
  body: unknown,
): Promise<{ pages: EnginePages } | { fallback: string }> {
  const started = performance.now();
  const parsed = generateResumeBodySchema.safeParse(body);
  if (!parsed.success) return { fallback: 'invalid draft' };
  const stored = storedResumeContentSchema.safeParse(parsed.data);
  if (!stored.success) return { fallback: 'invalid content' };
  if (textBytes(stored.data) > LIMITS.pdfMaxTextBytes) return { fallback: 'too much text' };
  const content = stored.data;
  const laidOut = toTemplateData(content);

  const families = new Set(template.families);
  if (laidOut.design.fontFamily) families.add(laidOut.design.fontFamily);
  // A script's fonts (Noto Sans SC / KR are ~10 MB each) are fetched only for text with its letters, which shared.typ
  // sets in them.
  const text = JSON.stringify(laidOut);
  for (const [script, letters] of Object.entries(FONT_SCRIPT_TEXT) as [FontScript, RegExp][]) {
    if (letters.test(text)) for (const font of manifest) if (font.script === script) families.add(font.family);
  }
  if (!(await ensureFamilies(families))) return { fallback: 'font not offered' };
  mapTemplate(template);

  const { folderName } = template;
  const fitted = content.design?.fitToOnePage
    ? fitToOnePage({ countPages: (_, tried) => pageCount(template, tried) }, folderName, laidOut)
    : laidOut;
  const { data, session } = layOut(template, fitted);
  try {
    const pages = session.pages_info.page_count;
    if (pages > LIMITS.pdfMaxPages) return { fallback: 'too many pages' };
    const {
      defs,
      pages: drawings,
      pageWidth,
      pageHeight,
    } = splitRendererSvg(renderer.svg_data(session), laidOut.fullName, headingTexts(folderName), {
      rightToLeft: RIGHT_TO_LEFT_LANGUAGES.has(laidOut.design.language),
    });
    return {
      pages: {
        pages,
        defs,
        drawings,
        pageWidth,
        pageHeight,
        hash: hashOf(`${template.revision}\0${folderName}\0${JSON.stringify(data)}`),
        workerMs: performance.now() - started,
      },
    };
  } finally {
    session.free();
  }
}

/** The parts' keys of the last pages sent, whose drawings the editor keeps: they are sent as keys only. */
let sentKeys = new Set<string>();

function withoutSentParts(pages: EnginePages): SentPages {
  const keys = new Set<string>();
  const drawings = pages.drawings.map((drawing) => ({
    ...drawing,
    parts: drawing.parts.map((part) => {
      keys.add(part.key);
      return sentKeys.has(part.key) ? { key: part.key } : part;
    }),
  }));
  sentKeys = keys;
  return { ...pages, drawings };
}

/** Renders one at a time, newest first: a render asked for while one runs replaces any still waiting. */
let running = false;
let waiting: Extract<ToWorker, { type: 'render' }> | undefined;
const superseded = (id: number): FromWorker => ({ type: 'fallback', id, reason: 'superseded' });

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  while (waiting) {
    const job = waiting;
    waiting = undefined;
    try {
      const result = await render(job.template, job.body);
      post(
        'pages' in result
          ? { type: 'rendered', id: job.id, pages: withoutSentParts(result.pages) }
          : { type: 'fallback', id: job.id, reason: result.fallback },
      );
    } catch (error) {
      post({ type: 'fallback', id: job.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  running = false;
}

let started: Promise<void> | undefined;
self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'resend') {
    sentKeys = new Set();
    return;
  }
  if (message.type === 'start') {
    started ??= start().then(
      () => post({ type: 'ready' }),
      (error: unknown) => post({ type: 'broken', reason: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  if (waiting) post(superseded(waiting.id));
  waiting = message;
  void (started ?? Promise.reject(new Error('not started'))).then(drain, () =>
    post({ type: 'fallback', id: message.id, reason: 'engine not started' }),
  );
};
