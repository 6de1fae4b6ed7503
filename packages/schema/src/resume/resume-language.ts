import { RESUME_LANGUAGES, type ResumeLanguage } from '../vocabulary.ts';
import { DATE_WORDS, type DateWords } from './date-words.ts';
import { sectionHeadings, type SectionKey } from './sections.ts';

/** What a resume says in its own language: the default headings (sections.ts), month names and "Present". */
export interface ResumeWords extends DateWords {
  headings: Record<SectionKey | 'contact', string>;
}

/** The heading of the contact details, which no template draws as a section but an import recognises. */
const CONTACT_HEADINGS: Record<ResumeLanguage, string> = {
  en: 'Contact',
  de: 'Kontakt',
  fr: 'Contact',
  es: 'Contacto',
  pt: 'Contato',
  it: 'Contatti',
  nl: 'Contact',
  pl: 'Kontakt',
  zh: '联系方式',
  ja: '連絡先',
  ar: 'معلومات التواصل',
  he: 'פרטי קשר',
};

export const RESUME_WORDS = Object.fromEntries(
  RESUME_LANGUAGES.map(({ id }) => [
    id,
    { ...DATE_WORDS[id], headings: { ...sectionHeadings(id), contact: CONTACT_HEADINGS[id] } },
  ]),
) as Record<ResumeLanguage, ResumeWords>;

/** The words of `language`, English when none is set. */
export const resumeWords = (language: ResumeLanguage | undefined): ResumeWords => RESUME_WORDS[language ?? 'en'];
