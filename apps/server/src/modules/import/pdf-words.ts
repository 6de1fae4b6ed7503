import { RESUME_WORDS, type ResumeLanguage, SECTION_KEYS, SECTIONS, type SectionKey } from '@vitae/schema';

/** Where a heading's content goes: a resume field, the contact details, or a custom section (null). */
export type HeadingKey = SectionKey | 'contact';

/** A heading as compared: lower case, without a trailing colon, accents kept, one space between words. */
export const headingKeyText = (text: string) =>
  text
    .toLocaleLowerCase()
    // "2. Work Experience:", "III. Education", "// Skills", "— Profile —": the numbering and rules around the words.
    .replace(/^\s*(?:(?:\d{1,2}|[ivx]{1,4})[.)]\s+|[/#§•▪■◆|—–-]+\s*)/u, '')
    .replace(/\s*[/#•▪■◆|—–-]+\s*$/u, '')
    .replace(/[:：]\s*$/, '')
    // "Centres d’intérêt" as typeset, "Centres d'intérêt" as typed.
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\band\b/g, '&')
    .trim();

/** Headings other resumes give the contact details. */
const CONTACT_HEADINGS = [
  'contact',
  'contact information',
  'contact details',
  'contact info',
  'personal details',
  'personal information',
  'persönliche daten',
  'kontaktdaten',
  'coordonnées',
  'datos de contacto',
  'contatti',
];

/** Headings other resumes use (each section's importHeadings), besides Vitae's own in every language (RESUME_WORDS). */
const MORE_HEADINGS: [HeadingKey, readonly string[]][] = [
  ...SECTION_KEYS.map((key) => [key, SECTIONS[key].importHeadings] as [SectionKey, readonly string[]]),
  ['contact', CONTACT_HEADINGS],
  // Other resumes' wording in the resume languages, besides the section's own import headings.
  [
    'experience',
    [
      'work experience',
      'professional experience',
      'employment history',
      'work history',
      'career history',
      'relevant experience',
      'berufserfahrung',
      'beruflicher werdegang',
      'werdegang',
      'praxiserfahrung',
      'expérience professionnelle',
      'expériences professionnelles',
      'expérience',
      'expériences',
      'experiencia laboral',
      'experiencia profesional',
      'experiencia',
      'experiência profissional',
      'experiência',
      'esperienza lavorativa',
      'esperienze lavorative',
      'esperienza professionale',
      'esperienza',
      'werkervaring',
      'doświadczenie zawodowe',
      'doświadczenie',
      '工作经历',
      '工作经验',
      '职业经历',
      '職歴',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic background',
      'ausbildung',
      'bildungsweg',
      'studium',
      'formation',
      'formations',
      'formación',
      'formación académica',
      'educación',
      'formação',
      'formação académica',
      'educação',
      'istruzione',
      'formazione',
      'opleiding',
      'opleidingen',
      'wykształcenie',
      '教育背景',
      '教育经历',
      '学歴',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'technical skills',
      'key skills',
      'core competencies',
      'kenntnisse',
      'fähigkeiten',
      'kompetenzen',
      'compétences',
      'habilidades',
      'competencias',
      'conocimientos',
      'competências',
      'competenze',
      'vaardigheden',
      'umiejętności',
      '技能',
      'スキル',
    ],
  ],
  [
    'summary',
    [
      'profile',
      'professional summary',
      'about me',
      'profil',
      'kurzprofil',
      'über mich',
      'perfil',
      'resumen',
      'perfil profesional',
      'profilo',
      'profiel',
      'podsumowanie',
      'profil zawodowy',
    ],
  ],
];

/** A heading written letter-spaced ("S U M M A R Y", "E X P É R I E N C E P R O …"): every letter apart. */
const LETTER_SPACED = /^(?:\p{L} ){3,}\p{L}$/u;

const HEADINGS = new Map<string, { key: HeadingKey; language: ResumeLanguage | null }>();
for (const [key, names] of MORE_HEADINGS) {
  for (const name of names) HEADINGS.set(headingKeyText(name), { key, language: null });
}
const languageOf = new Map<string, ResumeLanguage | null>();
for (const [language, words] of Object.entries(RESUME_WORDS)) {
  for (const [key, name] of Object.entries(words.headings)) {
    const text = headingKeyText(name);
    // A word several languages share ("Links", "Contact") names no language.
    const before = languageOf.get(text);
    const own = before === undefined || before === language ? (language as ResumeLanguage) : null;
    languageOf.set(text, own);
    HEADINGS.set(text, { key: key as HeadingKey, language: own });
  }
}

/** The headings without spaces, for headings written letter-spaced (their word breaks are lost). */
const COMPACT_HEADINGS = new Map<string, { key: HeadingKey; language: ResumeLanguage | null }>();
for (const [key, value] of HEADINGS) {
  if (!key.includes('&')) COMPACT_HEADINGS.set(key.replace(/\s+/g, ''), value);
}

/** The field a heading names, and the language only it is written in, or undefined for a heading not known. */
export function knownHeading(text: string) {
  if (LETTER_SPACED.test(text.trim())) return COMPACT_HEADINGS.get(text.replace(/\s+/g, '').toLocaleLowerCase());
  const key = headingKeyText(text);
  // "Skills & Interests", "Kenntnisse & Interessen": the first part's field (a "Label:" line goes to its own).
  return HEADINGS.get(key) ?? (key.includes(' & ') ? HEADINGS.get(key.split(' & ')[0]!) : undefined);
}

/** Month names in the supported languages, short and long, each with its number. */
const MONTH_WORDS = new Map<string, number>();
const LONG_MONTHS = [
  'january february march april may june july august september october november december',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'jänner feber mrz',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
];
for (const row of LONG_MONTHS) {
  const names = row.split(' ');
  if (names.length !== 12) continue;
  names.forEach((name, index) => MONTH_WORDS.set(name, index + 1));
}
for (const words of Object.values(RESUME_WORDS)) {
  words.months.forEach((name, index) => {
    const bare = name.toLocaleLowerCase().replace(/\.$/, '');
    if (/^\p{L}+$/u.test(bare)) MONTH_WORDS.set(bare, index + 1);
  });
}
MONTH_WORDS.set('sept', 9);
MONTH_WORDS.set('mrz', 3);

const PRESENT_WORDS = [
  ...new Set([
    ...Object.values(RESUME_WORDS).map((words) => words.present.toLocaleLowerCase()),
    'present',
    'current',
    'currently',
    'now',
    'today',
    'ongoing',
    'date',
    'aktuell',
    'jetzt',
    'dato',
    'actuel',
    'présent',
    'presente',
    'actual',
    'in corso',
    'nu',
    'heute',
    'bis heute',
    'en cours',
    'en curso',
    'actualmente',
    'atualmente',
    'dzisiaj',
    'to date',
    'till date',
    '今',
    '现在',
    '目前',
    '至今',
    '現在',
    '現在に至る',
  ]),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const MONTH = `(?<![\\p{L}])(?:${alternation(MONTH_WORDS.keys())})\\.?`;
/**
 * One date: "Mar 2021", "März 2021", "03/2021", "2021-03", "2021.03", "2021/03", "2021年3月", "2021年", "2021".
 * A year first and a month after it (the Chinese, Japanese and ISO order) needs the month's two digits or a 年.
 */
const DATE =
  `(?:${MONTH}\\s*(?:19|20)\\d{2}(?!\\d)` +
  `|(?<![\\d/.])(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}(?!\\d)` +
  `|(?<![\\d/.])(?:19|20)\\d{2}[-/.](?:0[1-9]|1[0-2])(?![\\d/.-])` +
  `|(?<!\\d)(?:19|20)\\d{2}\\s*年\\s*(?:1[0-2]|0?[1-9])\\s*月` +
  `|(?<![\\d/.-])(?:19|20)\\d{2}(?:\\s*年(?!\\s*\\d))?(?![\\d/.-]))`;
const PRESENT = `(?:${alternation(PRESENT_WORDS)})(?![\\p{L}])`;
const TO = `\\s*(?:–|—|-|‒|−|~|～|〜|→|至|\\bthrough\\b|\\btill\\b|\\buntil\\b|\\bto\\b|\\bbis\\b|\\bà\\b|\\bau\\b|\\ba\\b|\\bal\\b|\\baté\\b|\\btot\\b|\\bdo\\b)\\s*`;
const RANGE = new RegExp(
  `(?:(?:(?<!\\p{L})(?:since|seit|ab|depuis|desde|dal|sinds|od|from|von|de)\\s+|[自从]\\s*))?(${DATE})(?:${TO}(${DATE}|${PRESENT}))?(?:\\s*(?:以来|から))?`,
  'iu',
);
/** "Since 2020", "seit 2020", "depuis 2020", "2020年から": a start with no end, still going on. */
const SINCE = /^(?:(?:since|seit|ab|depuis|desde|dal|sinds|od|from|von)\s|[自从])|(?:以来|から)$/iu;

export interface DateRange {
  /** "YYYY-MM" or "" */
  start: string;
  end: string;
  current: boolean;
  /** Whether a year stood alone for a date (stored as January). */
  yearOnly: boolean;
  /** The text matched. */
  text: string;
  index: number;
}

/** One date's month "YYYY-MM" and whether only a year was written. */
function monthOf(text: string): { month: string; yearOnly: boolean } {
  const value = text.trim().toLocaleLowerCase();
  const cjk = /((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月/.exec(value);
  if (cjk) return { month: `${cjk[1]}-${cjk[2]!.padStart(2, '0')}`, yearOnly: false };
  const iso = /^((?:19|20)\d{2})[-/.](\d{2})$/.exec(value);
  if (iso) return { month: `${iso[1]}-${iso[2]}`, yearOnly: false };
  const numeric = /^(\d{1,2})[/.]((?:19|20)\d{2})$/.exec(value);
  if (numeric) return { month: `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`, yearOnly: false };
  const named = /^(\p{L}+)\.?\s*((?:19|20)\d{2})$/u.exec(value);
  if (named) {
    const number = MONTH_WORDS.get(named[1]!) ?? 0;
    if (number) return { month: `${named[2]}-${String(number).padStart(2, '0')}`, yearOnly: false };
  }
  const year = /^((?:19|20)\d{2})(?:\s*年)?$/.exec(value);
  if (year) return { month: `${year[1]}-01`, yearOnly: true };
  return { month: '', yearOnly: false };
}

/**
 * The first date or date range in `text`: "Mar 2021 – Present", "2019 – 2021", "03/2021 - heute", "seit 2020",
 * "Juni 2018 – Feb. 2021". A year alone is January of it. A single date with `single` false is not taken (a year
 * in a sentence is no date range).
 */
export function findDateRange(text: string, single = true): DateRange | null {
  // "aujourd’hui" is written with a typographic apostrophe as often as with a straight one (same length: the
  // match's place stays right in `text`).
  // "2019-2021" is a range (a hyphen between two years; "2019-03" stays a month).
  const match = RANGE.exec(
    text.replace(/[’‘]/g, "'").replace(/(?<!\d)((?:19|20)\d{2})-(?=(?:19|20)\d{2}(?!\d))/g, '$1–'),
  );
  if (!match) return null;
  const [, first = '', second] = match;
  const whole = text.slice(match.index, match.index + match[0].length);
  if (second === undefined && !single) return null;
  const start = monthOf(first);
  if (!start.month) return null;
  const current = second !== undefined && new RegExp(`^${PRESENT}$`, 'iu').test(second.trim());
  const end = second === undefined || current ? { month: '', yearOnly: false } : monthOf(second);
  const since = SINCE.test(whole);
  return {
    start: start.month,
    end: end.month,
    current: current || since,
    yearOnly: start.yearOnly || end.yearOnly,
    text: whole,
    index: match.index,
  };
}

/**
 * Words of job titles in the resume languages. A word is matched at a word's start (German and Dutch compounds at
 * any place: "Softwareentwickler"); a part holding one reads as a job title, not a company.
 */
const TITLE_WORDS =
  'engineer developer manager designer analyst scientist consultant director intern internship lead head officer ' +
  'specialist architect administrator assistant associate coordinator programmer technician researcher editor ' +
  'writer accountant advisor adviser president vp cto ceo cfo coo cio founder co-founder owner teacher lecturer ' +
  'professor nurse supervisor representative executive strategist trainee apprentice fellow scrum devops sre ' +
  'senior junior principal chief student volunteer recruiter tutor instructor tester ' +
  'ingénieur ingenieur développeur développeuse chef responsable chargé chargée directeur directrice stagiaire ' +
  'consultante analyste concepteur conceptrice gestionnaire technicien technicienne alternant alternante ' +
  'ingeniero ingeniera desarrollador desarrolladora gerente jefe jefa directora analista becario becaria consultor ' +
  'consultora coordinador coordinadora técnico técnica engenheiro engenheira desenvolvedor desenvolvedora ' +
  'estagiário estagiária coordenador coordenadora ingegnere sviluppatore sviluppatrice responsabile direttore ' +
  'stagista consulente tirocinante programmatore inżynier programista programistka kierownik specjalista ' +
  'specjalistka analityk konsultant stażysta stażystka dyrektor starszy młodszy werkstudent werkstudentin ' +
  'praktikant praktikantin referent referentin sachbearbeiter sachbearbeiterin geschäftsführer geschäftsführerin ' +
  'berater beraterin medewerker adviseur stagiair beheerder electrician plumber carpenter mechanic driver cook ' +
  'barista waiter waitress cashier clerk pharmacist physician doctor therapist dentist paralegal lawyer attorney ' +
  'journalist photographer translator interpreter librarian secretary receptionist agent broker auditor economist ' +
  'worker operator inspector welder machinist technologist pilot caregiver stylist artist musician producer ' +
  'author copywriter planner buyer controller treasurer bookkeeper firefighter paramedic midwife psychologist ' +
  'counselor counsellor pedagogue nurse surgeon veterinarian postdoc scholar journeyman foreman estimator ' +
  'enseignant enseignante infirmier infirmière vendeur vendeuse professeur professeure serveur serveuse ' +
  'cuisinier cuisinière comptable avocat avocate médecin enfermero enfermera profesor profesora vendedor ' +
  'vendedora contable abogado abogada médico médica camarero camarera infermiere insegnante avvocato medico ' +
  'enfermeiro professora advogado advogada verpleegkundige docent leraar lerares pielęgniarka nauczyciel ' +
  'nauczycielka lekarz księgowa księgowy partner physiotherapist diseñador diseñadora contador contadora ' +
  'auditor auditora docente profesor profesora interino interina chargé chargée assistante assistant ' +
  'obermonteur monteur geselle meister meisterin comptable veterinario veterinaria chirurgo chirurga ' +
  'architecte architetto arquitecto arquitecta bibliothécaire librarian bibliotecaria phlebotomist';
const TITLE_STEMS =
  'entwickler ingenieur leiter leiterin leitung manager ontwikkelaar projectleider analyst berater pfleger pflegerin ' +
  'pflegekraft lehrer lehrerin erzieher erzieherin kaufmann kauffrau verkäufer verkäuferin arzt ärztin techniker ' +
  'mechaniker elektriker elektroniker mechatroniker assistent assistentin referent planer planerin ' +
  'buchhalter buchhalterin ingenieurin monteur';
const TITLE_CJK =
  /工程师|经理|开发|设计师|分析师|主管|总监|实习|研究员|エンジニア|マネージャー|開発|部長|課長|主任|デザイナー|研究員|担当/;
const TITLE_WORD_SET = new Set(TITLE_WORDS.split(' '));
const TITLE_STEM_LIST = TITLE_STEMS.split(' ');

/** Legal forms, a word of their own anywhere in a company's name ("Acme Inc.", "Globex GmbH", "Banco X, S.A."). */
const LEGAL_FORMS = new Set(
  (
    'inc llc ltd limited gmbh ag kg se sa sas sarl bv nv corp corporation co plc llp lp pty spa srl sl oy ab as ' +
    'aps kk ohg ug mbh'
  ).split(' '),
);
/** Words a company's name ends with ("Turing Labs", "Nordlicht Logistik"); a title ending so is rare. */
const COMPANY_ENDINGS = new Set(
  (
    'company group gruppe groupe grupo holding holdings labs lab laboratories technologies technology systems ' +
    'solutions software consulting bank partners studio studios agency ventures foundation stiftung gesellschaft ' +
    'logistik services network networks media industries international global capital insurance versicherung ' +
    'health healthcare analytics clinic hospital klinik klinikum clinique clínica clinica ospedale hôpital pharmacy ' +
    'library bibliothek bibliothèque biblioteca architecture architects architekten'
  ).split(' '),
);
/** Words a company's name starts with ("Atelier Calanques", "Banco Atlântico", "Clinique du Parc"). */
const COMPANY_STARTS = new Set(
  (
    'atelier agence agencia agenzia studio estudio cabinet groupe grupo gruppo gruppe banco banca bank clinique ' +
    'clínica clinica klinik klinikum hôpital hospital ospedale ies stadtwerke'
  ).split(' '),
);
const COMPANY_CJK = /株式会社|有限公司|公司|集团|銀行|银行/;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);

/** Whether `text` reads as a job title ("Senior Engineer", "Softwareentwicklerin", "Chef de projet"). */
export function looksLikeJobTitle(text: string): boolean {
  if (TITLE_CJK.test(text)) return true;
  // Feminine and plural forms of the words listed: "supervisora", "Elektronikerin", "chargée", "engineers".
  const forms = (word: string) => [word, word.replace(/(?:a|in|e|s|es)$/, '')];
  return wordsOf(text).some(
    (word) =>
      forms(word).some((form) => form.length >= 3 && TITLE_WORD_SET.has(form)) ||
      TITLE_STEM_LIST.some((stem) => word.length >= stem.length && word.includes(stem)) ||
      // "Physiotherapist", "analista", "juriste": the endings of people's trades.
      (word.length >= 7 && /(?:ist|iste|ista)$/.test(word)),
  );
}

/** Whether `text` reads as an organisation's name ("Acme Corp", "Globex GmbH", "Banco X, S.A.", "株式会社…"). */
export function looksLikeCompany(text: string): boolean {
  if (COMPANY_CJK.test(text)) return true;
  // "S.A.", "B.V.": the letters of an abbreviated legal form as one word.
  const bare = text.replace(/\b(\p{L})\.(?=\p{L}\.?)/gu, '$1').replace(/\./g, '');
  // A legal form is written with a capital ("Globex AG"): "as" or "se" in a sentence is none.
  const capitalised = bare.split(/[^\p{L}\p{N}]+/u).filter((word) => /^\p{Lu}/u.test(word));
  const words = wordsOf(bare);
  return (
    capitalised.some((word) => LEGAL_FORMS.has(word.toLocaleLowerCase())) ||
    COMPANY_ENDINGS.has(words.at(-1) ?? '') ||
    (words.length >= 2 && COMPANY_STARTS.has(words[0]!))
  );
}
