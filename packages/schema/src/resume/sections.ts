import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import type { ResumeLanguage } from '../vocabulary.ts';
import { defaultEducationItem, educationItemSchema, storedEducationItemSchema } from './education.ts';
import { defaultExperienceItem, experienceItemSchema, storedExperienceItemSchema } from './experience.ts';
import { defaultProjectItem, projectItemSchema } from './projects.ts';
import {
  achievementItemSchema,
  certificationItemSchema,
  defaultAchievementItem,
  defaultCertificationItem,
  defaultInterestItem,
  defaultSkillItem,
  defaultSocialItem,
  interestItemSchema,
  skillItemSchema,
  socialItemSchema,
} from './simple-lists.ts';

/**
 * The resume's sections, one entry each: the registry every other place derives its list of sections from (the
 * resume's content schema, design's section keys, the default headings, the editor's steps and labels, History and
 * autosave, the templates' data, PDF import's headings, the text exports). The order is the wizard's, after the
 * personal details, and the default order of the resume. Adding a section means an entry here, its item schema and
 * its place in the templates (packages/pdf/templates), plus the database column that stores it (packages/db). The
 * mappings to other formats name their sections one by one: JSON Resume (README, Export and Import), the body of a
 * heading on PDF import (apps/server resume-import/pdf.ts) and the AI's reading of a PDF.
 *
 * Texts are kept word for word where the product shows them, so the same section may be called differently in
 * different places: each label is named for where it is shown. They are English: the server and the ATS check name
 * sections and fields by them. The editor shows them in the interface's language through the catalogue messages
 * apps/web/src/lib/resumes/section-words.ts names for each (a new label needs its message there; its test checks
 * the English word for word), docs/i18n.md.
 */

/** A field of a section's item as the editor's form shows it. */
export interface SectionFormField {
  /** The item's property. */
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'url' | 'rich' | 'checkbox';
  /** Save is refused while a filled item lacks it (the social section's link, say). */
  required?: boolean;
  /** A half-filled item says it still needs this field; saving goes on (nothing the user wrote is held back). */
  needed?: boolean;
  wide?: boolean;
}

/** A list section's form in the editor: its words, fields and rules (its title and item noun are in `labels`). */
export interface SectionForm {
  hint: string;
  fields: SectionFormField[];
  /** The toast after Save. */
  success: string;
  /** The toast when Save fails; none: only autosave's status line says so. */
  failure?: string;
  /** Skills and social keep Remove enabled on an empty list. */
  removeAlwaysEnabled?: boolean;
  /** Achievements refuse to save an empty list with this message. */
  emptyMessage?: string;
  /** Experience: an AI button per entry offers bullets for the `into` rich-text field from the `from` title. */
  aiBullets?: { from: string; into: string };
}

interface SectionLabels {
  /** The wizard step's title (its form's name); autosave's conflict and restore dialogs name the field by it too. */
  step: string;
  /** History's comparison of two versions. */
  history: string;
}

interface SectionBase {
  /** The heading the resume shows when the user gave the section none, in every resume language. */
  headings: Record<ResumeLanguage, string>;
  /** Headings other resumes give it, recognised on PDF import besides `headings` (compared in lower case). */
  importHeadings: readonly string[];
}

/**
 * How the templates and text exports (Markdown, text, Word) draw a section: `text` as paragraphs, `entries` as dated
 * items of their own, `list` one item a line as bullets, `inline` short items on one line, `header` under the contact
 * line rather than as a section of the body (social links).
 */
export type SectionLayout = 'text' | 'entries' | 'list' | 'inline' | 'header';

/** A section that is one rich text (the summary). */
export interface TextSectionDefinition extends SectionBase {
  layout: 'text';
  labels: SectionLabels;
}

/** A section that is a list of items. */
export interface ListSectionDefinition extends SectionBase {
  layout: Exclude<SectionLayout, 'text'>;
  /** One item as written. */
  item: z.ZodType;
  /** One item as stored, when older rows may hold what a write now refuses (free-text dates). */
  storedItem?: z.ZodType;
  /** An item with nothing filled in. */
  defaultItem: object;
  /** For `list` and `inline`: the item's property holding its text. */
  textField?: string;
  labels: SectionLabels & {
    /** One item, numbered in the form and named on its buttons: "Experience 1", "Add Experience". */
    item: string;
  };
  form: SectionForm;
}

export type SectionDefinition = TextSectionDefinition | ListSectionDefinition;

