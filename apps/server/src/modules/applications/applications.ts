import {
  and,
  applications,
  asc,
  coverLetters,
  desc,
  eq,
  gt,
  isNull,
  resumes,
  sql,
  type ApplicationRow,
  type Database,
} from '@vitae/db';
import type { createApplicationBodySchema } from '@vitae/schema';
import {
  APPLICATION_STAGES,
  CLOSED_REASONS,
  RESUME_CONTENT_FIELDS,
  type Application,
  type ApplicationInsights,
  type ApplicationListQuery,
  type ApplicationStage,
  type ClosedReason,
  type NextStep,
  type StageChange,
  type StageChangeBody,
  type UpdateApplicationBody,
} from '@vitae/schema';
import type { z } from 'zod';
import { lockAccountWithin, type Transaction } from '../../lib/owned-rows.ts';
import type { ImportedRow } from './csv.ts';
import { applicationNotFound, linkedCoverLetterNotFound, linkedResumeNotFound, tooManyApplications } from './errors.ts';

export type ApplicationService = ReturnType<typeof createApplicationService>;
type CreateBody = z.output<typeof createApplicationBodySchema>;
type Executor = Database | Transaction;

const toApplication = ({
  id,
  userId: _owner,
  tailoring: _tailoring,
  createdAt,
  updatedAt,
  sentResume,
  sentCoverLetter,
  ...fields
}: ApplicationRow): Application => ({
  _id: id,
  ...fields,
  sentResume: sentResume as Application['sentResume'],
  sentCoverLetter: sentCoverLetter as Application['sentCoverLetter'],
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Applications read at a time when they are streamed out (CSV and account exports). */
const STREAM_BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The stages that mean the application went out: from then on the resume and letter linked are the ones sent, and a
 * frozen copy of each is kept (docs/applications.md). `closed` alone does not: one may close a saved posting.
 */
const SENT_STAGES = new Set<ApplicationStage>(['applied', 'screening', 'interview', 'offer']);
const RESPONDED_STAGES = new Set<ApplicationStage>(['screening', 'interview', 'offer']);
const wasSent = (history: StageChange[]) => history.some((change) => SENT_STAGES.has(change.stage));

const sameStep = (a: NextStep | null, b: NextStep | null) => a?.title === b?.title && a?.at === b?.at;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

export interface ApplicationServiceOptions {
  db: Database;
  /** Applications one account keeps (LIMITS.applicationsPerUser). */
  maxPerUser: number;
  /** The clock stage changes are dated on (tests move it). */
  now?: () => Date;
}

/**
 * A user's applications: every query is scoped to the owner, so another user's application answers 404 like a
 * missing one. The stage history only grows; so do the past steps.
 */
export function createApplicationService({ db, maxPerUser, now = () => new Date() }: ApplicationServiceOptions) {
  const owned = (userId: string, id: string) => and(eq(applications.id, id), eq(applications.userId, userId));

  /** Locks the account's row for the transaction and refuses (422) past `maxPerUser`, `adding` included. */
  const lockWithinLimit = (tx: Transaction, userId: string, adding: number) =>
    lockAccountWithin(tx, {
      userId,
      from: applications,
      where: eq(applications.userId, userId),
      adding,
      max: maxPerUser,
      tooMany: () => tooManyApplications(maxPerUser),
    });

  /** The user's resume as it is now (content and template as the export takes them), or null if not theirs. */
  async function sentResumeOf(tx: Executor, userId: string, resumeId: string, at: Date) {
    const [row] = await tx
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), isNull(resumes.deletedAt)));
    if (!row) return null;
    const content: Record<string, unknown> = Object.fromEntries(
      RESUME_CONTENT_FIELDS.map((field) => [field, row[field]]),
    );
    content.templateId = row.templateId;
    return { resumeId: row.id, resumeTitle: row.resumeTitle, content, sentAt: at.toISOString() };
  }

  async function sentCoverLetterOf(tx: Executor, userId: string, coverLetterId: string, at: Date) {
    const [row] = await tx
      .select({ id: coverLetters.id, title: coverLetters.title, body: coverLetters.body })
      .from(coverLetters)
      .where(and(eq(coverLetters.id, coverLetterId), eq(coverLetters.userId, userId), isNull(coverLetters.deletedAt)));
    return row ? { coverLetterId: row.id, title: row.title, body: row.body, sentAt: at.toISOString() } : null;
  }

  /**
   * The frozen copies an application should hold: once it was sent, a linked resume or letter that has no copy yet
   * (or whose copy is of another one) is copied now; what is already frozen stays as it was. Unlinking keeps the
   * copy: it is what the company received. What the request links (`linking`) must be the user's: 404 otherwise.
   * One linked earlier and since moved to Trash is not copied.
   */
  async function frozenCopies(
    tx: Executor,
    userId: string,
    state: Pick<Application, 'resumeId' | 'coverLetterId' | 'sentResume' | 'sentCoverLetter' | 'stageHistory'>,
    at: Date,
    linking: { resume: boolean; coverLetter: boolean },
  ) {
    const sent = wasSent(state.stageHistory);
    let { sentResume, sentCoverLetter } = state;
    if (state.resumeId && (linking.resume || (sent && sentResume?.resumeId !== state.resumeId))) {
      const copy = await sentResumeOf(tx, userId, state.resumeId, at);
      if (!copy && linking.resume) throw linkedResumeNotFound();
      if (copy && sent && sentResume?.resumeId !== state.resumeId) sentResume = copy;
    }
    if (
      state.coverLetterId &&
      (linking.coverLetter || (sent && sentCoverLetter?.coverLetterId !== state.coverLetterId))
    ) {
      const copy = await sentCoverLetterOf(tx, userId, state.coverLetterId, at);
      if (!copy && linking.coverLetter) throw linkedCoverLetterNotFound();
      if (copy && sent && sentCoverLetter?.coverLetterId !== state.coverLetterId) sentCoverLetter = copy;
    }
    return { sentResume, sentCoverLetter };
  }

  async function getRow(tx: Executor, userId: string, id: string) {
    const [row] = await tx.select().from(applications).where(owned(userId, id));
    if (!row) throw applicationNotFound();
    return row;
  }

  /** The row to insert for a new application; `history` defaults to its creation stage, dated now. */
  async function newRow(tx: Executor, userId: string, body: CreateBody, history?: StageChange[]) {
    const at = now();
    const { stage, reason, ...fields } = body;
    const stageHistory = history ?? [{ stage, reason: reason ?? null, at: at.toISOString() }];
    const copies = await frozenCopies(
      tx,
      userId,
      { ...fields, stageHistory, sentResume: null, sentCoverLetter: null },
      at,
      { resume: true, coverLetter: true },
    );
    return {
      ...fields,
      ...copies,
      userId,
      stage,
      closedReason: reason ?? null,
      stageHistory,
      pastSteps: [],
      createdAt: at,
      updatedAt: at,
    };
  }

  return {
    /** A new application, its history starting with the stage it is created in; 422 past `maxPerUser`. */
    async create(userId: string, body: CreateBody): Promise<Application> {
      const row = await db.transaction(async (tx) => {
        await lockWithinLimit(tx, userId, 1);
        const [inserted] = await tx
          .insert(applications)
          .values(await newRow(tx, userId, body))
          .returning();
        return inserted!;
      });
      return toApplication(row);
    },

    /**
     * The rows of a CSV file, all or none, in one transaction within `maxPerUser`. A row with `appliedAt` has its
     * history start with `applied` on that date, then its own stage dated now.
     */
    async importRows(userId: string, rows: ImportedRow[]): Promise<number> {
      await db.transaction(async (tx) => {
        await lockWithinLimit(tx, userId, rows.length);
        const at = now().toISOString();
        const values = [];
        for (const { body, appliedAt } of rows) {
          const current: StageChange = { stage: body.stage, reason: body.reason ?? null, at };
          const history: StageChange[] =
            appliedAt === null
              ? [current]
              : body.stage === 'applied'
                ? [{ ...current, at: appliedAt }]
                : [{ stage: 'applied', reason: null, at: appliedAt }, current];
          values.push(await newRow(tx, userId, body, history));
        }
        // In slices: one statement's parameters are bounded (PostgreSQL takes at most 65,535).
        for (let start = 0; start < values.length; start += 200) {
          await tx.insert(applications).values(values.slice(start, start + 200));
        }
      });
      return rows.length;
    },

    /** The user's applications, filtered by stage and words, in the order asked. */
    async list(userId: string, { stage, search, sort }: ApplicationListQuery): Promise<Application[]> {
      const words = search?.trim();
      const matches = words
        ? sql`(${applications.company} ILIKE ${likePattern(words)} OR ${applications.role} ILIKE ${likePattern(words)}
            OR ${applications.location} ILIKE ${likePattern(words)} OR ${applications.notes} ILIKE ${likePattern(words)}
            OR ${applications.posting} ILIKE ${likePattern(words)})`
        : undefined;
      const order =
        sort === 'created'
          ? [desc(applications.createdAt)]
          : sort === 'company'
            ? [asc(sql`lower(${applications.company})`), desc(applications.updatedAt)]
            : [desc(applications.updatedAt), desc(applications.createdAt)];
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), stage ? eq(applications.stage, stage) : undefined, matches))
        .orderBy(...order, asc(applications.id));
      const listed = rows.map(toApplication);
      if (sort !== 'nextStep') return listed;
      // Soonest next step first, those without one last; `at` carries its own offset, so it is compared as a date.
      const when = (application: Application) =>
        application.nextStep ? Date.parse(application.nextStep.at) : Number.POSITIVE_INFINITY;
      return listed.sort((a, b) => when(a) - when(b));
    },

    /** Every application of the user in batches, in id order: an export holds one batch at a time. */
    async *stream(userId: string): AsyncGenerator<Application[]> {
      let after: string | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(applications)
          .where(and(eq(applications.userId, userId), after === undefined ? undefined : gt(applications.id, after)))
          .orderBy(asc(applications.id))
          .limit(STREAM_BATCH);
        if (rows.length) yield rows.map(toApplication);
        if (rows.length < STREAM_BATCH) return;
        after = rows.at(-1)!.id;
      }
    },

    async get(userId: string, id: string): Promise<Application> {
      return toApplication(await getRow(db, userId, id));
    },

    /**
     * Writes the fields sent. A new next step moves the one it replaces to `pastSteps`; a resume or letter linked
     * must be the user's (404 otherwise) and, once the application was sent, is frozen as sent.
     */
    async update(userId: string, id: string, body: UpdateApplicationBody): Promise<Application> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(applications).where(owned(userId, id)).for('update');
        if (!current) throw applicationNotFound();
        const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
        const at = now();
        const pastSteps =
          body.nextStep !== undefined && current.nextStep && !sameStep(current.nextStep, body.nextStep)
            ? [...current.pastSteps, current.nextStep]
            : current.pastSteps;
        const next = toApplication({ ...current, ...sent });
        const copies = await frozenCopies(tx, userId, next, at, {
          resume: body.resumeId !== undefined,
          coverLetter: body.coverLetterId !== undefined,
        });
        const [updated] = await tx
          .update(applications)
          .set({ ...sent, ...copies, pastSteps, updatedAt: at })
          .where(owned(userId, id))
          .returning();
        return updated!;
      });
      return toApplication(row);
    },

    /**
     * Moves the application to `stage` (with the reason when closed), recording the change with its date. Moving to
     * the stage and reason it is at already records nothing. Reaching a sent stage freezes what is linked.
     */
    async changeStage(userId: string, id: string, { stage, reason }: StageChangeBody): Promise<Application> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(applications).where(owned(userId, id)).for('update');
        if (!current) throw applicationNotFound();
        const closedReason: ClosedReason | null = reason ?? null;
        if (current.stage === stage && current.closedReason === closedReason) return current;
        const at = now();
        const stageHistory = [...current.stageHistory, { stage, reason: closedReason, at: at.toISOString() }];
        const copies = await frozenCopies(tx, userId, { ...toApplication(current), stageHistory }, at, {
          resume: false,
          coverLetter: false,
        });
        const [updated] = await tx
          .update(applications)
          .set({ stage, closedReason, stageHistory, ...copies, updatedAt: at })
          .where(owned(userId, id))
          .returning();
        return updated!;
      });
      return toApplication(row);
    },

    /** Deletes the application for good (there is no Trash for applications). */
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db.delete(applications).where(owned(userId, id)).returning({ id: applications.id });
      if (!deleted.length) throw applicationNotFound();
    },

    /** Counts per stage and closing reason, the response rate and the median days spent in each stage. */
    async insights(userId: string): Promise<ApplicationInsights> {
      const rows = await db
        .select({
          stage: applications.stage,
          closedReason: applications.closedReason,
          stageHistory: applications.stageHistory,
        })
        .from(applications)
        .where(eq(applications.userId, userId));
      const byStage = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<
        ApplicationStage,
        number
      >;
      const closedByReason = Object.fromEntries(CLOSED_REASONS.map((reason) => [reason, 0])) as Record<
        ClosedReason,
        number
      >;
      const days = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, [] as number[]])) as Record<
        ApplicationStage,
        number[]
      >;
      let applied = 0;
      let responded = 0;
      for (const { stage, closedReason, stageHistory } of rows) {
        byStage[stage] += 1;
        if (stage === 'closed' && closedReason) closedByReason[closedReason] += 1;
        if (wasSent(stageHistory)) {
          applied += 1;
          if (stageHistory.some((change) => RESPONDED_STAGES.has(change.stage))) responded += 1;
        }
        // A stage was left when the next change came; the stage it is in now is not counted (it is not over).
        stageHistory.slice(0, -1).forEach((change, index) => {
          const spent = Date.parse(stageHistory[index + 1]!.at) - Date.parse(change.at);
          if (spent >= 0) days[change.stage].push(spent / DAY_MS);
        });
      }
      return {
        total: rows.length,
        byStage,
        closedByReason,
        responseRate: applied ? responded / applied : null,
        medianDaysInStage: Object.fromEntries(
          APPLICATION_STAGES.map((stage) => [stage, median(days[stage])]),
        ) as Record<ApplicationStage, number | null>,
      };
    },
  };
}
