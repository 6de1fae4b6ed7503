import { type ResumeContent, resumeContentSchema, sectionHeadings } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFontNames, pdfText, pdfWordBoxes, type WordBox } from '../scripts/pdf-inspect.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/index.ts';
import { arabicSampleResume, hebrewSampleResume } from '../src/rtl-sample-resumes.ts';
import { sampleResume } from '../src/sample-resume.ts';

/**
 * Arabic and Hebrew resumes (docs/right-to-left.md) in every template, rendered once each by the real renderer and
 * read back with pdftotext in its default mode: it orders each line by its reading direction, so right-to-left text
 * comes out in logical order, as typed. `-layout` writes each line's columns left to right (a right-to-left line's
 * dates, at its left end, before its title) and `-raw` writes the glyphs in the order drawn, which is visual order.
 *
 * What pdftotext adds or moves is not held against the text: it wraps right-to-left lines and the left-to-right runs
 * in them in direction marks (U+202A-U+202E), the templates add marks of their own (U+200E, U+200F: shared.typ), and
 * it moves the space between a left-to-right run or a punctuation mark and the right-to-left word after it ("Acme
 * Corp بخبرة" comes out "Acme Corpبخبرة", "الرياض، المملكة" as "الرياض ،المملكة"). So phrases are compared with
 * those marks and the whitespace left out (every other character in order), and their Arabic and Hebrew words must
 * each come out whole: a word cut in two ("الر ياض") fails. It also moves a full stop that ends a right-to-left
 * sentence after a number to before the number ("בשנת 2022." as "בשנת .2022"), so no phrase ends that way.
 */
const FOLDERS = ['academic', 'banded', 'classic', 'compact', 'creative', 'minimal', 'modern', 'timeline'];
const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const squash = (text: string) => text.normalize('NFC').replace(MARKS, '').replace(/\s+/g, '');
/** The Arabic and Hebrew words of a text: its runs of those scripts' letters, whatever stands or moved beside them. */
const wordsOf = (text: string) => text.normalize('NFC').match(/[\p{Script=Arabic}\p{Script=Hebrew}]+/gu) ?? [];

interface Corpus {
  content: ResumeContent;
  /** Read back in order and word for word. */
  phrases: string[];
  /** Read back in order: a line of one direction holding a run of the other. */
  mixed: string[];
  /** The Amiri or Heebo faces the text must be set in. */
  font: RegExp;
}

const CORPORA: Record<'ar' | 'he', Corpus> = {
  ar: {
    content: arabicSampleResume,
    phrases: [
      'ليلى حداد',
      'قادت فرق عمل من أربعة إلى ستة مهندسين، وخفضت تكاليف البنية التحتية بمقدار الثلث.',
      'مارس 2021 – حتى الآن',
      'يونيو 2018 – فبراير 2021',
      'سبتمبر 2012 – يونيو 2016',
      '+966 55 123 4567',
      'layla@example.com',
      'الرياض، المملكة العربية السعودية',
      'جامعة الملك سعود',
      'github.com/laylahaddad/mirsal',
      ...Object.values(sectionHeadings('ar')).filter((heading) => heading !== sectionHeadings('ar').social),
    ],
    mixed: ['مهندسة برمجيات في Acme Corp بخبرة ثماني سنوات', 'المركز الأول في الهاكاثون الداخلي لشركة Acme Corp عام'],
    font: /^Amiri-/,
  },
  he: {
    content: hebrewSampleResume,
    phrases: [
      'נועה לוי',
      'הובילה צוותים של ארבעה עד שישה מהנדסים והפחיתה את עלויות התשתית בשליש.',
      'מרץ 2021 – עד היום',
      'יוני 2018 – פברואר 2021',
      'אוקטובר 2012 – יוני 2016',
      '+972 54 123 4567',
      'noa.levi@example.com',
      'האוניברסיטה העברית בירושלים',
      'github.com/noalevi/shaliach',
      ...Object.values(sectionHeadings('he')).filter((heading) => heading !== sectionHeadings('he').social),
    ],
    mixed: ['מהנדסת תוכנה בחברת Acme Corp עם שמונה שנות ניסיון', 'מקום ראשון בהאקתון הפנימי של Acme Corp בשנת'],
    font: /^Heebo-/,
  },
};

let renderer: PdfRenderer;
/** Each corpus rendered once in every template, by language and folder. */
const pdfs = new Map<string, Uint8Array>();
beforeAll(async () => {
  renderer = createPdfRenderer({ workers: 2, maxQueue: 64, timeoutMs: 30_000 });
  const jobs = Object.entries(CORPORA).flatMap(([language, { content }]) =>
    FOLDERS.map(async (folder) => pdfs.set(`${language}/${folder}`, await renderer.render(folder, content))),
  );
  await Promise.all(jobs);
}, 120_000);
afterAll(async () => {
  await renderer.close();
});

const cases = (['ar', 'he'] as const).flatMap((language) => FOLDERS.map((folder) => [language, folder] as const));

/** A word as `pdftotext -bbox` writes a right-to-left one: its letters in the order drawn, left to right. */
const drawn = (word: string) => [...word].reverse().join('');
const findWord = (words: WordBox[], word: string) =>
  words.find((box) => box.text.replace(MARKS, '') === drawn(word) || box.text.replace(MARKS, '') === word);