export const SECTIONS = {
  summary: {
    layout: 'text',
    headings: {
      en: 'Summary',
      de: 'Profil',
      fr: 'Profil',
      es: 'Perfil',
      pt: 'Resumo',
      it: 'Profilo',
      nl: 'Profiel',
      pl: 'Podsumowanie',
      zh: '个人简介',
      ja: '職務要約',
      ar: 'الملخص المهني',
      he: 'פרופיל מקצועי',
    },
    importHeadings: [
      'profile',
      'about',
      'about me',
      'summary',
      'professional summary',
      'career summary',
      'objective',
      'career objective',
      'personal profile',
      'über mich',
      'zusammenfassung',
      'kurzprofil',
      'à propos',
      'résumé',
      'sobre mí',
      'sobre mim',
      'chi sono',
      'over mij',
      'summary of qualifications',
      'professional profile',
      'executive summary',
      'profil professionnel',
      'resumen profesional',
      'perfil profissional',
    ],
    labels: { step: 'Summary', history: 'Summary' },
  },
  experience: {
    layout: 'entries',
    item: experienceItemSchema,
    storedItem: storedExperienceItemSchema,
    defaultItem: defaultExperienceItem,
    headings: {
      en: 'Experience',
      de: 'Berufserfahrung',
      fr: 'Expérience professionnelle',
      es: 'Experiencia',
      pt: 'Experiência',
      it: 'Esperienza',
      nl: 'Werkervaring',
      pl: 'Doświadczenie zawodowe',
      zh: '工作经历',
      ja: '職歴',
      ar: 'الخبرة المهنية',
      he: 'ניסיון תעסוקתי',
    },
    importHeadings: [
      'work experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'experience',
      'relevant experience',
      'erfahrung',
      'beruflicher werdegang',
      'berufliche erfahrung',
      'berufspraxis',
      'expérience',
      'expériences professionnelles',
      'experiencia profesional',
      'experiencia laboral',
      'experiência profissional',
      'esperienza professionale',
      'esperienze lavorative',
      'ervaring',
      'doświadczenie',
      'professional background',
      'career',
      'positions',
      'positions held',
      'appointments',
      'academic appointments',
      'professional appointments',
      'work',
      'berufliche stationen',
      'werdegang',
      'stationen',
      'postes occupés',
      'parcours',
      'parcours professionnel',
      'trayectoria',
      'trayectoria profesional',
      'werkervaring',
      'experiência',
      'experiencia',
      'esperienza',
      'research experience',
      'teaching experience',
      'academic positions',
      'employment record',
    ],
    labels: { step: 'Professional Experience', history: 'Experience', item: 'Experience' },
    form: {
      hint: 'Add your previous job experience',
      fields: [
        { name: 'title', label: 'Position Title', needed: true },
        { name: 'companyName', label: 'Company Name', needed: true },
        { name: 'city', label: 'City' },
        { name: 'state', label: 'State' },
        { name: 'startDate', label: 'Start Date', kind: 'date', needed: true },
        { name: 'endDate', label: 'End Date', kind: 'date' },
        { name: 'currentlyWorking', label: 'Currently working here', kind: 'checkbox' },
        { name: 'workSummary', label: 'Work Summary', kind: 'rich' },
      ],
      success: MESSAGES.detailsUpdated,
      aiBullets: { from: 'title', into: 'workSummary' },
    },
  },
  education: {
    layout: 'entries',
    item: educationItemSchema,
    storedItem: storedEducationItemSchema,
    defaultItem: defaultEducationItem,
    headings: {
      en: 'Education',
      de: 'Ausbildung',
      fr: 'Formation',
      es: 'Formación',
      pt: 'Formação',
      it: 'Istruzione',
      nl: 'Opleiding',
      pl: 'Wykształcenie',
      zh: '教育背景',
      ja: '学歴',
      ar: 'التعليم',
      he: 'השכלה',
    },
    importHeadings: [
      'education',
      'education & training',
      'academic background',
      'qualifications',
      'bildung',
      'bildungsweg',
      'studium',
      'ausbildung & studium',
      'éducation',
      'educación',
      'educação',
      'formazione',
      'onderwijs',
      'edukacja',
      'formação',
      'formação académica',
      'formación',
      'formación académica',
      'opleiding',
      'opleidingen',
      'ausbildung',
      'schulbildung',
      'formation',
      'études',
      'estudios',
      'academic qualifications',
      'education & qualifications',
    ],
    labels: { step: 'Education', history: 'Education', item: 'Education' },
    form: {
      hint: 'Add your educational details',
      fields: [
        { name: 'universityName', label: 'University Name', wide: true, needed: true },
        { name: 'degree', label: 'Degree', needed: true },
        { name: 'major', label: 'Major' },
        { name: 'startDate', label: 'Start Date', kind: 'date' },
        { name: 'endDate', label: 'End Date', kind: 'date' },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ],
      success: MESSAGES.educationUpdated,
      failure: MESSAGES.sectionServerError,
    },
  },
  projects: {
    layout: 'entries',
    item: projectItemSchema,
    defaultItem: defaultProjectItem,
    headings: {
      en: 'Projects',
      de: 'Projekte',
      fr: 'Projets',
      es: 'Proyectos',
      pt: 'Projetos',
      it: 'Progetti',
      nl: 'Projecten',
      pl: 'Projekty',
      zh: '项目经历',
      ja: 'プロジェクト',
      ar: 'المشاريع',
      he: 'פרויקטים',
    },
    importHeadings: [
      'projects',
      'personal projects',
      'selected projects',
      'side projects',
      'open source',
      'projekte',
      'key projects',
      'academic projects',
      'research projects',
      'projets',
      'proyectos',
      'projetos',
      'progetti',
      'projecten',
    ],
    labels: { step: 'Projects', history: 'Projects', item: 'Project' },
    form: {
      hint: 'Add your projects',
      fields: [
        { name: 'projectName', label: 'Project Name', needed: true },
        { name: 'projectLink', label: 'Project Link', kind: 'url' },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ],
      success: MESSAGES.projectsUpdated,
      failure: MESSAGES.sectionServerError,
    },
  },
  achievements: {
    layout: 'list',
    item: achievementItemSchema,
    defaultItem: defaultAchievementItem,
    textField: 'achievement',
    headings: {
      en: 'Achievements',
      de: 'Erfolge',
      fr: 'Réalisations',
      es: 'Logros',
      pt: 'Conquistas',
      it: 'Risultati',
      nl: 'Prestaties',
      pl: 'Osiągnięcia',
      zh: '主要成就',
      ja: '実績',
      ar: 'الإنجازات',
      he: 'הישגים',
    },
    importHeadings: [
      'awards',
      'honors',
      'honours',
      'awards & honors',
      'honors & awards',
      'accomplishments',
      'achievements',
      'auszeichnungen',
      'prix',
      'premios',
      'prêmios',
      'premi',
      'nagrody',
      'distinctions',
      'reconocimientos',
    ],
    labels: { step: 'Achievements', history: 'Achievements', item: 'Achievement' },
    form: {
      hint: 'Add your achievements',
      fields: [{ name: 'achievement', label: 'Achievement', wide: true }],
      success: MESSAGES.achievementsUpdated,
      failure: MESSAGES.sectionServerError,
      emptyMessage: MESSAGES.addOneAchievement,
    },
  },
  skills: {
    layout: 'inline',
    item: skillItemSchema,
    defaultItem: defaultSkillItem,
    textField: 'name',
    headings: {
      en: 'Skills',
      de: 'Kenntnisse',
      fr: 'Compétences',
      es: 'Habilidades',
      pt: 'Competências',
      it: 'Competenze',
      nl: 'Vaardigheden',
      pl: 'Umiejętności',
      zh: '专业技能',
      ja: 'スキル',
      ar: 'المهارات',
      he: 'כישורים',
    },
    importHeadings: [
      'skills',
      'technical skills',
      'core skills',
      'key skills',
      'core competencies',
      'competencies',
      'expertise',
      'technologies',
      'tools & technologies',
      'skills & interests',
      'skills & tools',
      'fähigkeiten',
      'kompetenzen',
      'technische kenntnisse',
      'conocimientos',
      'vaardigheden',
      'methods & skills',
      'skills & methods',
      'key competencies',
      'qualifications & skills',
      'skill set',
      'skillset',
      'kenntnisse & fähigkeiten',
      'compétences',
      'competencias',
      'competências',
      'competenze',
      'technical proficiencies',
    ],
    labels: { step: 'Skills', history: 'Skills', item: 'Skill' },
    form: {
      hint: 'Add your top professional key skills',
      fields: [{ name: 'name', label: 'Skill', wide: true }],
      success: MESSAGES.detailsUpdated,
      failure: MESSAGES.sectionServerErrorBang,
      removeAlwaysEnabled: true,
    },
  },
  interests: {
    layout: 'inline',
    item: interestItemSchema,
    defaultItem: defaultInterestItem,
    textField: 'interestName',
    headings: {
      en: 'Interests',
      de: 'Interessen',
      fr: "Centres d'intérêt",
      es: 'Intereses',
      pt: 'Interesses',
      it: 'Interessi',
      nl: 'Interesses',
      pl: 'Zainteresowania',
      zh: '兴趣爱好',
      ja: '趣味・関心',
      ar: 'الاهتمامات',
      he: 'תחומי עניין',
    },
    importHeadings: [
      'interests',
      'hobbies',
      'hobbies & interests',
      'interests & hobbies',
      'hobbys',
      'freizeit',
      'loisirs',
      'intereses',
      'aficiones',
      'interesses',
      'interessi',
      "centres d'intérêt",
    ],
    labels: { step: 'Interests', history: 'Interests', item: 'Interest' },
    form: {
      hint: 'Add your interests',
      fields: [{ name: 'interestName', label: 'Interest', wide: true }],
      success: MESSAGES.interestsUpdated,
      failure: MESSAGES.interestsServerError,
    },
  },
  certificationsOrExtraCurriculars: {
    layout: 'list',
    item: certificationItemSchema,
    defaultItem: defaultCertificationItem,
    textField: 'certificationOrExtraCurricularName',
    headings: {
      en: 'Certifications & Activities',
      de: 'Zertifikate & Aktivitäten',
      fr: 'Certifications et activités',
      es: 'Certificaciones y actividades',
      pt: 'Certificações e atividades',
      it: 'Certificazioni e attività',
      nl: 'Certificaten en activiteiten',
      pl: 'Certyfikaty i aktywności',
      zh: '证书与活动',
      ja: '資格・活動',
      ar: 'الشهادات والأنشطة',
      he: 'הסמכות ופעילויות',
    },
    importHeadings: [
      'certifications',
      'certificates',
      'licenses & certifications',
      'certifications & licenses',
      'activities',
      'extracurricular activities',
      'extra-curricular activities',
      'volunteering & activities',
      'zertifizierungen',
      'weiterbildung',
      'aktivitäten',
    ],
    labels: {
      step: 'Certifications / Extra-Curriculars',
      history: 'Certifications & activities',
      item: 'Certification',
    },
    form: {
      hint: 'Add your certifications and extra-curricular activities',
      fields: [{ name: 'certificationOrExtraCurricularName', label: 'Certification or Extra-Curricular', wide: true }],
      success: MESSAGES.certificationsUpdated,
      failure: MESSAGES.sectionServerError,
    },
  },
  social: {
    layout: 'header',
    item: socialItemSchema,
    defaultItem: defaultSocialItem,
    headings: {
      en: 'Links',
      de: 'Links',
      fr: 'Liens',
      es: 'Enlaces',
      pt: 'Links',
      it: 'Link',
      nl: 'Links',
      pl: 'Linki',
      zh: '链接',
      ja: 'リンク',
      ar: 'الروابط',
      he: 'קישורים',
    },
    importHeadings: ['links', 'profiles', 'online', 'social', 'social media', 'online profiles', 'web'],
    labels: { step: 'Social Media', history: 'Social links', item: 'Social Link' },
    form: {
      hint: 'Add your social media links',
      fields: [
        { name: 'socialMediaName', label: 'Platform (for example LinkedIn)' },
        { name: 'socialMediaLink', label: 'Link', kind: 'url', required: true },
      ],
      success: MESSAGES.detailsUpdated,
      failure: MESSAGES.sectionServerErrorBang,
      removeAlwaysEnabled: true,
    },
  },
} satisfies Record<string, SectionDefinition>;

