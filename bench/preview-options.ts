/**
 * The three ways to make the live preview cheap (docs: bench/BENCHMARKS.md, "Preview options"), measured on the same
 * sequence of edits before one is chosen. Everything runs in this process, one edit after another, on the sample
 * resume (one page) and on a three-page resume (the sample's jobs repeated):
 *
 *  - today: Typst's plain SVG of every page (as the render worker writes it) and its gzip at level 4 (the preview
 *    route's), with the CPU of render + SVG + gzip (`process.cpuUsage`, every thread of the process);
 *  - "SVG made cheap": only the pages whose SVG changed, and only the glyph `<symbol>`s not sent before (their ids are
 *    hashes of the outline, so a new id is a new glyph), gzipped as one answer;
 *  - "incremental vector": typst.ts's vector format from the node compiler (`NodeCompiler.vector`, full document each
 *    time: 0.7.0's node compiler has no delta mode), and the delta of typst.ts's incremental server
 *    (`TypstCompiler.incr_compile` with an `IncrServer`, the web compiler's wasm run in Node: the same format and
 *    code tinymist's preview uses);
 *  - "compile in the browser": what a browser would download once (the compiler's and renderer's wasm, the fonts the
 *    document uses, the template files), raw, gzip and brotli, and the web compiler's compile time per edit in Node.
 *
 *   npx tsx bench/preview-options.ts
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import initWebCompiler, { TypstCompilerBuilder } from '@myriaddreamin/typst-ts-web-compiler';
import { TEMPLATES_DIR, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type { ResumeContent } from '@vitae/schema';
import { fontFiles } from '../packages/pdf/src/fonts.ts';
import { createResumeTypstCompiler } from '../packages/pdf/src/typst-compiler.ts';
import { median, percentile } from './lib.ts';

const FOLDER = process.env.TEMPLATE ?? 'classic';
const FIRST = 'One-page sample resume';
const require = createRequire(import.meta.url);
const gzip = (data: string | Uint8Array) => gzipSync(data, { level: 4 }).byteLength;
const brotli = (data: Uint8Array) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The sample's jobs repeated until the classic template needs three pages. */
const threePages: ResumeContent = {
  ...sampleResume,
  experience: [
    ...sampleResume.experience,
    ...sampleResume.experience.map((job) => ({ ...job, companyName: `${job.companyName} (contract)` })),
    ...sampleResume.experience.map((job) => ({ ...job, companyName: `${job.companyName} (earlier)` })),
    ...sampleResume.experience.map((job) => ({ ...job, companyName: `${job.companyName} (first)` })),
  ],
  projects: [...sampleResume.projects, ...sampleResume.projects, ...sampleResume.projects],
};

/**
 * Thirty pauses in typing: ten in the summary (a word each), ten in the first job's title (a few letters each), ten
 * in the first job's first bullet (a word each). Each edit builds on the previous one.
 */
function edits(base: ResumeContent): ResumeContent[] {
  const summaryWords = ' Fluent in Spanish and German, I enjoy mentoring and public speaking today.'.split(/(?= )/);
  const titleTyped = ' and Tech Lead, Platform';
  const bulletWords = ' across three regions with zero downtime during the migration window'.split(/(?= )/);
  const out: ResumeContent[] = [];
  let content = base;
  for (let i = 0; i < 10; i++) {
    content = { ...content, summary: content.summary + (summaryWords[i] ?? '') };
    out.push(content);
  }
  const title = content.experience[0]!.title;
  for (let i = 1; i <= 10; i++) {
    const typed = titleTyped.slice(0, Math.ceil((titleTyped.length * i) / 10));
    content = {
      ...content,
      experience: [{ ...content.experience[0]!, title: title + typed }, ...content.experience.slice(1)],
    };
    out.push(content);
  }
  const bullet = content.experience[0]!.workSummary;
  const at = bullet.indexOf('</li>');
  for (let i = 1; i <= 10; i++) {
    const typed = bulletWords.slice(0, i).join('');
    const workSummary = bullet.slice(0, at) + typed + bullet.slice(at);
    content = { ...content, experience: [{ ...content.experience[0]!, workSummary }, ...content.experience.slice(1)] };
    out.push(content);
  }
  return out;
}

