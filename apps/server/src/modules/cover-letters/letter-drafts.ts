import {
  COVER_LETTER_MESSAGES,
  escapeHtml,
  RESUME_LANGUAGES,
  type CoverLetter,
  type CoverLetterDraft,
  type Resume,
} from '@vitae/schema';
import type { Config } from '../../config.ts';
import { InvalidInput, NotFound } from '../../lib/domain-errors.ts';
import { matchResume } from '../job-match/match.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { plainLines, resumeSourceTexts, unsupportedFacts } from '../tailoring/evidence-lock.ts';
import { createTextCall } from '../writing-help/ai/provider-text.ts';
import type { CoverLetterService } from './cover-letters.ts';
import { matchingSkills, strongestLines } from './letter-evidence.ts';
import { letterTemplate } from './letter-templates.ts';

export type CoverLetterDraftService = ReturnType<typeof createCoverLetterDraftService>;

/** Evidence lines an offline draft cites, and skills it names. */
const EVIDENCE_LINES = 3;
const SKILLS_NAMED = 5;
/** The resume text and posting sent to a provider are cut to this many characters each (the prompt stays bounded). */
const PROMPT_TEXT_MAX = 12_000;

/** What a draft is written for: the company and role (the linked application's, else the recipient's) and the posting. */
interface Target {
  company: string;
  role: string;
  posting: string;
  recipientName: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The letter's sentences, one by one: the evidence rule is checked sentence by sentence. */
export function sentencesOf(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(text)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/** A model's answer as paragraphs of plain text: a fenced block's content if it used one, markup taken out. */
function answerParagraphs(answer: string): string[] {
  const fenced = /```[a-z]*\s*\n?([\s\S]*?)```/i.exec(answer);
  const text = plainLines((fenced ? fenced[1]! : answer).replace(/<\/p>\s*<p>/gi, '\n\n'));
  return text
    .split(/\n\s*\n|\n(?=\S)/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function coverLetterPrompt(resume: Resume, target: Target, language: string): string {
  const resumeText = resumeSourceTexts(resume).join('\n').slice(0, PROMPT_TEXT_MAX);
  return [
    `Write the body of a cover letter in ${language} for ${resume.fullName || 'the applicant'}` +
      `${target.role ? `, applying for the role "${target.role}"` : ''}` +
      `${target.company ? ` at ${target.company}` : ''}.`,
    'Write 3 short paragraphs separated by a blank line, plain text, no greeting, no closing, no signature.',
    'Use ONLY facts stated in the resume or the posting below: never invent an employer, title, date, number, ' +
      'degree, certification or skill. Sentences that state a fact found in neither are removed.',
    '',
    'Resume:',
    resumeText,
    '',
    'Posting:',
    target.posting.slice(0, PROMPT_TEXT_MAX) || '(none)',
  ].join('\n');
}

export interface CoverLetterDraftServiceOptions {
  letters: Pick<CoverLetterService, 'get' | 'readApplication'>;
  resumes: Pick<ResumeService, 'get'>;
  ai: Config['ai'];
  /** The clock a current job's years are counted to (the job match); tests move it. */
  now?: (() => Date) | undefined;
}

/**
 * Drafts of a letter's body (docs/cover-letters.md, "Drafts"): offline from a template filled with the resume's
 * strongest evidence, or by the configured AI provider under the evidence rule. Nothing is stored: the user inserts a
 * draft into the editor, which saves it.
 */
export function createCoverLetterDraftService({
  letters,
  resumes,
  ai,
  now = () => new Date(),
}: CoverLetterDraftServiceOptions) {
  // The configured provider (writing-help's one text call); none when AI is off (AI_PROVIDER=offline).
  const ask = createTextCall(ai);

  async function context(
    userId: string,
    letterId: string,
  ): Promise<{ letter: CoverLetter; resume: Resume; target: Target }> {
    const letter = await letters.get(userId, letterId);
    if (!letter.resumeId) throw new NotFound(COVER_LETTER_MESSAGES.resumeNotFound);
    const resume = await resumes.get(userId, letter.resumeId).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(COVER_LETTER_MESSAGES.resumeNotFound) : error;
    });
    const application = letter.applicationId
      ? await letters.readApplication(userId, letter.applicationId).catch((error: unknown) => {
          // An application deleted since only costs the draft its posting.
          if (error instanceof NotFound) return undefined;
          throw error;
        })
      : undefined;
    return {
      letter,
      resume,
      target: {
        company: application?.company || letter.recipient.company,
        role: application?.role ?? '',
        posting: application?.posting ?? '',
        recipientName: letter.recipient.name,
      },
    };
  }

  /**
   * The greeting and the closing paragraph every draft has, in the resume's language. The words before the signature
   * and the resume's name under them are the letter layout's (the PDF and the Word file add them), never the body's.
   */
  function frame(resume: Resume, target: Target, body: string[]): string {
    const words = letterTemplate(resume.design.language);
    const greeting = target.recipientName ? words.greeting(target.recipientName) : words.greetingUnknown;
    return [paragraph(greeting), ...body, paragraph(words.closing(target.company))].join('');
  }

  function offline(resume: Resume, target: Target): CoverLetterDraft {
    const words = letterTemplate(resume.design.language);
    const body = [paragraph(words.opening(target.role, target.company))];
    const [job] = resume.experience;
    const match = matchResume({ posting: target.posting, resume, now: now() });
    const evidence = strongestLines(resume, target.posting, match, EVIDENCE_LINES);
    const recent =
      job && (job.title.trim() || job.companyName.trim())
        ? words.recentJob(job.title.trim(), job.companyName.trim())
        : '';
    if (evidence.length > 0) {
      body.push(
        paragraph([recent, words.evidenceIntro].filter(Boolean).join(' ')),
        `<ul>${evidence.map((line) => `<li>${escapeHtml(line.text)}</li>`).join('')}</ul>`,
      );
    } else if (recent) body.push(paragraph(recent));
    const skills = matchingSkills(resume, target.posting, match, SKILLS_NAMED);
    if (skills.length > 0) body.push(paragraph(words.skills(words.list(skills))));
    return { body: frame(resume, target, body), source: 'offline', dropped: [] };
  }

  async function drafted(resume: Resume, target: Target): Promise<CoverLetterDraft> {
    if (!ask) throw new InvalidInput(COVER_LETTER_MESSAGES.aiUnavailable);
    const language = RESUME_LANGUAGES.find(({ id }) => id === (resume.design.language ?? 'en'))?.name ?? 'English';
    const answer = await ask(coverLetterPrompt(resume, target, language));
    const sources = [...resumeSourceTexts(resume), target.posting, target.company, target.role];
    const dropped: CoverLetterDraft['dropped'] = [];
    const kept = answerParagraphs(answer).flatMap((text) => {
      const sentences = sentencesOf(text).filter((sentence) => {
        const facts = unsupportedFacts(sentence, sources);
        if (facts.length === 0) return true;
        dropped.push({ reason: COVER_LETTER_MESSAGES.droppedReason(facts), text: sentence });
        return false;
      });
      return sentences.length > 0 ? [paragraph(sentences.join(' '))] : [];
    });
    return { body: frame(resume, target, kept), source: 'ai', dropped };
  }

  return {
    /** The AI provider's name, or 'offline' when none is configured. */
    provider: ai.provider,
    /**
     * A draft of the letter's body for its resume (404 when the letter, or its resume, is not the user's): `offline`
     * always works; `ai` needs a provider (400 without one), answers within AI_TIMEOUT_MS (504 past it), and keeps
     * only the sentences whose every fact is in the resume or the posting.
     */
    async draft(userId: string, letterId: string, mode: 'offline' | 'ai'): Promise<CoverLetterDraft> {
      const { resume, target } = await context(userId, letterId);
      return mode === 'offline' ? offline(resume, target) : drafted(resume, target);
    },
  };
}
