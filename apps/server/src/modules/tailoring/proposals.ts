import {
  type CustomSection,
  type Resume,
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
  TAILOR_MESSAGES,
  type TailorProposal,
} from '@vitae/schema';
import { matchResume } from '../job-match/match.ts';
import { plainLines } from './evidence-lock.ts';

/**
 * Offline tailoring (docs/tailoring.md): orders of sections, skills and bullets by how many of the posting's terms
 * each meets. Nothing is reworded, so nothing can be invented; the user still accepts each order one by one.
 *
 * What meets the posting is read twice: first by the job match (modules/job-match: its requirements, with their
 * vocabulary and synonyms, and the resume's evidence for each), then, to order what the match found nothing for, by
 * a small local matcher (the posting's words without the common ones, on a light stem, so "managed" meets
 * "management").
 */

/** A requirement met by a field counts as much as this many posting words: the match's verdict comes first. */
const REQUIREMENT_WEIGHT = 100;

/** Where the job match found the resume meeting the posting: each requirement met or partly met, its evidence. */
type Evidence = { field: string; text: string }[][];

function evidenceOf(resume: Resume, posting: string): Evidence {
  return matchResume({ posting, resume })
    .requirements.filter((requirement) => requirement.status !== 'not_shown')
    .map((requirement) => requirement.evidence);
}

/** How many requirements have evidence that `where` accepts. */
const requirementsMet = (evidence: Evidence, where: (field: string, text: string) => boolean) =>
  evidence.filter((items) => items.some(({ field, text }) => where(field, text))).length;

/** The section a match field path is in: `experience.0.title` → experience, `customSections.2…` → that section's id. */
function sectionOf(resume: Resume, field: string): string {
  const [first, second] = field.split('.');
  if (first === 'customSections') return resume.customSections[Number(second)]?.id ?? '';
  if (first === 'jobTitle') return '';
  return first ?? '';
}

/** Words that say nothing about what a posting asks for. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her his i if in into is ' +
    'it its me my no not of on or our out over she so than that the their them then there these they this those to ' +
    'too under up us was we were what when where which while who will with would you your yours about above after ' +
    'again all also am any because before below between both during each few further here how just more most must ' +
    'nor only other own same should some such through until very why able ability across etc per via within without ' +
    'work working works job role roles position team teams company candidate candidates years year experience ' +
    'experienced strong good great excellent including include includes new well required requirements preferred ' +
    'plus bonus nice looking join responsibilities responsible skills skill knowledge understanding using use ' +
    'based day days time full part make making help helping ensure support supporting'
  ).split(' '),
);

/** A light stem: enough for "managed"/"management"/"managing" and "analyst"/"analysts" to meet. */
export function stem(word: string): string {
  const lower = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s$/u, '');
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 's']) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 4) return lower.slice(0, -suffix.length);
  }
  return lower;
}

const wordsOf = (text: string): string[] =>
  text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}+#.]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];

/** The posting's terms: its words' stems, without the common ones. */
export function postingTerms(posting: string): Set<string> {
  const terms = new Set<string>();
  for (const word of wordsOf(posting)) {
    const key = stem(word);
    if (key.length < 2 && !/^[A-Z]$/u.test(word)) continue;
    if (STOPWORDS.has(key) || STOPWORDS.has(word.toLowerCase()) || /^\d+$/u.test(key)) continue;
    terms.add(key);
  }
  return terms;
}

/** How many of the posting's terms `text` meets (each counted once). */
export function termsMet(text: string, terms: ReadonlySet<string>): number {
  const met = new Set<string>();
  for (const word of wordsOf(plainLines(text))) {
    const key = stem(word);
    if (terms.has(key)) met.add(key);
  }
  return met.size;
}

/** `items` ordered by score, highest first, ties in their own order. */
const byScore = <T>(items: T[], score: (item: T) => number): T[] =>
  items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);

