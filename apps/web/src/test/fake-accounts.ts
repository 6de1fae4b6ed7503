import {
  ACCOUNT_MESSAGES,
  forgotPasswordBodySchema,
  type LegalPage,
  MESSAGES,
  type Passkey,
  passkeyFinishBodySchema,
  passkeyNameBodySchema,
  resetPasswordBodySchema,
  type Session,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorLoginBodySchema,
  type User,
  verifyEmailBodySchema,
} from '@vitae/schema';
import type { z } from 'zod';

/**
 * Trustworthy accounts for the fake API (fake-api.ts), as the server answers them: mailed links (reset, verify),
 * sessions, two-factor sign-in, passkeys, Google's disconnection, the sign-up settings of GET /config and the legal
 * pages. Bodies are read with packages/schema's own schemas, so a body the server would refuse is refused here.
 */
interface Call {
  path: string;
  body: unknown;
}
interface Answer {
  status: number;
  body: unknown;
}
type Route = [string, RegExp, (call: Call) => Answer];

const ok = (data: unknown, message = 'OK', status = 200): Answer => ({
  status,
  body: { statusCode: status, data, message, success: true },
});
const failure = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, data: null, message, success: false },
});

/** The body as `schema` reads it, or the 400 the server answers with its first message. */
function read<T extends z.ZodType>(schema: T, call: Call): { body: z.infer<T> } | { refused: Answer } {
  const parsed = schema.safeParse(call.body ?? {});
  return parsed.success ? { body: parsed.data } : { refused: failure(400, parsed.error.issues[0]!.message) };
}

/** The code the fake authenticator app shows now, and the recovery codes two-factor hands out. */
export const FAKE_TOTP_CODE = '123456';
export const FAKE_RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `rcode-${String(index).padStart(5, '0')}`);
export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Mailed links' tokens the fake server knows. */
export const FAKE_RESET_TOKEN = 'reset-token-1';
export const FAKE_VERIFY_TOKEN = 'verify-token-1';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const CHROME_ON_MACOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const fakeSessions = (): Session[] => [
  {
    id: '60000000-0000-4000-8000-000000000001',
    current: true,
    userAgent: CHROME_ON_MACOS,
    lastSeenAt: minutesAgo(0),
    createdAt: minutesAgo(60 * 24 * 3),
  },
  {
    id: '60000000-0000-4000-8000-000000000002',
    current: false,
    userAgent: FIREFOX_ON_WINDOWS,
    lastSeenAt: minutesAgo(5),
    createdAt: minutesAgo(60 * 24 * 10),
  },
  {
    id: '60000000-0000-4000-8000-000000000003',
    current: false,
    userAgent: SAFARI_ON_IOS,
    lastSeenAt: minutesAgo(60 * 24),
    createdAt: minutesAgo(60 * 24 * 40),
  },
];

/** WebAuthn options as the server hands them out (their content matters only to the browser, mocked in tests). */
const passkeyOptions = (challengeId: string) => ({
  challengeId,
  options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', timeout: 60_000, userVerification: 'preferred' },
});

