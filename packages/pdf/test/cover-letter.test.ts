import type { ResumeContent } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFontNames, pdfInfo, pdfText } from '../scripts/pdf-inspect.ts';
import {
  type CoverLetterRenderInput,
  createPdfRenderer,
  LETTER_STYLES,
  type PdfRenderer,
  PdfUnknownTemplateError,
  prepareCoverLetter,
  previewCoverLetter,
  readTemplateRegistry,
  renderCoverLetter,
} from '../src/index.ts';
import { sampleResume } from '../src/sample-resume.ts';

const FOLDERS = ['academic', 'banded', 'classic', 'compact', 'creative', 'minimal', 'modern', 'timeline'];
const DATE = new Date('2026-03-05T12:00:00Z');

/** Whitespace (line breaks) does not count: pdftotext wraps lines where the layout does. */
const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00a0]+/g, '');

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ workers: 2, maxQueue: 64, timeoutMs: 30_000 });
});
afterAll(async () => {
  await renderer.close();
});

const inLanguage = (language: 'en' | 'de'): ResumeContent => ({
  ...sampleResume,
  design: { ...sampleResume.design, language },
});

const letter = {
  body:
    '<p>I am writing to apply for the <strong>Staff Engineer</strong> role at Acme.</p>' +
    '<p>At my last employer I led the payments platform.</p><ul><li>Cut costs by a third</li></ul>',
  recipient: { name: 'Erika Mustermann', company: 'Acme GmbH', address: 'Hauptstraße 1\n10115 Berlin' },
};

function input(folderName: string, overrides: Partial<CoverLetterRenderInput> = {}): CoverLetterRenderInput {
  return { folderName, resume: inLanguage('en'), letter, date: DATE, ...overrides };
}

/** Each of `fields` appears in `text`, in this order. */
function expectInOrder(text: string, fields: string[], label: string) {
  const haystack = squash(text);
  let from = 0;
  for (const field of fields) {
    const at = haystack.indexOf(squash(field), from);
    expect(at, `${label}: "${field}" after what came before it`).toBeGreaterThanOrEqual(0);
    from = at + squash(field).length;
  }
}

