import { and, applications, type Database, eq } from '@vitae/db';
import { APPLICATION_MESSAGES, JOB_MATCH_MESSAGES, type JobMatch, type JobMatchOpinion } from '@vitae/schema';
import { InvalidInput, NotFound, Unavailable, UpstreamFailed } from '../../lib/domain-errors.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { matchResume } from './match.ts';
import { resumeLines } from './resume-text.ts';
import { opinionPrompt, opinionText, type OpinionWriter } from './second-opinion.ts';

export type JobMatchService = ReturnType<typeof createJobMatchService>;

export interface JobMatchServiceOptions {
  db: Database;
  resumes: Pick<ResumeService, 'get'>;
  /** The configured AI provider's writer; null on an offline server (no second opinion). */
  opinions: OpinionWriter | null;
  provider: string;
  /** The date a current job runs to; the clock unless a test fixes it. */
  now?: () => Date;
}

/** The job match of one user's resume against a posting (docs/job-match.md); nothing is stored. */
export function createJobMatchService({
  db,
  resumes,
  opinions,
  provider,
  now = () => new Date(),
}: JobMatchServiceOptions) {
  /** The posting text of one of the user's applications; another user's answers 404 like a missing one. */
  async function postingOf(userId: string, applicationId: string): Promise<string> {
    const [row] = await db
      .select({ posting: applications.posting })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    if (!row) throw new NotFound(APPLICATION_MESSAGES.notFound);
    if (!row.posting.trim()) throw new InvalidInput(JOB_MATCH_MESSAGES.noPosting);
    return row.posting;
  }

  async function match(userId: string, posting: string, resumeId: string): Promise<JobMatch> {
    const resume = await resumes.get(userId, resumeId);
    return matchResume({ posting, resume, now: now() });
  }

  return {
    match: ({ userId, posting, resumeId }: { userId: string; posting: string; resumeId: string }) =>
      match(userId, posting, resumeId),

    async matchApplication({
      userId,
      applicationId,
      resumeId,
    }: {
      userId: string;
      applicationId: string;
      resumeId: string;
    }) {
      return match(userId, await postingOf(userId, applicationId), resumeId);
    },

    /** The provider's view in words; 503 without a provider, after the resume's owner check. */
    async secondOpinion({
      userId,
      posting,
      resumeId,
    }: {
      userId: string;
      posting: string;
      resumeId: string;
    }): Promise<JobMatchOpinion> {
      const resume = await resumes.get(userId, resumeId);
      if (!opinions) throw new Unavailable(JOB_MATCH_MESSAGES.secondOpinionUnavailable);
      const offline = matchResume({ posting, resume, now: now() });
      const text = opinionText(await opinions(opinionPrompt(posting, resumeLines(resume), offline)));
      if (!text) throw new UpstreamFailed(JOB_MATCH_MESSAGES.secondOpinionUnavailable);
      return { text, provider };
    },
  };
}
