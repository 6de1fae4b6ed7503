import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, resumes, resumeShares, sql, type Database } from '@vitae/db';
import { SHARE_MESSAGES, type ShareResumeBody, type ShareStatus } from '@vitae/schema';
import { NotFound, Unauthenticated } from '../../lib/domain-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ResumeService } from '../resumes/resumes.ts';

export type ShareService = ReturnType<typeof createShareService>;

/** 24 random bytes: a 32-character base64url slug, 192 bits nobody can guess. */
const SLUG_BYTES = 24;

/** How long an unlocked password-protected link stays open in that browser. */
export const SHARE_ACCESS_SECONDS = 24 * 60 * 60;

/** A shared resume as its public page needs it (a password's hash stays inside this service). */
export interface SharedResume {
  slug: string;
  resumeId: string;
  ownerId: string;
  indexable: boolean;
}

export interface ShareServiceOptions {
  db: Database;
  resumes: ResumeService;
  /** scrypt cost of the links' passwords (PASSWORD_HASH_COST, as for accounts). */
  hashCost: number;
  /** Signs the access a right password grants (the app's URL-signing secret). */
  signingKey: Uint8Array;
}

/**
 * Public links to resumes: one per resume, on while its row exists. The slug is random; a password, when set, is
 * stored hashed, and a right one is answered with a signed access token bound to that password's hash, so a new
 * password (or turning the link off and on) closes every browser that had the old one.
 */
export function createShareService({ db, resumes: resumeService, hashCost, signingKey }: ShareServiceOptions) {
  const sign = (slug: string, passwordHash: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${slug}\n${passwordHash}\n${expires}`).digest('base64url');

  /** The link's row, if its resume is not in Trash; a missing or trashed one answers 404. */
  async function row(slug: string) {
    const [found] = await db
      .select({
        slug: resumeShares.slug,
        resumeId: resumeShares.resumeId,
        ownerId: resumes.userId,
        passwordHash: resumeShares.passwordHash,
        indexable: resumeShares.indexable,
      })
      .from(resumeShares)
      .innerJoin(resumes, eq(resumes.id, resumeShares.resumeId))
      .where(and(eq(resumeShares.slug, slug), isNull(resumes.deletedAt)));
    if (!found) throw new NotFound(SHARE_MESSAGES.notFound);
    return found;
  }

  /** Whether `token` opens the link whose password hash is `passwordHash` (see `visit`). */
  function opens(slug: string, passwordHash: string | null, token: string | undefined): boolean {
    if (passwordHash === null) return true;
    const [expiresText, signature] = (token ?? '').split('.');
    const expires = Number(expiresText);
    if (!signature || !Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
    const expected = Buffer.from(sign(slug, passwordHash, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    /**
     * Turns the public link of the user's resume on (404 unless theirs), or updates it; the slug stays. A password
     * sets one, an empty password removes it, and an absent one leaves it as it is (none on a new link): saving the
     * other settings never opens a protected link by mistake.
     */
    async enable(userId: string, resumeId: string, body: ShareResumeBody): Promise<{ slug: string }> {
      await resumeService.get(userId, resumeId);
      const passwordHash = body.password ? await hashPassword(body.password, hashCost) : null;
      const indexable = body.indexable ?? false;
      const [saved] = await db
        .insert(resumeShares)
        .values({ resumeId, slug: randomBytes(SLUG_BYTES).toString('base64url'), passwordHash, indexable })
        .onConflictDoUpdate({
          target: resumeShares.resumeId,
          set: body.password === undefined ? { indexable } : { passwordHash, indexable },
        })
        .returning({ slug: resumeShares.slug });
      return { slug: saved!.slug };
    },

    /** Turns the link off: the row goes, so the old slug answers 404 at once. */
    async disable(userId: string, resumeId: string): Promise<void> {
      await resumeService.get(userId, resumeId);
      await db.delete(resumeShares).where(eq(resumeShares.resumeId, resumeId));
    },

    /** The link's state and counts; `slug` null while it is off. */
    async status(userId: string, resumeId: string): Promise<Omit<ShareStatus, 'url'> & { slug: string | null }> {
      await resumeService.get(userId, resumeId);
      const [found] = await db.select().from(resumeShares).where(eq(resumeShares.resumeId, resumeId));
      return {
        slug: found?.slug ?? null,
        enabled: Boolean(found),
        views: found?.views ?? 0,
        downloads: found?.downloads ?? 0,
        hasPassword: Boolean(found?.passwordHash),
        indexable: found?.indexable ?? false,
      };
    },

    /**
     * The shared resume behind a slug (404 when the link is off or the resume is in Trash), and whether `token` (from
     * `unlock`, or none) opens it: always without a password, else when it was signed for the current password and
     * has not expired.
     */
    async visit(slug: string, token: string | undefined): Promise<SharedResume & { mayOpen: boolean }> {
      const { passwordHash, ...shared } = await row(slug);
      return { ...shared, mayOpen: opens(slug, passwordHash, token) };
    },

    /**
     * The access token a right password earns (404 as `visit`); undefined for a link without a password, which is
     * open anyway, and Unauthenticated for a wrong one.
     */
    async unlock(slug: string, password: string): Promise<string | undefined> {
      const { passwordHash } = await row(slug);
      if (passwordHash === null) return undefined;
      if (!(await verifyPassword(password, passwordHash))) throw new Unauthenticated(SHARE_MESSAGES.wrongPassword);
      const expires = Math.floor(Date.now() / 1000) + SHARE_ACCESS_SECONDS;
      return `${expires}.${sign(slug, passwordHash, expires)}`;
    },

    countView: async (slug: string) => {
      await db
        .update(resumeShares)
        .set({ views: sql`${resumeShares.views} + 1` })
        .where(eq(resumeShares.slug, slug));
    },
    countDownload: async (slug: string) => {
      await db
        .update(resumeShares)
        .set({ downloads: sql`${resumeShares.downloads} + 1` })
        .where(eq(resumeShares.slug, slug));
    },
  };
}
