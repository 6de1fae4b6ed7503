/**
 * The languages a resume's headings, month names and "Present" are written in. A leaf: it imports nothing, so every
 * module of the schema (dates, design, the section registry) may name a language without an import circle.
 */
export const RESUME_LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'fr', name: 'Français' },
  { id: 'es', name: 'Español' },
  { id: 'pt', name: 'Português' },
  { id: 'it', name: 'Italiano' },
  { id: 'nl', name: 'Nederlands' },
  { id: 'pl', name: 'Polski' },
  { id: 'zh', name: '中文' },
  { id: 'ja', name: '日本語' },
  { id: 'ar', name: 'العربية' },
  { id: 'he', name: 'עברית' },
] as const;

export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number]['id'];
