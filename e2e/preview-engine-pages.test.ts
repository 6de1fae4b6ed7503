import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { Resvg } from '@resvg/resvg-js';
import initRenderer, { type TypstRenderer, TypstRendererBuilder } from '@myriaddreamin/typst-ts-renderer';
import { TEMPLATES_DIR, toTemplateData } from '@vitae/pdf';
import { arabicSampleResume, hebrewSampleResume } from '@vitae/pdf/rtl-sample-resumes';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type { ResumeContent } from '@vitae/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontFiles } from '../packages/pdf/src/fonts.ts';
import { pageSvg, splitRendererSvg } from '../apps/web/src/lib/typst-preview/split-pages.ts';

/**
 * The live preview engine's pages (apps/web lib/typst-preview): typst.ts's renderer's SVG of a real compiled resume,
 * cut into pages that are set as HTML in the editor. Whatever the user typed comes out as text, never as markup;
 * nothing but drawing and the text layer is kept; the name and section titles read as headings.
 */
const require = createRequire(import.meta.url);
const compiler = NodeCompiler.create({ workspace: TEMPLATES_DIR, fontArgs: [{ fontPaths: fontFiles() }] });
let renderer: TypstRenderer;

beforeAll(async () => {
  const wasm = readFileSync(require.resolve('@myriaddreamin/typst-ts-renderer/wasm'));
  await initRenderer({ module_or_path: wasm });
  renderer = await new TypstRendererBuilder().build();
});

const { _id: _sampleId, ...sample } = sampleResume as typeof sampleResume & { _id?: string };

/** The renderer's SVG of `content` laid out by `folder`, as the engine's worker gets it. */
function rendererSvg(content: ResumeContent, folder = 'classic'): string {
  compiler.mapShadow(path.join(TEMPLATES_DIR, 'resume.json'), Buffer.from(JSON.stringify(toTemplateData(content))));
  const compiled = compiler.compile({ mainFilePath: path.join(TEMPLATES_DIR, folder, 'template.typ') });
  if (!compiled.result) throw new Error('compile failed');
  const session = renderer.session_from_artifact(compiler.vector(compiled.result), 'vector');
  try {
    return renderer.svg_data(session);
  } finally {
    session.free();
  }
}

/** The text of the text layer's runs, in order, with the markup of headings. */
const runs = (page: string) =>
  [...page.matchAll(/<div class="tsel"([^>]*)>([^<]*)<\/div>/g)].map(([, attributes, text]) => ({
    heading: /aria-level="(\d)"/.exec(attributes!)?.[1],
    text: text!,
  }));