describe('right-to-left resumes', () => {
  it.each(cases)('%s in %s reads back as typed, in logical order', async (language, folder) => {
    const { phrases, mixed } = CORPORA[language];
    const text = await pdfText(pdfs.get(`${language}/${folder}`)!);
    const words = new Set(wordsOf(text));
    for (const phrase of [...phrases, ...mixed]) {
      expect(squash(text), `${language}/${folder}: "${phrase}" in order`).toContain(squash(phrase));
    }
    for (const phrase of phrases) {
      for (const word of wordsOf(phrase)) expect(words.has(word), `${language}/${folder}: "${word}" whole`).toBe(true);
    }
    // The name, then the sections: a side column (skills) after the main one, never between its lines.
    const headings = sectionHeadings(language);
    const at = [CORPORA[language].content.fullName, headings.summary, headings.experience, headings.skills].map(
      (phrase) => squash(text).indexOf(squash(phrase)),
    );
    expect(at, `${language}/${folder}: name, summary, experience, skills in this order`).toEqual(
      [...at].sort((a, b) => a - b),
    );
  });

  it.each(cases)(
    '%s in %s is set in its script’s font, mirrored, inside the page and without overlaps',
    async (language, folder) => {
      const pdf = pdfs.get(`${language}/${folder}`)!;
      const fonts = await pdfFontNames(pdf);
      expect(
        fonts.some((font) => CORPORA[language].font.test(font)),
        `${language}/${folder}: ${fonts.join(', ')}`,
      ).toBe(true);

      const [page, ...more] = await pdfWordBoxes(pdf);
      expect(more, `${language}/${folder}: one page`).toEqual([]);
      const { width, height, words } = page!;
      // Section headings stand at the right margin (of the main column, on the right in two-column templates).
      const heading = sectionHeadings(language).experience.split(' ').at(-1)!;
      const headingBox = findWord(words, heading);
      expect(headingBox, `${language}/${folder}: "${heading}"`).toBeDefined();
      expect(headingBox!.xMax / width, `${language}/${folder}: heading at the right`).toBeGreaterThan(0.6);
      // The first job's start month: at the left end of its line where a left-to-right resume has its dates at the
      // right, in the date column at the right in the timeline; after the company in the two-column templates.
      const month = language === 'ar' ? 'مارس' : 'מרץ';
      const monthBox = findWord(words, month)!;
      expect(monthBox, `${language}/${folder}: "${month}"`).toBeDefined();
      if (folder === 'timeline') expect(monthBox.xMin / width).toBeGreaterThan(0.6);
      else if (folder !== 'modern' && folder !== 'banded') expect(monthBox.xMax / width).toBeLessThan(0.4);
      // The side column of two-column templates stands at the left.
      if (folder === 'modern' || folder === 'banded') {
        const skills = findWord(words, sectionHeadings(language).skills.split(' ')[0]!)!;
        expect(skills.xMax / width, `${language}/${folder}: side column at the left`).toBeLessThan(0.4);
      }

      for (const word of words) {
        expect(word.xMin, `${language}/${folder}: "${word.text}" starts on the page`).toBeGreaterThanOrEqual(0);
        expect(word.xMax, `${language}/${folder}: "${word.text}" ends on the page`).toBeLessThanOrEqual(width);
        expect(word.yMax, `${language}/${folder}: "${word.text}" above the bottom`).toBeLessThanOrEqual(height);
      }
      // Glyph boxes are as high as the font's ascent and descent, Amiri's much more than its letters: their middle
      // halves, where the letters of two lines would meet, must not.
      const core = (box: WordBox) => {
        const dy = (box.yMax - box.yMin) * 0.25;
        return { xMin: box.xMin + 0.5, xMax: box.xMax - 0.5, yMin: box.yMin + dy, yMax: box.yMax - dy };
      };
      for (let i = 0; i < words.length; i += 1) {
        for (let j = i + 1; j < words.length; j += 1) {
          const [p, q] = [core(words[i]!), core(words[j]!)];
          if (p.xMin < q.xMax && q.xMin < p.xMax && p.yMin < q.yMax && q.yMin < p.yMax)
            expect.fail(`${language}/${folder}: "${words[i]!.text}" overlaps "${words[j]!.text}"`);
        }
      }
    },
  );

  it('keeps a phone number’s digits in order at the start of a right-to-left line', async () => {
    // With no e-mail, the phone opens the contact line: without a left-to-right mark ahead of it, the bidirectional
    // algorithm lays its groups out from right to left ("4567 123 55 +966").
    const content = resumeContentSchema.parse({ ...arabicSampleResume, email: '' });
    const text = (await pdfText(await renderer.render('classic', content))).replace(MARKS, '');
    expect(text).toContain('+966 55 123 4567');
  });

  it('leaves left-to-right resumes without direction marks', async () => {
    const text = await pdfText(await renderer.render('classic', sampleResume));
    expect(text).toContain(sampleResume.fullName);
    expect(text).not.toMatch(/[\u200e\u200f]/);
  });
});