const sameOrder = <T>(a: T[], b: T[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The text of each section, as the matcher reads it. */
function sectionText(resume: Resume, key: string): string {
  const custom: CustomSection | undefined = resume.customSections.find((section) => section.id === key);
  if (custom) {
    return [custom.title, ...custom.items.map((item) => `${item.title}\n${item.subtitle}\n${item.description}`)].join(
      '\n',
    );
  }
  switch (key as SectionKey) {
    case 'summary':
      return resume.summary;
    case 'experience':
      return resume.experience.map((item) => `${item.title}\n${item.companyName}\n${item.workSummary}`).join('\n');
    case 'education':
      return resume.education.map((item) => `${item.degree}\n${item.major}\n${item.description}`).join('\n');
    case 'projects':
      return resume.projects.map((item) => `${item.projectName}\n${item.description}`).join('\n');
    case 'achievements':
      return resume.achievements.map((item) => item.achievement).join('\n');
    case 'skills':
      return resume.skills.map((item) => item.name).join('\n');
    case 'interests':
      return resume.interests.map((item) => item.interestName).join('\n');
    case 'certificationsOrExtraCurriculars':
      return resume.certificationsOrExtraCurriculars.map((item) => item.certificationOrExtraCurricularName).join('\n');
    default:
      return '';
  }
}

const sectionName = (resume: Resume, key: string): string =>
  key in SECTIONS
    ? SECTIONS[key as SectionKey].labels.history
    : (resume.customSections.find((section) => section.id === key)?.title ?? key);

/** Whether a section has anything in it (an empty one is not worth moving). */
const hasContent = (resume: Resume, key: string) => plainLines(sectionText(resume, key)).trim() !== '';

/** The order the resume is drawn in: the named sections first, then the others in the registry's order. */
export function effectiveOrder(resume: Resume): string[] {
  const named = resume.design.sectionOrder ?? [];
  const all = [...SECTION_KEYS, ...resume.customSections.map((section) => section.id)];
  return [...named.filter((key) => all.includes(key)), ...all.filter((key) => !named.includes(key))];
}

/** A `<ul>` of plain `<li>`s (no nested list) split into its items' inner HTML; null for any other shape. */
export function bulletsOf(html: string): string[] | null {
  const list = /^\s*<ul>([\s\S]*)<\/ul>\s*$/u.exec(html);
  if (!list || /<(ul|ol)[\s>]/u.test(list[1]!)) return null;
  const items = [...list[1]!.matchAll(/<li>([\s\S]*?)<\/li>/gu)].map((match) => match[1]!);
  return items.length > 0 ? items : null;
}

/** A bullet's inner HTML as its plain text (a fragment such as "Closed <strong>monthly</strong>" is rich text too). */
export const bulletText = (html: string): string => plainLines(`<ul><li>${html}</li></ul>`);

export const bulletsHtml = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The offline proposals for `resume` against the posting: the sections in the order of what they meet (the summary
 * stays first), the skills that meet the posting first, and in each job the bullets that meet it first.
 */
export function offlineProposals(resume: Resume, posting: string): TailorProposal[] {
  const terms = postingTerms(posting);
  const proposals: TailorProposal[] = [];
  if (terms.size === 0) return proposals;
  const evidence = evidenceOf(resume, posting);
  const score = (text: string, where: (field: string, text: string) => boolean) =>
    requirementsMet(evidence, where) * REQUIREMENT_WEIGHT + termsMet(text, terms);

  const sectionScore = (key: string) =>
    hasContent(resume, key) ? score(sectionText(resume, key), (field) => sectionOf(resume, field) === key) : -1;
  const order = effectiveOrder(resume);
  const [pinned, rest] = order[0] === 'summary' ? [['summary'], order.slice(1)] : [[], order];
  const proposed = [...pinned, ...byScore(rest, sectionScore)];
  // Only the sections drawn count: moving empty ones changes nothing the user would see.
  const drawn = (keys: string[]) => keys.filter((key) => hasContent(resume, key));
  if (!sameOrder(drawn(order), drawn(proposed))) {
    const moved = drawn(proposed).find((key, index) => key !== drawn(order)[index])!;
    const names = (keys: string[]) =>
      drawn(keys)
        .map((key) => sectionName(resume, key))
        .join(', ');
    const met = requirementsMet(evidence, (field) => sectionOf(resume, field) === moved);
    proposals.push({
      id: 'offline-sections',
      field: 'design.sectionOrder',
      before: names(order),
      after: names(proposed),
      value: proposed,
      source: 'offline',
      reason: TAILOR_MESSAGES.sectionOrderReason(
        sectionName(resume, moved),
        met || termsMet(sectionText(resume, moved), terms),
      ),
    });
  }

  const skillScores = new Map(
    resume.skills.map((skill, index) => [skill, score(skill.name, (field) => field === `skills.${index}.name`)]),
  );
  const skills = byScore(resume.skills, (skill) => skillScores.get(skill) ?? 0);
  if (!sameOrder(resume.skills, skills)) {
    proposals.push({
      id: 'offline-skills',
      field: 'skills',
      before: resume.skills.map((skill) => skill.name).join(', '),
      after: skills.map((skill) => skill.name).join(', '),
      value: skills,
      source: 'offline',
      reason: TAILOR_MESSAGES.skillOrderReason(skills.filter((skill) => (skillScores.get(skill) ?? 0) > 0).length),
    });
  }

  resume.experience.forEach((job, index) => {
    const bullets = bulletsOf(job.workSummary);
    if (!bullets) return;
    const field = `experience.${index}.workSummary`;
    const bulletScore = (bullet: string) => {
      const text = bulletText(bullet);
      return score(bullet, (path, line) => path === field && line.trim() !== '' && text.includes(line.trim()));
    };
    const ordered = byScore(bullets, bulletScore);
    if (sameOrder(bullets, ordered)) return;
    proposals.push({
      id: `offline-bullets-${index}`,
      field,
      before: bullets.map(bulletText).join('\n'),
      after: ordered.map(bulletText).join('\n'),
      value: bulletsHtml(ordered),
      source: 'offline',
      reason: TAILOR_MESSAGES.bulletOrderReason(bullets.filter((bullet) => bulletScore(bullet) > 0).length),
    });
  });
  return proposals;
}
