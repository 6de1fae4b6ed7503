import type { UserRow } from '@vitae/db';
import type { TokenPair, User } from '@vitae/schema';
import type { Client, TokenService } from './tokens.ts';
import type { TwoFactor } from './two-factor.ts';

export type SignIn = ReturnType<typeof createSignIn>;

/** Where a sign-in stands after a password or Google: signed in, or waiting for a second factor. */
export type SignInStep =
  { kind: 'session'; pair: TokenPair; user: User } | { kind: 'second-factor'; challenge: string };

export interface SignInOptions {
  tokens: TokenService;
  twoFactor: TwoFactor;
  toUser(row: UserRow): User;
}

/** The step after a first factor: with two-factor on, a challenge and no tokens; else a new session. */
export function createSignIn({ tokens, twoFactor, toUser }: SignInOptions) {
  return {
    async afterFirstFactor(row: UserRow, client: Client): Promise<SignInStep> {
      if (twoFactor.isOn(row)) return { kind: 'second-factor', challenge: await twoFactor.challenge(row.id) };
      return { kind: 'session', pair: await tokens.startSession(row.id, client), user: toUser(row) };
    },

    /** A sign-in that has passed every factor it needs. */
    async complete(row: UserRow, client: Client): Promise<{ pair: TokenPair; user: User }> {
      return { pair: await tokens.startSession(row.id, client), user: toUser(row) };
    },
  };
}
