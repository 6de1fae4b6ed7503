import type { CoverLetterRecipient, ResumeContent, ResumeLanguage } from '@vitae/schema';
import { looksLikeRichText, plainTextToBlocks, type RichBlock, richTextToBlocks } from './rich-text.ts';
import { type TemplateData, toTemplateData } from './template-data.ts';

/**
 * How a resume template's look carries over to a cover letter (docs/design.md, "Cover letters in the resume's
 * style"): one `templates/letter.typ` draws every letter, taking from this description the template's font, colours,
 * sender header and margins. The resume's design settings (accent, font, size, spacing, margins, paper, language)
 * apply on top, as they do to the resume.
 */
export interface LetterStyle {
  /** Font families, the template's own first; the resume's chosen family replaces the first. */
  fonts: string[];
  /** The template's base text size in pt (the resume's size setting replaces it). */
  baseSize: number;
  ink: string;
  muted: string;
  /** The template's accent when the resume sets none. */
  accent: string;
  /** The sender block: centred, at the left, or white on a full-bleed accent band. */
  header: 'centered' | 'left' | 'band';
  /** What closes the sender block: nothing, a hairline, a double rule, or a short accent bar. */
  rule: 'none' | 'hairline' | 'double' | 'bar';
  name: { size: number; weight: 'light' | 'regular' | 'bold'; smallcaps: boolean };
  /** The job title under the name: italic in the muted colour, in the accent, muted, or as the text. */
  jobTitle: 'italic' | 'accent' | 'muted' | 'plain';
  /** Page margins in cm before the resume's margin setting scales them. */
  margins: { x: number; top: number; bottom: number };
}

const classic: LetterStyle = {
  fonts: ['Libertinus Serif'],
  baseSize: 10.5,
  ink: '#1a1a1a',
  muted: '#555555',
  accent: '#1a1a1a',
  header: 'centered',
  rule: 'hairline',
  name: { size: 24, weight: 'regular', smallcaps: false },
  jobTitle: 'italic',
  margins: { x: 2.2, top: 1.8, bottom: 1.8 },
};

/** Each template's letter look, by folder name; a template without one is drawn in Classic's. */
export const LETTER_STYLES: Readonly<Record<string, LetterStyle>> = {
  classic,
  academic: {
    fonts: ['EB Garamond'],
    baseSize: 11,
    ink: '#111111',
    muted: '#444444',
    accent: '#111111',
    header: 'centered',
    rule: 'double',
    name: { size: 23, weight: 'regular', smallcaps: true },
    jobTitle: 'italic',
    margins: { x: 2.3, top: 1.9, bottom: 1.9 },
  },
  banded: {
    // Lato has no Greek or Cyrillic: Source Sans 3 sets those, as in the resume.
    fonts: ['Lato', 'Source Sans 3'],
    baseSize: 10,
    ink: '#1f2328',
    muted: '#5b6370',
    accent: '#0f5f68',
    header: 'band',
    rule: 'none',
    name: { size: 24, weight: 'bold', smallcaps: false },
    jobTitle: 'plain',
    margins: { x: 2, top: 1.3, bottom: 1.5 },
  },
  compact: {
    fonts: ['Source Sans 3'],
    baseSize: 10.5,
    ink: '#000000',
    muted: '#333333',
    accent: '#000000',
    header: 'centered',
    rule: 'hairline',
    name: { size: 21, weight: 'bold', smallcaps: false },
    jobTitle: 'plain',
    margins: { x: 2, top: 1.5, bottom: 1.5 },
  },
  creative: {
    fonts: ['IBM Plex Sans'],
    baseSize: 10,
    ink: '#1c1917',
    muted: '#57534e',
    accent: '#c2410c',
    header: 'band',
    rule: 'none',
    name: { size: 26, weight: 'bold', smallcaps: false },
    jobTitle: 'plain',
    margins: { x: 2, top: 1.4, bottom: 1.5 },
  },
  minimal: {
    fonts: ['Source Serif 4'],
    baseSize: 10,
    ink: '#222222',
    muted: '#7a7a7a',
    accent: '#5a5a5a',
    header: 'left',
    rule: 'none',
    name: { size: 30, weight: 'light', smallcaps: false },
    jobTitle: 'muted',
    margins: { x: 2.4, top: 2, bottom: 1.8 },
  },
  modern: {
    fonts: ['Inter'],
    baseSize: 9.8,
    ink: '#111827',
    muted: '#4b5563',
    accent: '#1d4ed8',
    header: 'left',
    rule: 'bar',
    name: { size: 24, weight: 'bold', smallcaps: false },
    jobTitle: 'accent',
    margins: { x: 2, top: 1.6, bottom: 1.6 },
  },
  timeline: {
    fonts: ['EB Garamond'],
    baseSize: 11,
    ink: '#1f2933',
    muted: '#5f6b76',
    accent: '#0f766e',
    header: 'left',
    rule: 'hairline',
    name: { size: 27, weight: 'bold', smallcaps: false },
    jobTitle: 'accent',
    margins: { x: 2, top: 1.5, bottom: 1.5 },
  },
};

