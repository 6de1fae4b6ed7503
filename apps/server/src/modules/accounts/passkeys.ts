import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, authChallenges, eq, gt, passkeys, sql, type Database, type PasskeyRow } from '@vitae/db';
import { ACCOUNT_MESSAGES, LIMITS, SIGN_IN_CHALLENGE_TTL_SECONDS, type Passkey } from '@vitae/schema';
import { InvalidInput, LimitReached, NotFound, Unauthenticated } from '../../lib/domain-errors.ts';

export interface PasskeysOptions {
  db: Database;
  /** The web app's origin (`PUBLIC_URL`): passkeys are bound to its host name. */
  publicUrl: string;
}

export type Passkeys = ReturnType<typeof createPasskeys>;

type Ceremony = 'passkey-register' | 'passkey-sign-in';

const RP_NAME = 'Vitae';

/** WebAuthn's options as the JSON object the API answers (the browser's library reads them). */
const asJson = (options: object) => options as Record<string, unknown>;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The name a passkey gets when the user gives none: what made it, as far as the browser says. */
const defaultName = (attachment: string | undefined, count: number) =>
  `${attachment === 'cross-platform' ? 'Security key' : 'Passkey'} ${count + 1}`;

/**
 * Passkeys (WebAuthn, docs/accounts.md): register them on the account page, sign in with one alone (a discoverable
 * credential proves the person and the device) or use one as the second step after a password. Each ceremony's
 * challenge is stored and spent once, so any instance finishes what another began.
 */
export function createPasskeys({ db, publicUrl }: PasskeysOptions) {
  const origin = new URL(publicUrl).origin;
  const rpID = new URL(publicUrl).hostname;

  async function storeChallenge(purpose: Ceremony, challenge: string, userId: string | null): Promise<string> {
    const [row] = await db
      .insert(authChallenges)
      .values({ userId, purpose, challenge, expiresAt: new Date(Date.now() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000) })
      .returning({ id: authChallenges.id });
    return row!.id;
  }

  /** Spends a ceremony's challenge (once, and only before it expires). */
  async function spendChallenge(id: string, purpose: Ceremony) {
    const [spent] = await db
      .delete(authChallenges)
      .where(
        and(eq(authChallenges.id, id), eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, sql`now()`)),
      )
      .returning();
    if (!spent) throw new InvalidInput(ACCOUNT_MESSAGES.passkeyFailed);
    return spent;
  }

  const list = (userId: string) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

  const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

  return {
    list: async (userId: string): Promise<Passkey[]> => (await list(userId)).map(toPasskey),

    async startRegistration(user: { id: string; email: string; fullName: string }) {
      const existing = await list(user.id);
      if (existing.length >= LIMITS.passkeysPerUser) throw new LimitReached(ACCOUNT_MESSAGES.passkeyLimit);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.fullName || user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return {
        challengeId: await storeChallenge('passkey-register', options.challenge, user.id),
        options: asJson(options),
      };
    },

    async finishRegistration(userId: string, challengeId: string, response: unknown, name?: string): Promise<Passkey> {
      const challenge = await spendChallenge(challengeId, 'passkey-register');
      if (challenge.userId !== userId) throw new InvalidInput(ACCOUNT_MESSAGES.passkeyFailed);
      const registration = response as RegistrationResponseJSON;
      const verification = await verifyRegistrationResponse({
        response: registration,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) throw new InvalidInput(ACCOUNT_MESSAGES.passkeyFailed);
      const { credential } = verification.registrationInfo;
      const existing = await list(userId);
      if (existing.length >= LIMITS.passkeysPerUser) throw new LimitReached(ACCOUNT_MESSAGES.passkeyLimit);
      const [row] = await db
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: name?.trim() || defaultName(registration.authenticatorAttachment, existing.length),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new InvalidInput(ACCOUNT_MESSAGES.passkeyFailed);
      return toPasskey(row);
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      if (!row) throw new NotFound(ACCOUNT_MESSAGES.passkeyNotFound);
      return toPasskey(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (!row) throw new NotFound(ACCOUNT_MESSAGES.passkeyNotFound);
    },

    /**
     * Options to sign in: any passkey of this site (the browser offers the discoverable ones), or, as the second
     * step of `userId`'s sign-in, only theirs.
     */
    async startSignIn(userId: string | null) {
      const allowCredentials = userId
        ? (await list(userId)).map((row) => ({ id: row.credentialId, transports: transportsOf(row) }))
        : undefined;
      if (allowCredentials && allowCredentials.length === 0) throw new InvalidInput(ACCOUNT_MESSAGES.passkeyUnknown);
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        ...(allowCredentials ? { allowCredentials } : {}),
      });
      return {
        challengeId: await storeChallenge('passkey-sign-in', options.challenge, userId),
        options: asJson(options),
      };
    },

    /** The user a passkey sign-in proves, its counter and last use updated; `userId` when it must be theirs. */
    async finishSignIn(challengeId: string, response: unknown): Promise<{ userId: string }> {
      const challenge = await spendChallenge(challengeId, 'passkey-sign-in');
      const assertion = response as AuthenticationResponseJSON;
      const [row] = await db
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, String(assertion.id)));
      if (!row || (challenge.userId && row.userId !== challenge.userId))
        throw new Unauthenticated(ACCOUNT_MESSAGES.passkeyUnknown);
      const verification = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: row.counter,
          transports: transportsOf(row),
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) throw new Unauthenticated(ACCOUNT_MESSAGES.passkeyFailed);
      await db
        .update(passkeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
        .where(eq(passkeys.id, row.id));
      return { userId: row.userId };
    },
  };
}