describe('cover letters', () => {
  it('has a letter look for every template, so none falls back unnoticed', async () => {
    expect(Object.keys(LETTER_STYLES).sort()).toEqual([...(await readTemplateRegistry()).keys()].sort());
  });

  it.each(['en', 'de'] as const)(
    'renders a letter in every template: sender, date in %s, recipient, body, closing, signature',
    async (language) => {
      const expected = {
        en: { date: 'March 5, 2026', closing: 'Sincerely,' },
        de: { date: '5. März 2026', closing: 'Mit freundlichen Grüßen' },
      }[language];
      const rendered = await Promise.all(
        FOLDERS.map((folderName) => renderCoverLetter(renderer, input(folderName, { resume: inLanguage(language) }))),
      );
      await Promise.all(
        rendered.map(async ({ pdf, pageCount }, index) => {
          const folder = FOLDERS[index]!;
          expect(pageCount, folder).toBe(1);
          expect(Number((await pdfInfo(pdf)).get('Pages')), folder).toBe(1);
          expectInOrder(
            await pdfText(pdf),
            [
              sampleResume.fullName,
              sampleResume.jobTitle,
              sampleResume.email,
              expected.date,
              'Erika Mustermann',
              'Acme GmbH',
              'Hauptstraße 1',
              '10115 Berlin',
              'I am writing to apply for the Staff Engineer role at Acme.',
              'At my last employer I led the payments platform.',
              'Cut costs by a third',
              expected.closing,
              sampleResume.fullName,
            ],
            `${folder} (${language})`,
          );
        }),
      );
    },
  );

  it("sets the letter in the template's font, and in the resume's chosen font when it has one", async () => {
    const fonts = async (overrides: Partial<CoverLetterRenderInput>, folder: string) =>
      (await pdfFontNames((await renderCoverLetter(renderer, input(folder, overrides))).pdf)).join(' ');
    expect(await fonts({}, 'classic')).toMatch(/LibertinusSerif/);
    expect(await fonts({}, 'modern')).toMatch(/Inter/);
    expect(await fonts({}, 'banded')).toMatch(/Lato/);
    expect(await fonts({}, 'modern')).not.toMatch(/LibertinusSerif/);
    const chosen = { ...sampleResume, design: { ...sampleResume.design, fontFamily: 'eb-garamond' as const } };
    const garamond = await fonts({ resume: chosen }, 'modern');
    expect(garamond).toMatch(/EBGaramond/);
    expect(garamond).not.toMatch(/Inter/);
  });

  it('shows Typst markup characters literally, in the body as plain or rich text, the recipient and the name', async () => {
    const hostile = String.raw`#read("/etc/passwd") $x$ *bold* [link] \ <label> @ref #{ ]`;
    const escaped = hostile.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const resume = { ...sampleResume, fullName: `Name ${hostile}` };
    for (const body of [`Plain ${hostile}`, `<p>Rich ${escaped}</p>`]) {
      const { pdf } = await renderCoverLetter(
        renderer,
        input('creative', {
          resume,
          letter: { body, recipient: { name: `To ${hostile}`, company: `Co ${hostile}`, address: `At ${hostile}` } },
        }),
      );
      const text = squash(await pdfText(pdf));
      for (const field of ['Name', 'To', 'Co', 'At', body.startsWith('<') ? 'Rich' : 'Plain']) {
        expect(text, `${field}: ${body.slice(0, 6)}`).toContain(squash(`${field} ${hostile}`));
      }
    }
  });

  it('flows a long body onto a second page, the signature after its last paragraph', async () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, index) => `<p>Paragraph ${index + 1}: I shipped the thing and then I shipped another thing as well.</p>`,
    );
    const { pdf, pageCount } = await renderCoverLetter(
      renderer,
      input('classic', { letter: { ...letter, body: paragraphs.join('') } }),
    );
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const pages = (await pdfText(pdf)).split('\f');
    expect(squash(pages[0]!)).toContain(squash('Paragraph 1:'));
    expect(squash(pages[0]!)).not.toContain(squash('Paragraph 60:'));
    expectInOrder(pages.slice(1).join(''), ['Paragraph 60:', 'Sincerely,', sampleResume.fullName], 'page 2');
  });

  it('previews the letter as SVG pages, as many as the PDF has', async () => {
    const long = { ...letter, body: `<p>${'Words to fill the page. '.repeat(400)}</p>` };
    for (const body of [letter, long]) {
      const preview = await previewCoverLetter(renderer, input('modern', { letter: body }));
      const { pageCount } = await renderCoverLetter(renderer, input('modern', { letter: body }));
      expect(preview.svg).toMatch(/^<svg\b/);
      expect(preview.pages).toBe(pageCount);
      expect(preview.pageWidth).toBeCloseTo(595.28, 1);
      expect(preview.svg).toContain(`viewBox="0 0 ${preview.pageWidth} ${preview.pageHeight * preview.pages}"`);
    }
  });

  it('hashes the letter by its content, template and date', () => {
    const hash = (overrides: Partial<CoverLetterRenderInput> = {}) =>
      prepareCoverLetter(input('classic', overrides)).hash;
    expect(hash()).toBe(hash());
    expect(hash({ folderName: 'modern' })).not.toBe(hash());
    expect(hash({ letter: { ...letter, body: 'Other words' } })).not.toBe(hash());
    expect(hash({ date: new Date('2026-03-06T12:00:00Z') })).not.toBe(hash());
  });

  it("titles the PDF with the letter's title, else the sender's name", async () => {
    const titled = await renderCoverLetter(renderer, input('minimal', { letter: { ...letter, title: 'Acme: Staff' } }));
    expect((await pdfInfo(titled.pdf)).get('Title')).toBe('Acme: Staff');
    const untitled = await renderCoverLetter(renderer, input('minimal'));
    expect((await pdfInfo(untitled.pdf)).get('Title')).toBe(sampleResume.fullName);
  });

  it('refuses a template that does not exist', () => {
    expect(() => prepareCoverLetter(input('no-such-template'))).toThrow(PdfUnknownTemplateError);
  });
});