describe('the preview engine’s pages', () => {
  it('keep drawing and text only: no script, style, handler, link or outside reference', () => {
    const hostile: ResumeContent = {
      ...sample,
      summary: `<p>&lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(2)&lt;/script&gt; "quoted" &amp; 'single'</p>`,
    };
    const raw = rendererSvg(hostile);
    expect(raw).toMatch(/<script/); // the renderer's own viewer script, which must not survive
    const { pages, defs } = splitRendererSvg(raw, hostile.fullName, []);
    const pageSvgs = pages.map(pageSvg);
    const html = defs + pageSvgs.join('');
    // Asserted as booleans: a failure would print the whole drawing.
    expect(/<script|<style|<img|<a\b|<h5:/i.test(html)).toBe(false);
    expect(/<[^>]*\son[a-z]+=/i.test(html)).toBe(false);
    expect(/<[^>]*href="(?!#)/.test(html)).toBe(false);
    const said = pageSvgs
      .flatMap(runs)
      .map((run) => run.text)
      .join(' ');
    // As text: `<` escaped (the renderer leaves `>`, harmless in text).
    expect(said).toContain('&lt;img src=x onerror=alert(1)');
    expect(said).toContain('&lt;script>');
  });

  it('are one SVG per page, each showing its band of the stacked document', () => {
    const long: ResumeContent = {
      ...sample,
      experience: [...sample.experience, ...sample.experience, ...sample.experience, ...sample.experience],
      projects: [...sample.projects, ...sample.projects, ...sample.projects],
    };
    const { pages, pageWidth, pageHeight } = splitRendererSvg(rendererSvg(long), long.fullName, []);
    const pageSvgs = pages.map(pageSvg);
    expect(pageSvgs.length).toBeGreaterThanOrEqual(2);
    expect(pageWidth / pageHeight).toBeCloseTo(595.28 / 841.89, 2);
    pageSvgs.forEach((page, index) => {
      const top = Number(/viewBox="0 ([\d.]+) /.exec(page)?.[1]);
      expect(top).toBeCloseTo(index * pageHeight, 0);
      expect(page.startsWith('<svg ')).toBe(true);
      expect(page.endsWith('</svg>')).toBe(true);
    });
  });

  it('mark the name as the first heading and the section titles as the next level', () => {
    const pageSvgs = splitRendererSvg(rendererSvg(sample), sample.fullName, [
      'Summary',
      'Experience',
      'Skills',
    ]).pages.map(pageSvg);
    const headings = pageSvgs.flatMap(runs).filter((run) => run.heading);
    expect(headings[0]).toEqual({ heading: '1', text: sample.fullName });
    expect(headings.slice(1).map((run) => `${run.heading} ${run.text}`)).toEqual([
      '2 Summary',
      '2 Experience',
      '2 Skills',
    ]);
  });

  it('read a right-to-left resume’s lines in reading order, with its name and section titles as headings', () => {
    // docs/right-to-left.md: the renderer writes a line's runs as drawn, left to right.
    const headings = ['الملخص المهني', 'الخبرة المهنية', 'المهارات'];
    const raw = rendererSvg(arabicSampleResume);
    const said = (rightToLeft: boolean) =>
      splitRendererSvg(raw, arabicSampleResume.fullName, headings, { rightToLeft })
        .pages.map(pageSvg)
        .flatMap(runs)
        .map((run) => run.text)
        .join('')
        .replace(/[\u200e\u200f]/g, '')
        .replace(/\s+/g, ' ');
    const inOrder = said(true);
    for (const phrase of [
      'ليلى حداد',
      'مهندسة برمجيات في Acme Corp بخبرة ثماني سنوات',
      // The contact line: e-mail, phone and address in the order written, each left-to-right field as typed.
      'layla@example.com·+966 55 123 4567·الرياض، المملكة العربية السعودية',
      'مارس 2021 – حتى الآن',
      'LinkedIn: linkedin.com/in/laylahaddad',
    ])
      expect(inOrder).toContain(phrase);
    // As drawn, the name read backwards.
    expect(said(false)).toContain('حداد ليلى');
    // Every template, Arabic and Hebrew: lines of both directions read as typed.
    for (const content of [arabicSampleResume, hebrewSampleResume]) {
      const arabic = content === arabicSampleResume;
      for (const folder of ['academic', 'banded', 'classic', 'compact', 'creative', 'minimal', 'modern', 'timeline']) {
        const text = splitRendererSvg(rendererSvg(content, folder), content.fullName, [], { rightToLeft: true })
          .pages.map(pageSvg)
          .flatMap(runs)
          .map((run) => run.text)
          .join('')
          .replace(/[\u200e\u200f]/g, '')
          .replace(/\s+/g, ' ');
        for (const phrase of [
          content.fullName,
          arabic ? 'مهندسة برمجيات في Acme Corp بخبرة' : 'מהנדסת תוכנה בחברת Acme Corp עם',
          arabic ? 'يونيو 2018 – فبراير 2021' : 'יוני 2018 – פברואר 2021',
          content.phone,
          content.email,
          'AWS Certified Solutions Architect – Associate (2022)',
        ])
          expect(text, `${content.design!.language} ${folder}`).toContain(phrase);
      }
    }

    const page = pageSvg(splitRendererSvg(raw, arabicSampleResume.fullName, headings, { rightToLeft: true }).pages[0]!);
    const marks = [...page.matchAll(/role="heading" aria-level="(\d)"/g)];
    expect(marks.map(([, level]) => level)).toEqual(['1', '2', '2', '2']);
    // The name's group holds its words, one run each, in reading order.
    const name = runs(page.slice(marks[0]!.index, marks[1]!.index)).map((run) => run.text);
    expect(name.slice(0, 3)).toEqual(['ليلى', ' ', 'حداد']);
  });

  it('draw each run of glyphs as one path, pixel for pixel as the renderer drew it with one <use> per letter', () => {
    const raw = rendererSvg(sample);
    const pageSvgs = splitRendererSvg(raw, sample.fullName, []).pages.map(pageSvg);
    expect(pageSvgs[0]).not.toContain('<use');
    // The text layer is transparent: both are drawn without it, by resvg at 2x.
    const withoutText = (svg: string) =>
      svg
        .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<foreignObject\b[\s\S]*?<\/foreignObject>/g, '')
        .replace(/\swidth="100%" height="100%"/, '');
    const pixels = (svg: string) =>
      new Resvg(withoutText(svg), { fitTo: { mode: 'width', value: 1192 }, background: 'white' }).render().pixels;
    const merged = pixels(pageSvgs[0]!);
    const drawn = pixels(raw);
    expect(merged.length).toBe(drawn.length);
    let differing = 0;
    let ink = 0;
    for (let i = 0; i < drawn.length; i += 4) {
      if (drawn[i]! < 128) ink++;
      if (Math.abs(merged[i]! - drawn[i]!) > 8) differing++;
    }
    expect(ink).toBeGreaterThan(10_000);
    expect(differing / (drawn.length / 4)).toBeLessThan(0.0001);
  });

  it('are cut into the blocks Typst laid out, so that an edit redraws only the blocks it touches', () => {
    const long: ResumeContent = { ...sample, experience: [...sample.experience, ...sample.experience] };
    const before = splitRendererSvg(rendererSvg(long), long.fullName, ['Experience']).pages;
    const after = splitRendererSvg(rendererSvg({ ...long, jobTitle: `${long.jobTitle} and mentor` }), long.fullName, [
      'Experience',
    ]).pages;
    expect(after.length).toBe(before.length);
    expect(before[0]!.parts.length).toBeGreaterThan(5);
    // Every key in a page names one block only.
    for (const page of after) expect(new Set(page.parts.map((part) => part.key)).size).toBe(page.parts.length);
    const changed = after.map((page, index) => {
      const known = new Set(before[index]!.parts.map((part) => part.key));
      return page.parts.filter((part) => !known.has(part.key));
    });
    // The title's line, on page 1; the other pages are drawn as before, to the byte.
    expect(changed[0]!.length).toBe(1);
    expect(changed[0]![0]!.svg).toContain('and mentor');
    for (let index = 1; index < after.length; index++) {
      expect(changed[index]).toEqual([]);
      expect(pageSvg(after[index]!)).toBe(pageSvg(before[index]!));
    }
    // The page's frame holds no name of the renderer's that would change with its content.
    expect(after[0]!.head).toBe(before[0]!.head);
  });

  it('keep defined every glyph a page still draws as a <use>, in a block or in a page that is not cut', () => {
    // An outline with an arc cannot be moved into a merged path: its runs stay <use>s of the defs.
    const glyph = '<path id="gArc" class="outline_glyph" d="M0 0 A1 1 0 0 1 2 2 Z"/>';
    const page = (top: number, inside: string) =>
      `<g class="typst-page" transform="translate(0, ${top})" data-page-width="10" data-page-height="20">${inside}</g>`;
    const use = '<use x="0" y="0" href="#gArc"/>';
    const cut = `<svg xmlns="http://www.w3.org/2000/svg"><defs class="glyph">${glyph}</defs>${page(0, `<g><g>${use}</g><g>${use}</g></g>`)}</svg>`;
    // A second element beside the last page: that page is drawn whole, not cut into blocks.
    const whole = `<svg xmlns="http://www.w3.org/2000/svg"><defs class="glyph">${glyph}</defs>${page(0, '<g><g/></g>')}${page(20, `<g>${use}</g>`)}<g></g></svg>`;
    for (const svg of [cut, whole]) {
      const { defs, pages } = splitRendererSvg(svg, '', []);
      expect(pages.map(pageSvg).join('')).toContain('href="#gArc"');
      expect(defs).toContain('id="gArc"');
    }
    expect(splitRendererSvg(whole, '', []).pages[1]!.parts).toEqual([]);
  });

  it('refuse a drawing with an element that is neither drawing nor text', () => {
    const svg = rendererSvg(sample).replace('<defs class="glyph">', '<iframe src="x"></iframe><defs class="glyph">');
    expect(() => splitRendererSvg(svg, sample.fullName, [])).toThrow(/unexpected <iframe>/);
  });
});