export const letterStyle = (folderName: string): LetterStyle => LETTER_STYLES[folderName] ?? classic;

/** The words before the signature, in the resume's language. */
export const LETTER_CLOSINGS: Record<ResumeLanguage, string> = {
  en: 'Sincerely,',
  de: 'Mit freundlichen Grüßen',
  fr: 'Veuillez agréer mes salutations distinguées.',
  es: 'Atentamente,',
  pt: 'Atenciosamente,',
  it: 'Cordiali saluti,',
  nl: 'Met vriendelijke groet,',
  pl: 'Z wyrazami szacunku',
  zh: '此致敬礼',
  ja: '敬具',
  ar: 'مع خالص التحية والتقدير،',
  he: 'בברכה,',
};

/**
 * The letter's date as written in the resume's language ("November 27, 2026", "27. November 2026", "27 نوفمبر 2026"),
 * in UTC, with the digits the resume's dates have (some ICU versions write Arabic with Arabic-Indic digits).
 */
export function letterDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(
    date,
  );
}

/** A cover letter as the editor holds it: the body is rich text (RICH_TEXT_ALLOWLIST) or plain text. */
export interface CoverLetterInput {
  body: string;
  recipient?: Partial<CoverLetterRecipient>;
  title?: string;
}

/**
 * The JSON `templates/letter.typ` reads (as `/resume.json`, like a resume's): the sender's details shaped as a
 * resume's (`toTemplateData`, so shared.typ's helpers and design settings apply), the letter's parts, and the look.
 */
export interface LetterData extends Pick<
  TemplateData,
  'fullName' | 'jobTitle' | 'address' | 'phone' | 'email' | 'social' | 'design'
> {
  /** The PDF's title: the letter's, else the sender's name (as a resume's). */
  title: string;
  date: string;
  recipient: { name: string; company: string; address: string[] };
  body: RichBlock[];
  closing: string;
  style: LetterStyle;
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Pure: the same letter, resume, template and date always give the same data. */
export function toLetterData(
  letter: CoverLetterInput,
  resume: ResumeContent,
  folderName: string,
  date: Date,
): LetterData {
  const { fullName, jobTitle, address, phone, email, social, design } = toTemplateData(resume);
  const language = (resume.design?.language ?? 'en') as ResumeLanguage;
  return {
    fullName,
    jobTitle,
    address,
    phone,
    email,
    social,
    // Fitting to one page is a resume's setting: a letter flows onto the next page.
    design,
    title: letter.title?.trim() ?? '',
    date: letterDate(date, language),
    recipient: {
      name: letter.recipient?.name?.trim() ?? '',
      company: letter.recipient?.company?.trim() ?? '',
      address: lines(letter.recipient?.address),
    },
    body: looksLikeRichText(letter.body) ? richTextToBlocks(letter.body) : plainTextToBlocks(letter.body),
    closing: LETTER_CLOSINGS[language] ?? LETTER_CLOSINGS.en,
    style: letterStyle(folderName),
  };
}
