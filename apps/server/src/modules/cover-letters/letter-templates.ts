import type { ResumeLanguage } from '@vitae/schema';

/**
 * The sentences of an offline draft (docs/cover-letters.md, "Drafts"), in the languages a simple template reads
 * naturally in; any other resume language gets the English one. Every fact in a draft comes from the resume or the
 * application: these sentences hold none of their own. The words before the signature and the signature itself are
 * the letter layout's (LETTER_CLOSINGS of @vitae/pdf), in the PDF and the Word file alike, so a draft has neither.
 */
export interface LetterTemplate {
  greeting(name: string): string;
  greetingUnknown: string;
  /** The first paragraph: what the letter is for. */
  opening(role: string, company: string): string;
  /** Before the resume's strongest lines: the applicant's most recent job, when there is one. */
  recentJob(title: string, company: string): string;
  evidenceIntro: string;
  skills(skills: string): string;
  closing(company: string): string;
}

const list = (items: string[], and: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const ENGLISH: LetterTemplate = {
  greeting: (name) => `Dear ${name},`,
  greetingUnknown: 'Dear Hiring Manager,',
  opening: (role, company) =>
    role && company
      ? `I am writing to apply for the ${role} position at ${company}.`
      : role
        ? `I am writing to apply for the ${role} position.`
        : company
          ? `I am writing to express my interest in joining ${company}.`
          : 'I am writing to express my interest in this position.',
  recentJob: (title, company) =>
    title && company
      ? `Most recently I worked as ${title} at ${company}.`
      : `Most recently I worked as ${title || company}.`,
  evidenceIntro: 'Some of what I have done that matches what you are looking for:',
  skills: (skills) => `My skills include ${skills}.`,
  closing: (company) =>
    `I would welcome the chance to discuss how I could contribute${company ? ` to ${company}` : ''}. Thank you for your time and consideration.`,
};

const GERMAN: LetterTemplate = {
  greeting: (name) => `Sehr geehrte/r ${name},`,
  greetingUnknown: 'Sehr geehrte Damen und Herren,',
  opening: (role, company) =>
    role && company
      ? `hiermit bewerbe ich mich um die Stelle als ${role} bei ${company}.`
      : role
        ? `hiermit bewerbe ich mich um die Stelle als ${role}.`
        : company
          ? `hiermit bewerbe ich mich bei ${company}.`
          : 'hiermit bewerbe ich mich um diese Stelle.',
  recentJob: (title, company) =>
    title && company
      ? `Zuletzt war ich als ${title} bei ${company} tätig.`
      : `Zuletzt war ich als ${title || company} tätig.`,
  evidenceIntro: 'Einiges aus meiner Arbeit, das zu Ihren Anforderungen passt:',
  skills: (skills) => `Zu meinen Kenntnissen gehören ${skills}.`,
  closing: (company) =>
    `Über ein persönliches Gespräch${company ? ` mit ${company}` : ''} freue ich mich. Vielen Dank für Ihre Zeit.`,
};

const FRENCH: LetterTemplate = {
  greeting: (name) => `Bonjour ${name},`,
  greetingUnknown: 'Madame, Monsieur,',
  opening: (role, company) =>
    role && company
      ? `Je vous adresse ma candidature au poste de ${role} chez ${company}.`
      : role
        ? `Je vous adresse ma candidature au poste de ${role}.`
        : company
          ? `Je vous adresse ma candidature pour rejoindre ${company}.`
          : 'Je vous adresse ma candidature pour ce poste.',
  recentJob: (title, company) =>
    title && company
      ? `Dernièrement, j’ai occupé le poste de ${title} chez ${company}.`
      : `Dernièrement, j’ai occupé le poste de ${title || company}.`,
  evidenceIntro: 'Voici quelques réalisations qui répondent à vos attentes :',
  skills: (skills) => `Mes compétences comprennent ${skills}.`,
  closing: (company) =>
    `Je serais heureux d’échanger avec vous sur ma contribution${company ? ` à ${company}` : ''}. Je vous remercie de votre attention.`,
};

const SPANISH: LetterTemplate = {
  greeting: (name) => `Estimado/a ${name}:`,
  greetingUnknown: 'Estimados señores:',
  opening: (role, company) =>
    role && company
      ? `Les escribo para presentar mi candidatura al puesto de ${role} en ${company}.`
      : role
        ? `Les escribo para presentar mi candidatura al puesto de ${role}.`
        : company
          ? `Les escribo para expresar mi interés en formar parte de ${company}.`
          : 'Les escribo para expresar mi interés en este puesto.',
  recentJob: (title, company) =>
    title && company
      ? `Recientemente trabajé como ${title} en ${company}.`
      : `Recientemente trabajé como ${title || company}.`,
  evidenceIntro: 'Algunos logros que responden a lo que buscan:',
  skills: (skills) => `Mis competencias incluyen ${skills}.`,
  closing: (company) =>
    `Me encantaría conversar sobre cómo podría contribuir${company ? ` a ${company}` : ''}. Gracias por su tiempo y consideración.`,
};

const TEMPLATES: Partial<Record<ResumeLanguage, LetterTemplate>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };
const AND: Partial<Record<ResumeLanguage, string>> = { en: 'and', de: 'und', fr: 'et', es: 'y' };

/** The template of the resume's language, English when there is none for it. */
export function letterTemplate(
  language: ResumeLanguage | undefined,
): LetterTemplate & { list(items: string[]): string } {
  const template = TEMPLATES[language ?? 'en'] ?? ENGLISH;
  const and = AND[language ?? 'en'] ?? 'and';
  return { ...template, list: (items) => list(items, TEMPLATES[language ?? 'en'] ? and : 'and') };
}