type Sections = typeof SECTIONS;

/** A section by the name of its resume field: what design's `sectionOrder`, `hiddenSections` and `sectionTitles` name. */
export type SectionKey = keyof Sections;

/** Every section key, in the registry's order. */
export const SECTION_KEYS = Object.keys(SECTIONS) as [SectionKey, ...SectionKey[]];

/** The sections whose field is a list of items (every one but the summary). */
export type ListSectionKey = { [K in SectionKey]: Sections[K] extends ListSectionDefinition ? K : never }[SectionKey];

/** The sections whose items are one line of text each, drawn as bullets or on one line. */
export type TextListSectionKey = {
  [K in SectionKey]: Sections[K] extends { layout: 'list' | 'inline'; textField: string } ? K : never;
}[SectionKey];

const definition = (key: SectionKey): SectionDefinition => SECTIONS[key];

export const isListSection = (key: SectionKey): key is ListSectionKey => definition(key).layout !== 'text';

export const LIST_SECTION_KEYS = SECTION_KEYS.filter(isListSection);

export const TEXT_LIST_SECTION_KEYS = SECTION_KEYS.filter(
  (key): key is TextListSectionKey => definition(key).layout === 'list' || definition(key).layout === 'inline',
);

/** The heading of every section in `language` when the user gave it none. */
export const sectionHeadings = (language: ResumeLanguage): Record<SectionKey, string> =>
  Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTIONS[key].headings[language]])) as Record<SectionKey, string>;

/** What one place of the editor calls every section (`step`: the wizard and autosave, `history`: History). */
export const sectionLabels = (place: keyof SectionLabels): Record<SectionKey, string> =>
  Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTIONS[key].labels[place]])) as Record<SectionKey, string>;
