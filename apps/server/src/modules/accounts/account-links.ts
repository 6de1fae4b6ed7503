import { createHash, randomBytes } from 'node:crypto';
import { accountTokens, and, eq, gt, invites, isNull, sql, users, type Database, type UserRow } from '@vitae/db';
import {
  ACCOUNT_MESSAGES,
  EMAIL_LINK_TTL_SECONDS,
  MESSAGES,
  RESET_LINK_TTL_SECONDS,
  type UiLanguage,
} from '@vitae/schema';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Conflict, InvalidInput } from '../../lib/domain-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ACCOUNT_MAILS, mailLanguage } from './account-mails.ts';

type Purpose = 'reset-password' | 'verify-email' | 'change-email';

export interface AccountLinksOptions {
  db: Database;
  mailer: Mailer;
  /** Where the web app is, for the links in the mails (`PUBLIC_URL`). */
  publicUrl: string;
  hashCost: number;
  /** Ends every session of a user (a password reset signs out everywhere). */
  endAllSessions(userId: string): Promise<void>;
  /** Forgets what the read caches keep of a user. */
  forgetUser(userId: string): void;
  /** Logs a failure of work done after the answer (a reset request is handled in the background). */
  logFailure(error: unknown, what: string): void;
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The least time between two reset mails to one account. */
const RESET_MAIL_INTERVAL_SECONDS = 60;

/** An invitation to sign up lives a week. */
const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Single-use links mailed to a user: reset the password (30 minutes), verify the address, confirm a new address
 * (24 hours). Only a hash of each token is stored; the token travels in the link's fragment, so it reaches no
 * server log. docs/accounts.md tells the flows.
 */
export function createAccountLinks(options: AccountLinksOptions) {
  const { db, mailer, publicUrl, hashCost } = options;
  const linkTo = (page: string, token: string) => `${publicUrl.replace(/\/$/, '')}/${page}#token=${token}`;

  async function issue(userId: string, purpose: Purpose, email: string, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      // A new link of a kind replaces the ones not used yet: only the newest mail works.
      await tx
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
      await tx.insert(accountTokens).values({
        userId,
        purpose,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
    });
    return token;
  }

  /** Spends a live token of one of `purposes` at once (in one statement: a link works once even when opened twice). */
  async function spend(token: string, purposes: Purpose[], invalid: string) {
    const [spent] = await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
          sql`${accountTokens.purpose} in (${sql.join(
            purposes.map((purpose) => sql`${purpose}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    if (!spent) throw new InvalidInput(invalid);
    return spent;
  }

  /** A new reset link for the account with `email`, or undefined when there is none. */
  async function resetLink(
    email: string,
  ): Promise<{ email: string; url: string; language: string | null } | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) return undefined;
    const token = await issue(user.id, 'reset-password', user.email, RESET_LINK_TTL_SECONDS);
    return { email: user.email, url: linkTo('reset-password', token), language: user.language };
  }

  /**
   * At most one reset mail per account per RESET_MAIL_INTERVAL_SECONDS, whoever asks from wherever: requests from
   * many addresses cannot flood someone's mailbox (the request limits count per IP and per address and IP).
   */
  async function sendReset(email: string, requestLanguage: UiLanguage) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const [recent] = await db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, 'reset-password'),
          gt(accountTokens.createdAt, sql`now() - make_interval(secs => ${RESET_MAIL_INTERVAL_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) return;
    const link = await resetLink(email);
    if (link) {
      const language = mailLanguage(link.language, requestLanguage);
      mailer.send(await ACCOUNT_MAILS.resetPassword(link.email, language, link.url, RESET_LINK_TTL_SECONDS / 60));
    }
  }

  return {
    /**
     * Answers at once and does the work after: whether the account exists shows neither in the answer nor in its
     * timing. (The caller answers the same message in every case.) The mail is in the account's language, else in
     * `requestLanguage`, the language of the request that asked for it.
     */
    requestPasswordReset(email: string, requestLanguage: UiLanguage): void {
      setImmediate(() => {
        sendReset(email, requestLanguage).catch((error: unknown) =>
          options.logFailure(error, 'A password reset request failed'),
        );
      });
    },

    /** For the operator (`npm run admin -- reset-password`): a reset link to hand over, mailed to no one. */
    resetLink,

    /**
     * An invitation to sign up while SIGNUP is `invite` (`npm run admin -- invite [email]`): single-use, for that
     * address only when one is given, valid INVITE_TTL_SECONDS.
     */
    async invite(email: string | undefined, createdBy: string | null = null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(invites).values({
        tokenHash: hashToken(token),
        email: email ?? null,
        createdBy,
        expiresAt: new Date(Date.now() + INVITE_TTL_SECONDS * 1000),
      });
      return `${publicUrl.replace(/\/$/, '')}/auth/sign-in?invite=${token}`;
    },

    /** Sets the new password, ends every session and tells the user by mail. */
    async resetPassword(token: string, password: string, requestLanguage: UiLanguage): Promise<void> {
      const passwordHash = await hashPassword(password, hashCost);
      const spent = await spend(token, ['reset-password'], ACCOUNT_MESSAGES.resetTokenInvalid);
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, spent.userId))
        .returning();
      if (!user) throw new InvalidInput(ACCOUNT_MESSAGES.resetTokenInvalid);
      // The link proves the address too.
      if (!user.emailVerifiedAt && user.email === spent.email)
        await db
          .update(users)
          .set({ emailVerifiedAt: sql`now()` })
          .where(eq(users.id, user.id));
      await options.endAllSessions(user.id);
      options.forgetUser(user.id);
      mailer.send(await ACCOUNT_MAILS.passwordChanged(user.email, mailLanguage(user.language, requestLanguage)));
    },

    /** Mails a verification link to the user's address (after sign-up, or when asked again). */
    async sendVerification(
      user: Pick<UserRow, 'id' | 'email' | 'language'>,
      requestLanguage: UiLanguage,
    ): Promise<void> {
      const token = await issue(user.id, 'verify-email', user.email, EMAIL_LINK_TTL_SECONDS);
      const language = mailLanguage(user.language, requestLanguage);
      mailer.send(await ACCOUNT_MAILS.verifyEmail(user.email, language, linkTo('verify-email', token)));
    },

    /**
     * A change of address waits for the new address to answer: a link goes there, a notice to the old one. The
     * caller has checked the password. Both are in `language` (the account's, docs/i18n.md).
     */
    async requestEmailChange(
      userId: string,
      currentEmail: string,
      newEmail: string,
      language: UiLanguage,
    ): Promise<void> {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken) throw new Conflict(MESSAGES.emailTaken);
      const token = await issue(userId, 'change-email', newEmail, EMAIL_LINK_TTL_SECONDS);
      mailer.send(await ACCOUNT_MAILS.confirmNewEmail(newEmail, language, linkTo('verify-email', token)));
      mailer.send(await ACCOUNT_MAILS.emailChangeRequested(currentEmail, language, newEmail));
    },

    /** Verifies the address, or applies the change of address the link confirms. */
    async verifyEmail(token: string): Promise<{ email: string; changed: boolean }> {
      const spent = await spend(token, ['verify-email', 'change-email'], ACCOUNT_MESSAGES.verifyTokenInvalid);
      if (spent.purpose === 'verify-email') {
        const [user] = await db
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          // A link to an address the account no longer has verifies nothing.
          .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
          .returning();
        if (!user) throw new InvalidInput(ACCOUNT_MESSAGES.verifyTokenInvalid);
        options.forgetUser(user.id);
        return { email: user.email, changed: false };
      }
      try {
        const [user] = await db
          .update(users)
          .set({ email: spent.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, spent.userId))
          .returning();
        if (!user) throw new InvalidInput(ACCOUNT_MESSAGES.verifyTokenInvalid);
        options.forgetUser(user.id);
        return { email: user.email, changed: true };
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Links of a user that were never opened go with the account; used ones are kept a day for nothing. */
    async pruneExpired(): Promise<void> {
      await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() - interval '1 day'`);
    },
  };
}