const cpuMs = (run: () => void): number => {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

/** A page's part of Typst's plain SVG: up to the first page move, then from each page move to the next. */
function splitSvg(svg: string): { pages: string[]; symbols: Map<string, string> } {
  const defsAt = svg.indexOf('<defs');
  const body = svg.slice(svg.indexOf('>') + 1, defsAt < 0 ? svg.length : defsAt);
  const cuts = [...body.matchAll(/<g transform="matrix\(1 0 0 1 0 [\d.]+\)">/g)].map((match) => match.index);
  const bounds = [0, ...cuts, body.length];
  const pages = bounds.slice(0, -1).map((start, i) => body.slice(start, bounds[i + 1]));
  const symbols = new Map<string, string>();
  for (const match of svg.slice(defsAt).matchAll(/<symbol\b[^>]*\sid="([^"]+)"[\s\S]*?<\/symbol>/g))
    symbols.set(match[1]!, match[0]);
  return { pages, symbols };
}

/** The web compiler's wasm, ready in this process, with the templates and fonts as in-memory files. */
async function webCompiler(fonts: string[]) {
  const wasm = readFileSync(require.resolve('@myriaddreamin/typst-ts-web-compiler/pkg/typst_ts_web_compiler_bg.wasm'));
  await initWebCompiler({ module_or_path: wasm });
  const builder = new TypstCompilerBuilder();
  builder.set_dummy_access_model();
  for (const font of fonts) await builder.add_raw_font(readFileSync(font));
  const compiler = await builder.build();
  for (const file of ['shared.typ', `${FOLDER}/template.typ`])
    compiler.map_shadow(`/${file}`, readFileSync(path.join(TEMPLATES_DIR, file)));
  return compiler;
}

interface Row {
  edit: number;
  svgRaw: number;
  svgGzip: number;
  todayCpu: number;
  cheapRaw: number;
  cheapGzip: number;
  changedPages: number;
  newSymbols: number;
  vectorRaw: number;
  vectorGzip: number;
  vectorCpu: number;
  deltaRaw: number;
  deltaGzip: number;
  incrMs: number;
  webMs: number;
}

const stat = (rows: Row[], pick: (row: Row) => number, unit: (n: number) => string) => {
  const values = rows.map(pick);
  return `p50 ${unit(median(values))}, p95 ${unit(percentile(values, 95))}, max ${unit(Math.max(...values))}`;
};
const msOf = (n: number) => `${n.toFixed(1)} ms`;

async function measure(name: string, base: ResumeContent, fonts: string[]) {
  const today = createResumeTypstCompiler();
  const vector = NodeCompiler.create({ workspace: TEMPLATES_DIR, fontArgs: [{ fontPaths: fontFiles() }] });
  const started = performance.now();
  const web = await webCompiler(fonts);
  const built = performance.now();
  const incr = web.create_incr_server();
  const main = path.join(TEMPLATES_DIR, FOLDER, 'template.typ');

  const todayRender = (content: ResumeContent) => {
    const svg = today.compileSvgWithin(FOLDER, toTemplateData(content), 10).svg!;
    return { svg, gzipped: gzip(svg) };
  };
  const vectorRender = (content: ResumeContent) => {
    vector.mapShadow(path.join(TEMPLATES_DIR, 'resume.json'), Buffer.from(JSON.stringify(toTemplateData(content))));
    const result = vector.compile({ mainFilePath: main });
    if (!result.result) throw new Error('vector: compile failed');
    return vector.vector(result.result);
  };
  const webJson = (content: ResumeContent) =>
    web.map_shadow('/resume.json', Buffer.from(JSON.stringify(toTemplateData(content))));
  const incrRender = (content: ResumeContent): Uint8Array => {
    webJson(content);
    const out = web.incr_compile(`/${FOLDER}/template.typ`, null, incr, 0) as { result?: Uint8Array } | Uint8Array;
    const bytes = out instanceof Uint8Array ? out : out.result;
    if (!bytes) throw new Error(`incr_compile: ${JSON.stringify(out).slice(0, 300)}`);
    return bytes;
  };
  const webRender = (content: ResumeContent) => {
    webJson(content);
    const out = web.compile(`/${FOLDER}/template.typ`, null, 'vector', 0) as { result?: Uint8Array } | Uint8Array;
    const bytes = out instanceof Uint8Array ? out : out.result;
    if (!bytes) throw new Error(`web compile: ${JSON.stringify(out).slice(0, 300)}`);
    return bytes;
  };

  {
    const webFirst = performance.now();
    webJson(base);
    web.compile(`/${FOLDER}/template.typ`, null, 'vector', 0);
    console.log(
      `\nweb compiler in Node${name === FIRST ? ', cold' : ' (wasm already instantiated)'}: ` +
        `wasm instantiated + ${fonts.length} fonts added ${msOf(built - started)}, ` +
        `first compile ${msOf(performance.now() - webFirst)}`,
    );
  }
  // Warm every path on the unedited resume: the first preview of a session (its full size is reported apart).
  for (let i = 0; i < 3; i++) {
    todayRender(base);
    vectorRender(base);
    webRender(base);
  }
  const first = todayRender(base);
  let sent = splitSvg(first.svg);
  const sentSymbols = new Set(sent.symbols.keys());
  const firstVector = vectorRender(base);
  const firstDelta = incrRender(base);
  const pages = sent.pages.length;

  const rows: Row[] = [];
  edits(base).forEach((content, i) => {
    let svg = '';
    const todayCpu = cpuMs(() => {
      svg = todayRender(content).svg;
    });
    const now = splitSvg(svg);
    const changed = now.pages.filter((page, p) => sent.pages[p] !== page);
    const added = [...now.symbols].filter(([id]) => !sentSymbols.has(id)).map(([, symbol]) => symbol);
    for (const id of now.symbols.keys()) sentSymbols.add(id);
    sent = now;
    const cheap = changed.join('') + added.join('');

    let vectorBytes: Uint8Array = new Uint8Array();
    const vectorCpu = cpuMs(() => {
      vectorBytes = vectorRender(content);
    });
    let delta: Uint8Array = new Uint8Array();
    const incrMs = cpuMs(() => {
      delta = incrRender(content);
    });
    const webMs = cpuMs(() => webRender(content));
    rows.push({
      edit: i + 1,
      svgRaw: Buffer.byteLength(svg),
      svgGzip: gzip(svg),
      todayCpu,
      cheapRaw: Buffer.byteLength(cheap),
      cheapGzip: gzip(cheap),
      changedPages: changed.length,
      newSymbols: added.length,
      vectorRaw: vectorBytes.byteLength,
      vectorGzip: gzip(vectorBytes),
      vectorCpu,
      deltaRaw: delta.byteLength,
      deltaGzip: gzip(delta),
      incrMs,
      webMs,
    });
  });

  console.log(`\n## ${name} (template ${FOLDER}, ${pages} page(s), ${rows.length} edits)`);
  console.log(
    `first render: SVG ${kb(Buffer.byteLength(first.svg))} (gzip ${kb(first.gzipped)}), ${sent.symbols.size} symbols; ` +
      `vector ${kb(firstVector.byteLength)} (gzip ${kb(gzip(firstVector))}); ` +
      `incremental first ${kb(firstDelta.byteLength)} (gzip ${kb(gzip(firstDelta))})`,
  );
  console.log(`today SVG raw:          ${stat(rows, (r) => r.svgRaw, kb)}`);
  console.log(`today SVG gzip 4:       ${stat(rows, (r) => r.svgGzip, kb)}`);
  console.log(`today CPU (render+svg+gzip): ${stat(rows, (r) => r.todayCpu, msOf)}`);
  console.log(`cheap SVG raw:          ${stat(rows, (r) => r.cheapRaw, kb)}`);
  console.log(`cheap SVG gzip 4:       ${stat(rows, (r) => r.cheapGzip, kb)}`);
  console.log(
    `cheap: pages resent ${stat(rows, (r) => r.changedPages, String)}; new symbols ${stat(rows, (r) => r.newSymbols, String)}`,
  );
  console.log(`vector full raw:        ${stat(rows, (r) => r.vectorRaw, kb)}`);
  console.log(`vector full gzip 4:     ${stat(rows, (r) => r.vectorGzip, kb)}`);
  console.log(`vector CPU (render+vector, no gzip): ${stat(rows, (r) => r.vectorCpu, msOf)}`);
  console.log(`incr delta raw:         ${stat(rows, (r) => r.deltaRaw, kb)}`);
  console.log(`incr delta gzip 4:      ${stat(rows, (r) => r.deltaGzip, kb)}`);
  console.log(`incr CPU (wasm in Node, compile+delta): ${stat(rows, (r) => r.incrMs, msOf)}`);
  console.log(`web compile CPU (wasm in Node, compile+vector): ${stat(rows, (r) => r.webMs, msOf)}`);
  if (process.env.ROWS) console.table(rows);
  const loaded = web.get_loaded_fonts();
  return loaded;
}

/** The one-time download of "compile in the browser": raw, gzip 4 and brotli 11 of each file. */
function download(fontsUsed: string[]) {
  const files: [string, string][] = [
    ['web compiler wasm', require.resolve('@myriaddreamin/typst-ts-web-compiler/pkg/typst_ts_web_compiler_bg.wasm')],
    ['web compiler glue', require.resolve('@myriaddreamin/typst-ts-web-compiler/pkg/typst_ts_web_compiler.mjs')],
    ['renderer wasm', require.resolve('@myriaddreamin/typst-ts-renderer/pkg/typst_ts_renderer_bg.wasm')],
    ['renderer glue', require.resolve('@myriaddreamin/typst-ts-renderer/pkg/typst_ts_renderer.mjs')],
    ['shared.typ', path.join(TEMPLATES_DIR, 'shared.typ')],
    [`${FOLDER}/template.typ`, path.join(TEMPLATES_DIR, FOLDER, 'template.typ')],
    ...fontsUsed.map((font): [string, string] => [`font ${path.basename(font)}`, font]),
  ];
  let total = { raw: 0, gzip: 0, brotli: 0 };
  console.log('\n## One-time download of "compile in the browser"');
  for (const [label, file] of files) {
    const bytes = readFileSync(file);
    const row = { raw: bytes.byteLength, gzip: gzip(bytes), brotli: brotli(bytes) };
    total = { raw: total.raw + row.raw, gzip: total.gzip + row.gzip, brotli: total.brotli + row.brotli };
    console.log(`${label}: ${kb(row.raw)} raw, ${kb(row.gzip)} gzip 4, ${kb(row.brotli)} brotli 11`);
  }
  console.log(`total: ${kb(total.raw)} raw, ${kb(total.gzip)} gzip 4, ${kb(total.brotli)} brotli 11`);
}

/**
 * The font files a document uses: the PDF's font names (`ABCDEF+InterRegular`…) matched against fonts.ts's files.
 * A name with no file there is one of the fonts built into the node compiler (Libertinus Serif): the web compiler
 * has no such file, so it would have to be shipped too.
 */
function fontsUsed(base: ResumeContent): { files: string[]; builtIn: string[] } {
  const pdf = Buffer.from(createResumeTypstCompiler().compile(FOLDER, toTemplateData(base))).toString('latin1');
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = [...new Set([...pdf.matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([^\s/>]+)/g)].map((m) => m[1]!))].filter(
    (name) => !name.endsWith('-Identity-H'),
  );
  const files: string[] = [];
  const builtIn: string[] = [];
  for (const name of names) {
    const file = fontFiles().find((candidate) => {
      const [family = '', ...faces] = path.basename(candidate, '.ttf').split('_');
      const weight = faces
        .join('')
        .replace(/^\d+/, '')
        .replace(/^Regular(?=Italic)/, '');
      return squash(name) === squash(family + weight) || squash(name) === squash(`${family}-${weight}`);
    });
    if (file) files.push(file);
    else builtIn.push(name);
  }
  return { files: [...new Set(files)], builtIn };
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
const used = fontsUsed(sampleResume);
console.log(
  `template ${FOLDER}: fonts used ${used.files.map((f) => path.basename(f)).join(', ') || 'none from fonts.ts'}` +
    (used.builtIn.length ? `; built into the node compiler only: ${used.builtIn.join(', ')}` : ''),
);
// The web compiler gets only the fonts the document uses (as a browser would fetch them); with a built-in font it has
// no file for, it gets every font and falls back (its output then differs from the PDF: timings only indicative).
const webFonts = used.builtIn.length ? fontFiles() : used.files;
const loaded = await measure(FIRST, sampleResume, webFonts);
await measure('Three-page resume', threePages, webFonts);
console.log(`\nweb compiler's loaded fonts: ${loaded.join(' | ')}`);
download(used.files);
