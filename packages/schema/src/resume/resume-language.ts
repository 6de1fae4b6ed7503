import type { ResumeLanguage, SectionKey } from './design.ts';

/** What a resume says in its own language: the default section headings, month names and "Present". */
export interface ResumeWords {
  headings: Record<SectionKey | 'contact', string>;
  /** Short month names, January first. */
  months: readonly string[];
  present: string;
  /** A month as shown: "Mar 2021", "2021年3月". */
  month(year: string, month: number, words: ResumeWords): string;
}

const nameThenYear: ResumeWords['month'] = (year, month, words) => `${words.months[month - 1]} ${year}`;
const yearThenMonth: ResumeWords['month'] = (year, month) => `${year}年${month}月`;

export const RESUME_WORDS: Record<ResumeLanguage, ResumeWords> = {
  en: {
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      projects: 'Projects',
      achievements: 'Achievements',
      skills: 'Skills',
      interests: 'Interests',
      certificationsOrExtraCurriculars: 'Certifications & Activities',
      social: 'Links',
      contact: 'Contact',
    },
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    present: 'Present',
    month: nameThenYear,
  },
  de: {
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      projects: 'Projekte',
      achievements: 'Erfolge',
      skills: 'Kenntnisse',
      interests: 'Interessen',
      certificationsOrExtraCurriculars: 'Zertifikate & Aktivitäten',
      social: 'Links',
      contact: 'Kontakt',
    },
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    present: 'heute',
    month: nameThenYear,
  },
  fr: {
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      projects: 'Projets',
      achievements: 'Réalisations',
      skills: 'Compétences',
      interests: "Centres d'intérêt",
      certificationsOrExtraCurriculars: 'Certifications et activités',
      social: 'Liens',
      contact: 'Contact',
    },
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    present: "aujourd'hui",
    month: nameThenYear,
  },
  es: {
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia',
      education: 'Formación',
      projects: 'Proyectos',
      achievements: 'Logros',
      skills: 'Habilidades',
      interests: 'Intereses',
      certificationsOrExtraCurriculars: 'Certificaciones y actividades',
      social: 'Enlaces',
      contact: 'Contacto',
    },
    months: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    present: 'actualidad',
    month: nameThenYear,
  },
  pt: {
    headings: {
      summary: 'Resumo',
      experience: 'Experiência',
      education: 'Formação',
      projects: 'Projetos',
      achievements: 'Conquistas',
      skills: 'Competências',
      interests: 'Interesses',
      certificationsOrExtraCurriculars: 'Certificações e atividades',
      social: 'Links',
      contact: 'Contato',
    },
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    present: 'atual',
    month: nameThenYear,
  },
  it: {
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza',
      education: 'Istruzione',
      projects: 'Progetti',
      achievements: 'Risultati',
      skills: 'Competenze',
      interests: 'Interessi',
      certificationsOrExtraCurriculars: 'Certificazioni e attività',
      social: 'Link',
      contact: 'Contatti',
    },
    months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    present: 'oggi',
    month: nameThenYear,
  },
  nl: {
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      projects: 'Projecten',
      achievements: 'Prestaties',
      skills: 'Vaardigheden',
      interests: 'Interesses',
      certificationsOrExtraCurriculars: 'Certificaten en activiteiten',
      social: 'Links',
      contact: 'Contact',
    },
    months: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    present: 'heden',
    month: nameThenYear,
  },
  pl: {
    headings: {
      summary: 'Podsumowanie',
      experience: 'Doświadczenie zawodowe',
      education: 'Wykształcenie',
      projects: 'Projekty',
      achievements: 'Osiągnięcia',
      skills: 'Umiejętności',
      interests: 'Zainteresowania',
      certificationsOrExtraCurriculars: 'Certyfikaty i aktywności',
      social: 'Linki',
      contact: 'Kontakt',
    },
    months: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
    present: 'obecnie',
    month: nameThenYear,
  },
  zh: {
    headings: {
      summary: '个人简介',
      experience: '工作经历',
      education: '教育背景',
      projects: '项目经历',
      achievements: '主要成就',
      skills: '专业技能',
      interests: '兴趣爱好',
      certificationsOrExtraCurriculars: '证书与活动',
      social: '链接',
      contact: '联系方式',
    },
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    present: '至今',
    month: yearThenMonth,
  },
  ja: {
    headings: {
      summary: '職務要約',
      experience: '職歴',
      education: '学歴',
      projects: 'プロジェクト',
      achievements: '実績',
      skills: 'スキル',
      interests: '趣味・関心',
      certificationsOrExtraCurriculars: '資格・活動',
      social: 'リンク',
      contact: '連絡先',
    },
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    present: '現在',
    month: yearThenMonth,
  },
};

/** The words of `language`, English when none is set. */
export const resumeWords = (language: ResumeLanguage | undefined): ResumeWords => RESUME_WORDS[language ?? 'en'];
