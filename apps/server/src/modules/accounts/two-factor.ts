import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  authChallenges,
  eq,
  gt,
  isNull,
  lt,
  or,
  recoveryCodes,
  sql,
  users,
  type Database,
  type UserRow,
} from '@vitae/db';
import {
  ACCOUNT_MESSAGES,
  SIGN_IN_CHALLENGE_MAX_FAILURES,
  SIGN_IN_CHALLENGE_TTL_SECONDS,
  type UiLanguage,
} from '@vitae/schema';
import { Conflict, InvalidInput, Unauthenticated } from '../../lib/domain-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { ACCOUNT_MAILS, mailLanguage } from './account-mails.ts';
import {
  acceptedTotpStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizedRecoveryCode,
  openSecret,
  otpauthUrl,
  sealSecret,
} from './two-factor-codes.ts';

export interface TwoFactorOptions {
  db: Database;
  mailer: Mailer;
  /** The key TOTP secrets are sealed with. */
  key: Uint8Array;
  forgetUser(userId: string): void;
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

/** A setup not finished within this time is dropped: its secret was shown on one screen only. */
const SETUP_TTL_SECONDS = 15 * 60;

const hashChallenge = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The sign-in step `token` names, while it has not expired. */
const liveSignInStep = (token: string) =>
  and(
    eq(authChallenges.challenge, hashChallenge(token)),
    eq(authChallenges.purpose, 'two-factor'),
    gt(authChallenges.expiresAt, sql`now()`),
  );
const expiresIn = (seconds: number) => new Date(Date.now() + seconds * 1000);

/**
 * Two-factor sign-in with TOTP codes and recovery codes (docs/accounts.md). A setup's secret waits in
 * auth_challenges until a right code turns it on; the second step of a sign-in is a challenge there too, spent by
 * a right code and dropped after SIGN_IN_CHALLENGE_MAX_FAILURES wrong ones.
 */
export function createTwoFactor({ db, mailer, key, forgetUser }: TwoFactorOptions) {
  /** Whether `code` is a right TOTP code (each step once) or an unused recovery code (spent by this call). */
  async function spendCode(user: UserRow, code: string): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const step = acceptedTotpStep(openSecret(user.twoFactorSecret, key), code, user.twoFactorLastStep);
    if (step !== undefined) {
      // One statement: two requests with the same code cannot both pass.
      const [taken] = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
        .returning({ id: users.id });
      return Boolean(taken);
    }
    const recovery = normalizedRecoveryCode(code);
    if (!recovery) return false;
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, hashRecoveryCode(recovery)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ userId: recoveryCodes.userId });
    return Boolean(spent);
  }

  return {
    isOn: (user: Pick<UserRow, 'twoFactorSecret'>) => user.twoFactorSecret !== null,

    /** A new secret to scan; two-factor is on only once `enable` gets a right code for it. */
    async setup(user: UserRow): Promise<{ secret: string; otpauthUrl: string }> {
      if (user.twoFactorSecret) throw new Conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await tx
          .delete(authChallenges)
          .where(and(eq(authChallenges.userId, user.id), eq(authChallenges.purpose, 'two-factor-setup')));
        await tx.insert(authChallenges).values({
          userId: user.id,
          purpose: 'two-factor-setup',
          challenge: sealSecret(secret, key),
          expiresAt: expiresIn(SETUP_TTL_SECONDS),
        });
      });
      return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },

    /** Turns two-factor on with a code of the set-up secret; answers the recovery codes, shown this once. */
    async enable(user: UserRow, code: string, requestLanguage: UiLanguage): Promise<string[]> {
      if (user.twoFactorSecret) throw new Conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      const [pending] = await db
        .select()
        .from(authChallenges)
        .where(
          and(
            eq(authChallenges.userId, user.id),
            eq(authChallenges.purpose, 'two-factor-setup'),
            gt(authChallenges.expiresAt, sql`now()`),
          ),
        );
      if (!pending) throw new InvalidInput(ACCOUNT_MESSAGES.twoFactorNotSetUp);
      const step = acceptedTotpStep(openSecret(pending.challenge, key), code, null);
      if (step === undefined) throw new InvalidInput(ACCOUNT_MESSAGES.twoFactorCodeWrong);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx.delete(authChallenges).where(eq(authChallenges.id, pending.id));
        await tx
          .update(users)
          .set({ twoFactorSecret: pending.challenge, twoFactorLastStep: step, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((one) => ({ userId: user.id, codeHash: hashRecoveryCode(one) })));
      });
      forgetUser(user.id);
      mailer.send(await ACCOUNT_MAILS.twoFactorChanged(user.email, mailLanguage(user.language, requestLanguage), true));
      return codes;
    },

    /** Turns two-factor off; the caller has checked the password, or `code` is checked here. */
    async disable(
      user: UserRow,
      proof: { code?: string | undefined; passwordChecked: boolean },
      requestLanguage: UiLanguage,
    ): Promise<void> {
      if (!user.twoFactorSecret) throw new InvalidInput(ACCOUNT_MESSAGES.twoFactorNotOn);
      if (!proof.passwordChecked && !(proof.code && (await spendCode(user, proof.code))))
        throw new InvalidInput(ACCOUNT_MESSAGES.twoFactorCodeWrong);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorSecret: null, twoFactorLastStep: null, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      });
      forgetUser(user.id);
      mailer.send(
        await ACCOUNT_MAILS.twoFactorChanged(user.email, mailLanguage(user.language, requestLanguage), false),
      );
    },

    /** The second step a sign-in must pass: a token for the client to send back with the code. */
    async challenge(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(authChallenges).values({
        userId,
        purpose: 'two-factor',
        challenge: hashChallenge(token),
        expiresAt: expiresIn(SIGN_IN_CHALLENGE_TTL_SECONDS),
      });
      return token;
    },

    /**
     * The user a sign-in's second step belongs to, with a right code; the challenge is spent. A wrong code counts
     * against the challenge, which ends after the last allowed one.
     */
    async answer(
      token: string,
      code: string,
      loadUser: (id: string) => Promise<UserRow | undefined>,
    ): Promise<UserRow> {
      const [pending] = await db.select().from(authChallenges).where(liveSignInStep(token));
      const user = pending?.userId ? await loadUser(pending.userId) : undefined;
      if (!pending || !user) throw new Unauthenticated(ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
      if (await spendCode(user, code)) {
        const [spent] = await db.delete(authChallenges).where(eq(authChallenges.id, pending.id)).returning();
        if (!spent) throw new Unauthenticated(ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
        return user;
      }
      const [counted] = await db
        .update(authChallenges)
        .set({ failures: sql`${authChallenges.failures} + 1` })
        .where(eq(authChallenges.id, pending.id))
        .returning({ failures: authChallenges.failures });
      if (counted && counted.failures >= SIGN_IN_CHALLENGE_MAX_FAILURES)
        await db.delete(authChallenges).where(eq(authChallenges.id, pending.id));
      throw new Unauthenticated(ACCOUNT_MESSAGES.twoFactorCodeWrong);
    },

    /** Passes a sign-in's second step another way (a passkey): the challenge is spent, its user answered. */
    async spendChallenge(token: string): Promise<string> {
      const [spent] = await db.delete(authChallenges).where(liveSignInStep(token)).returning();
      if (!spent?.userId) throw new Unauthenticated(ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
      return spent.userId;
    },

    /** The user whose sign-in waits on `token`, without spending it (a passkey ceremony lists their passkeys). */
    async challengedUser(token: string): Promise<string> {
      const [pending] = await db
        .select({ userId: authChallenges.userId })
        .from(authChallenges)
        .where(liveSignInStep(token));
      if (!pending?.userId) throw new Unauthenticated(ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
      return pending.userId;
    },
  };
}