export function accountRoutes(server: { user: User | null; password: string }, makeUser: () => User) {
  const state = {
    /** GET /config's sign-up settings. */
    signUp: 'open' as 'open' | 'closed' | 'invite',
    setupRequired: false,
    resetTokens: new Set([FAKE_RESET_TOKEN]),
    /** Verification links: the address each confirms, and whether it is a change of address. */
    verifyTokens: new Map([[FAKE_VERIFY_TOKEN, { email: '', changed: false }]]),
    sessions: fakeSessions(),
    /** The secret handed out by setup, until enable confirms it. */
    pendingSecret: null as string | null,
    /** Two-factor challenges of logins waiting for their second step, with the account each signs in. */
    challenges: new Map<string, User>(),
    passkeys: [] as Passkey[],
    /** Passkey ceremonies started and not yet finished. */
    passkeyChallenges: new Set<string>(),
    legal: {
      terms: { title: 'Terms of Service', markdown: '# Using Vitae\n\nBe **kind**.' },
      privacy: { title: 'Privacy Policy', markdown: 'We keep *little*.' },
    } as Record<string, LegalPage>,
  };
  let made = 0;
  const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++made).padStart(12, '0')}`;
  const signedIn = (user: User, message = 'OK') => {
    server.user = user;
    return ok({ user, accessToken: `access-${++made}`, refreshToken: `refresh-${made}` }, message);
  };
  /** The signed-in account changed. */
  const update = (changes: Partial<User>) => (server.user = { ...server.user!, ...changes });
  const idOf = (call: Call) => decodeURIComponent(call.path.split('/').pop() ?? '');
  const withUser =
    (handler: (call: Call, user: User) => Answer) =>
    (call: Call): Answer =>
      server.user ? handler(call, server.user) : failure(401, MESSAGES.authRequired);

  /**
   * What POST /login (or /google) answers for an account with two-factor on: a challenge and no tokens. Install it
   * with `fake.override('POST', '/api/v1/users/login', fake.accounts.askForSecondFactor)`.
   */
  const askForSecondFactor = (call: Call): Answer => {
    const challenge = `challenge-${++made}`;
    const email = (call.body as { email?: string } | undefined)?.email;
    state.challenges.set(challenge, { ...makeUser(), ...(email ? { email } : {}), twoFactorEnabled: true });
    return ok({ twoFactorRequired: true, challenge });
  };

  const routes: Route[] = [
    [
      'POST',
      /^\/api\/v1\/users\/forgot-password$/,
      (call) => {
        const input = read(forgotPasswordBodySchema, call);
        return 'refused' in input ? input.refused : ok(null, ACCOUNT_MESSAGES.resetLinkSent);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/reset-password$/,
      (call) => {
        const input = read(resetPasswordBodySchema, call);
        if ('refused' in input) return input.refused;
        if (!state.resetTokens.delete(input.body.token)) return failure(400, ACCOUNT_MESSAGES.resetTokenInvalid);
        server.password = input.body.password;
        return ok(null, ACCOUNT_MESSAGES.passwordReset);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/verify-email$/,
      (call) => {
        const input = read(verifyEmailBodySchema, call);
        if ('refused' in input) return input.refused;
        const link = state.verifyTokens.get(input.body.token);
        if (!link) return failure(400, ACCOUNT_MESSAGES.verifyTokenInvalid);
        state.verifyTokens.delete(input.body.token);
        const email = link.email || server.user?.email || 'jane@example.com';
        if (server.user) update({ email, emailVerified: true });
        return ok(
          { email, changed: link.changed },
          link.changed ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailVerified,
        );
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/resend-verification$/,
      withUser((_call, user) =>
        ok(null, user.emailVerified ? ACCOUNT_MESSAGES.alreadyVerified : ACCOUNT_MESSAGES.verificationSent),
      ),
    ],
    ['GET', /^\/api\/v1\/users\/sessions$/, withUser(() => ok(state.sessions))],
    [
      'DELETE',
      /^\/api\/v1\/users\/sessions\/[^/]+$/,
      withUser((call) => {
        const id = idOf(call);
        if (!state.sessions.some((session) => session.id === id)) return failure(404, ACCOUNT_MESSAGES.sessionNotFound);
        state.sessions = state.sessions.filter((session) => session.id !== id);
        return ok(null, ACCOUNT_MESSAGES.sessionEnded);
      }),
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/sessions$/,
      withUser(() => {
        state.sessions = state.sessions.filter((session) => session.current);
        return ok(null, ACCOUNT_MESSAGES.otherSessionsEnded);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/two-factor\/setup$/,
      withUser((_call, user) => {
        if (user.twoFactorEnabled) return failure(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
        state.pendingSecret = FAKE_TOTP_SECRET;
        const otpauthUrl = `otpauth://totp/Vitae:${encodeURIComponent(user.email)}?secret=${FAKE_TOTP_SECRET}&issuer=Vitae`;
        return ok({ secret: FAKE_TOTP_SECRET, otpauthUrl });
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/two-factor\/enable$/,
      withUser((call) => {
        const input = read(twoFactorEnableBodySchema, call);
        if ('refused' in input) return input.refused;
        if (!state.pendingSecret) return failure(400, ACCOUNT_MESSAGES.twoFactorNotSetUp);
        if (input.body.code !== FAKE_TOTP_CODE) return failure(400, ACCOUNT_MESSAGES.twoFactorCodeWrong);
        state.pendingSecret = null;
        update({ twoFactorEnabled: true });
        return ok({ recoveryCodes: FAKE_RECOVERY_CODES }, ACCOUNT_MESSAGES.twoFactorEnabled);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/two-factor\/disable$/,
      withUser((call, user) => {
        const input = read(twoFactorDisableBodySchema, call);
        if ('refused' in input) return input.refused;
        if (!user.twoFactorEnabled) return failure(400, ACCOUNT_MESSAGES.twoFactorNotOn);
        const { code, password } = input.body;
        if (code !== undefined && code !== FAKE_TOTP_CODE) return failure(400, ACCOUNT_MESSAGES.twoFactorCodeWrong);
        if (code === undefined && password !== server.password) return failure(400, MESSAGES.currentPasswordWrong);
        update({ twoFactorEnabled: false });
        return ok(null, ACCOUNT_MESSAGES.twoFactorDisabled);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/login\/two-factor$/,
      (call) => {
        const input = read(twoFactorLoginBodySchema, call);
        if ('refused' in input) return input.refused;
        const user = state.challenges.get(input.body.challenge);
        if (!user) return failure(401, ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
        const code = input.body.code.replace(/\s/g, '');
        if (code !== FAKE_TOTP_CODE && !FAKE_RECOVERY_CODES.includes(code)) {
          return failure(401, ACCOUNT_MESSAGES.twoFactorCodeWrong);
        }
        state.challenges.delete(input.body.challenge);
        return signedIn(user);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/login\/passkey\/start$/,
      (call) => {
        const { challenge } = (call.body ?? {}) as { challenge?: string };
        if (challenge && !state.challenges.has(challenge)) {
          return failure(401, ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
        }
        const challengeId = nextId('70000000');
        state.passkeyChallenges.add(challengeId);
        return ok(passkeyOptions(challengeId));
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/login\/passkey\/finish$/,
      (call) => {
        const input = read(passkeyFinishBodySchema, call);
        if ('refused' in input) return input.refused;
        if (!state.passkeyChallenges.delete(input.body.challengeId))
          return failure(400, ACCOUNT_MESSAGES.passkeyFailed);
        const { challenge } = call.body as { challenge?: string };
        const user = challenge ? state.challenges.get(challenge) : makeUser();
        if (!user) return failure(401, ACCOUNT_MESSAGES.twoFactorChallengeInvalid);
        if (challenge) state.challenges.delete(challenge);
        return signedIn(user);
      },
    ],
    ['GET', /^\/api\/v1\/users\/passkeys$/, withUser(() => ok(state.passkeys))],
    [
      'POST',
      /^\/api\/v1\/users\/passkeys\/register\/start$/,
      withUser(() => {
        const challengeId = nextId('70000000');
        state.passkeyChallenges.add(challengeId);
        return ok(passkeyOptions(challengeId));
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/passkeys\/register\/finish$/,
      withUser((call) => {
        const input = read(passkeyFinishBodySchema, call);
        if ('refused' in input) return input.refused;
        if (!state.passkeyChallenges.delete(input.body.challengeId))
          return failure(400, ACCOUNT_MESSAGES.passkeyFailed);
        const passkey: Passkey = {
          id: nextId('80000000'),
          name: input.body.name || `Passkey ${state.passkeys.length + 1}`,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
        };
        state.passkeys.push(passkey);
        return ok(passkey, ACCOUNT_MESSAGES.passkeyAdded, 201);
      }),
    ],
    [
      'PATCH',
      /^\/api\/v1\/users\/passkeys\/[^/]+$/,
      withUser((call) => {
        const input = read(passkeyNameBodySchema, call);
        if ('refused' in input) return input.refused;
        const passkey = state.passkeys.find((item) => item.id === idOf(call));
        if (!passkey) return failure(404, ACCOUNT_MESSAGES.passkeyNotFound);
        passkey.name = input.body.name;
        return ok(passkey, ACCOUNT_MESSAGES.passkeyRenamed);
      }),
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/passkeys\/[^/]+$/,
      withUser((call) => {
        const before = state.passkeys.length;
        state.passkeys = state.passkeys.filter((item) => item.id !== idOf(call));
        return state.passkeys.length < before
          ? ok(null, ACCOUNT_MESSAGES.passkeyRemoved)
          : failure(404, ACCOUNT_MESSAGES.passkeyNotFound);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/disconnect-google$/,
      withUser((_call, user) => {
        if (!user.hasPassword && state.passkeys.length === 0) return failure(400, ACCOUNT_MESSAGES.lastSignInMethod);
        return ok(update({ googleConnected: false }), ACCOUNT_MESSAGES.googleDisconnected);
      }),
    ],
    [
      'GET',
      /^\/api\/v1\/legal\/[^/]+$/,
      (call) => {
        const page = state.legal[idOf(call)];
        return page ? ok(page) : failure(404, MESSAGES.itemNotFound);
      },
    ],
  ];

  return {
    state,
    routes,
    askForSecondFactor,
    /** What GET /config adds: the sign-up settings. */
    publicConfig: () => ({ signUp: state.signUp, setupRequired: state.setupRequired }),
  };
}
