import { accountTokens, authChallenges, eq, sql, users } from '@vitae/db';
import { ACCOUNT_MESSAGES, MESSAGES } from '@vitae/schema';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from './helpers/mailbox.ts';
import { softwareAuthenticator } from './helpers/software-authenticator.ts';
import { as, createTestApp, registerUser, uniqueEmail, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';

let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Vitae <no-reply@vitae.test>', PUBLIC_URL },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const post = (url: string, payload: object = {}, token?: string) =>
  token ? as(t.app, token)({ method: 'POST', url, payload }) : t.app.inject({ method: 'POST', url, payload });
const currentUser = (token: string) => as(t.app, token)({ method: 'GET', url: '/api/v1/users/current-user' });
const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, headers });
/** The token in a mailed link (`…/page#token=…`). */
const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');
const totp = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe('forgot and reset password', () => {
  it('answers the same to an account and to no account, and mails a link only to the account', async () => {
    const session = await registerUser(t.app);
    await mailbox.next(session.user.email); // the verification mail
    const known = await post('/api/v1/users/forgot-password', { email: session.user.email });
    const unknown = await post('/api/v1/users/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.resetLinkSent);
    const mail = await mailbox.next(session.user.email);
    expect(mail.subject).toBe('Reset your Vitae password');
    expect(linkIn(mail, `${PUBLIC_URL}/reset-password#token=`)).toBeTruthy();

    // Asked again at once (from anywhere): the same answer, and no second mail within the minute.
    const again = await post('/api/v1/users/forgot-password', { email: session.user.email });
    expect(again.json()).toEqual(known.json());
    await expect(mailbox.next(session.user.email, { timeoutMs: 500 })).rejects.toThrow(/No mail/);
  });

  it('takes as long for an address with an account as for one without (medians within a few ms)', async () => {
    const session = await registerUser(t.app);
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let round = 0; round < 12; round++) {
      for (const kind of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const email = kind === 'known' ? session.user.email : uniqueEmail('nobody');
        const started = performance.now();
        await post('/api/v1/users/forgot-password', { email });
        timings[kind].push(performance.now() - started);
        // The work for an account is done after the answer: let it finish before the next measurement.
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(5);
  });

  it('sets the new password with the link once, ends every session and mails a notice', async () => {
    const session = await registerUser(t.app);
    await mailbox.next(session.user.email); // the verification mail
    await post('/api/v1/users/forgot-password', { email: session.user.email });
    const token = tokenOf(linkIn(await mailbox.next(session.user.email), `${PUBLIC_URL}/reset-password#token=`));
    const tooShort = await post('/api/v1/users/reset-password', { token, password: 'short' });
    expect(tooShort.json()).toMatchObject({ statusCode: 400, message: MESSAGES.passwordTooShort });

    const reset = await post('/api/v1/users/reset-password', { token, password: 'a brand new password' });
    expect(reset.json()).toMatchObject({ statusCode: 200, message: ACCOUNT_MESSAGES.passwordReset });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
    expect((await login(session.user.email, session.password)).statusCode).toBe(401);
    expect((await login(session.user.email, 'a brand new password')).statusCode).toBe(200);
    const notice = await mailbox.next(session.user.email);
    expect(notice.subject).toBe('Your Vitae password was changed');

    const again = await post('/api/v1/users/reset-password', { token, password: 'another new password' });
    expect(again.json()).toMatchObject({ statusCode: 400, message: ACCOUNT_MESSAGES.resetTokenInvalid });
  });

  it('refuses an expired link, an unknown one and a link of another kind', async () => {
    const session = await registerUser(t.app);
    const verification = tokenOf(linkIn(await mailbox.next(session.user.email), `${PUBLIC_URL}/verify-email#token=`));
    await post('/api/v1/users/forgot-password', { email: session.user.email });
    const token = tokenOf(linkIn(await mailbox.next(session.user.email), `${PUBLIC_URL}/reset-password#token=`));
    await t.database.handle.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, session.user._id));
    for (const tried of [token, 'not-a-real-token', verification]) {
      const answer = await post('/api/v1/users/reset-password', { token: tried, password: 'a brand new password' });
      expect(answer.json()).toMatchObject({ statusCode: 400, message: ACCOUNT_MESSAGES.resetTokenInvalid });
    }
    expect((await login(session.user.email, session.password)).statusCode).toBe(200);
  });
});

describe('verify and change the email address', () => {
  it('mails a link at sign-up; the user is unverified until it is opened, once', async () => {
    const session = await registerUser(t.app);
    expect(session.user).toMatchObject({ emailVerified: false });
    const mail = await mailbox.next(session.user.email);
    expect(mail.subject).toBe('Verify your email address for Vitae');
    expect(mail.html).toContain('<a href="http://localhost:3000/verify-email#token=');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verify-email#token=`));
    const verified = await post('/api/v1/users/verify-email', { token });
    expect(verified.json()).toMatchObject({
      statusCode: 200,
      message: ACCOUNT_MESSAGES.emailVerified,
      data: { email: session.user.email, changed: false },
    });
    expect((await currentUser(session.accessToken)).json().data.emailVerified).toBe(true);
    expect((await post('/api/v1/users/verify-email', { token })).statusCode).toBe(400);
    const resend = await post('/api/v1/users/resend-verification', {}, session.accessToken);
    expect(resend.json()).toMatchObject({ statusCode: 200, message: ACCOUNT_MESSAGES.alreadyVerified });
  });

  it('resends a link on request; only the newest one works', async () => {
    const session = await registerUser(t.app);
    const first = tokenOf(linkIn(await mailbox.next(session.user.email), `${PUBLIC_URL}/verify-email#token=`));
    const resend = await post('/api/v1/users/resend-verification', {}, session.accessToken);
    expect(resend.json()).toMatchObject({ statusCode: 200, message: ACCOUNT_MESSAGES.verificationSent });
    const second = tokenOf(linkIn(await mailbox.next(session.user.email), `${PUBLIC_URL}/verify-email#token=`));
    expect((await post('/api/v1/users/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/v1/users/verify-email', { token: second })).statusCode).toBe(200);
    expect((await post('/api/v1/users/resend-verification', {})).statusCode).toBe(401);
  });

  it('changes the address only when the new one confirms, and tells the old one', async () => {
    const session = await registerUser(t.app);
    await mailbox.next(session.user.email);
    const newEmail = uniqueEmail('moved');
    const update = (payload: object) =>
      as(t.app, session.accessToken)({ method: 'PUT', url: '/api/auth/update-account', payload });
    const withoutPassword = await update({ email: newEmail });
    expect(withoutPassword.statusCode).toBe(400);

    const asked = await update({ email: newEmail, currentPassword: session.password });
    expect(asked.json()).toMatchObject({
      statusCode: 200,
      message: ACCOUNT_MESSAGES.emailChangeSent(newEmail),
      data: { email: session.user.email },
    });
    const notice = await mailbox.next(session.user.email);
    expect(notice.subject).toBe('Your Vitae email address is about to change');
    expect(notice.text).toContain(newEmail);
    const token = tokenOf(linkIn(await mailbox.next(newEmail), `${PUBLIC_URL}/verify-email#token=`));
    expect((await currentUser(session.accessToken)).json().data.email).toBe(session.user.email);

    const confirmed = await post('/api/v1/users/verify-email', { token });
    expect(confirmed.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.emailChanged,
      data: { email: newEmail, changed: true },
    });
    expect((await currentUser(session.accessToken)).json().data).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect((await login(newEmail, session.password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists each sign-in with its device, marks this one, and ends one or all others', async () => {
    const session = await registerUser(t.app);
    const phone = await login(session.user.email, session.password, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    });
    const laptop = await login(session.user.email, session.password, { 'user-agent': 'Firefox on a laptop' });
    const list = await as(t.app, session.accessToken)({ method: 'GET', url: '/api/v1/users/sessions' });
    const sessions = list.json().data as { id: string; current: boolean; userAgent: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((one) => one.current)).toHaveLength(1);
    const phoneSession = sessions.find((one) => one.userAgent.includes('iPhone'))!;
    expect(phoneSession.current).toBe(false);

    const ended = await as(
      t.app,
      session.accessToken,
    )({
      method: 'DELETE',
      url: `/api/v1/users/sessions/${phoneSession.id}`,
    });
    expect(ended.json()).toMatchObject({ statusCode: 200, message: ACCOUNT_MESSAGES.sessionEnded });
    expect((await refresh(phone.json().data.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(phone.json().data.accessToken)).statusCode).toBe(401);
    expect((await currentUser(laptop.json().data.accessToken)).statusCode).toBe(200);

    const others = await as(t.app, session.accessToken)({ method: 'DELETE', url: '/api/v1/users/sessions' });
    expect(others.json().message).toBe(ACCOUNT_MESSAGES.otherSessionsEnded);
    expect((await currentUser(laptop.json().data.accessToken)).statusCode).toBe(401);
    expect((await currentUser(session.accessToken)).statusCode).toBe(200);
    const left = await as(t.app, session.accessToken)({ method: 'GET', url: '/api/v1/users/sessions' });
    expect(left.json().data).toHaveLength(1);
  });

  it('never ends or shows another user’s session', async () => {
    const mine = await registerUser(t.app);
    const theirs = await registerUser(t.app);
    const theirList = await as(t.app, theirs.accessToken)({ method: 'GET', url: '/api/v1/users/sessions' });
    const theirId = theirList.json().data[0].id as string;
    const answer = await as(t.app, mine.accessToken)({ method: 'DELETE', url: `/api/v1/users/sessions/${theirId}` });
    expect(answer.json()).toMatchObject({ statusCode: 404, message: ACCOUNT_MESSAGES.sessionNotFound });
    expect((await currentUser(theirs.accessToken)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  async function withTwoFactor() {
    const session = await registerUser(t.app);
    const call = as(t.app, session.accessToken);
    const setup = await call({ method: 'POST', url: '/api/v1/users/two-factor/setup' });
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call({ method: 'POST', url: '/api/v1/users/two-factor/enable', payload: { code: '000000' } });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: ACCOUNT_MESSAGES.twoFactorCodeWrong });
    const enabled = await call({
      method: 'POST',
      url: '/api/v1/users/two-factor/enable',
      payload: { code: totp(secret) },
    });
    const { recoveryCodes } = enabled.json().data as { recoveryCodes: string[] };
    return { session, call, secret, recoveryCodes };
  }

  it('turns on with a right code and hands out ten recovery codes', async () => {
    const { session, recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await currentUser(session.accessToken)).json().data.twoFactorEnabled).toBe(true);
  });

  it('asks for a code after the password, gives no tokens before it, and refuses a wrong one', async () => {
    const { session, secret } = await withTwoFactor();
    const first = await login(session.user.email, session.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json().data as { challenge: string };
    const wrong = await post('/api/v1/users/login/two-factor', { challenge, code: '123456' });
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.twoFactorCodeWrong });
    // The code already used to turn two-factor on is spent; the next step's code passes.
    const right = await post('/api/v1/users/login/two-factor', { challenge, code: totp(secret, 30) });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ accessToken: expect.any(String), user: { twoFactorEnabled: true } });
    const reused = await post('/api/v1/users/login/two-factor', { challenge, code: totp(secret, 30) });
    expect(reused.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.twoFactorChallengeInvalid });
  });

  it('takes each recovery code once', async () => {
    const { session, recoveryCodes } = await withTwoFactor();
    const code = recoveryCodes[3]!;
    const challengeOf = async () => (await login(session.user.email, session.password)).json().data.challenge as string;
    const once = await post('/api/v1/users/login/two-factor', {
      challenge: await challengeOf(),
      code: code.toUpperCase(),
    });
    expect(once.statusCode).toBe(200);
    const twice = await post('/api/v1/users/login/two-factor', { challenge: await challengeOf(), code });
    expect(twice.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.twoFactorCodeWrong });
  });

  it('ends a sign-in step after five wrong codes', async () => {
    const { session, secret } = await withTwoFactor();
    const { challenge } = (await login(session.user.email, session.password)).json().data as { challenge: string };
    for (let i = 0; i < 5; i++) await post('/api/v1/users/login/two-factor', { challenge, code: '000000' });
    const late = await post('/api/v1/users/login/two-factor', { challenge, code: totp(secret, 30) });
    expect(late.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.twoFactorChallengeInvalid });
    const rows = await t.database.handle.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.userId, session.user._id));
    expect(rows).toHaveLength(0);
  });

  it('turns off with the password, or a code, never with neither or a wrong one', async () => {
    const { session, call } = await withTwoFactor();
    const neither = await call({ method: 'POST', url: '/api/v1/users/two-factor/disable', payload: {} });
    expect(neither.statusCode).toBe(400);
    const wrong = await call({
      method: 'POST',
      url: '/api/v1/users/two-factor/disable',
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await call({
      method: 'POST',
      url: '/api/v1/users/two-factor/disable',
      payload: { password: session.password },
    });
    expect(off.json()).toMatchObject({ statusCode: 200, message: ACCOUNT_MESSAGES.twoFactorDisabled });
    expect((await login(session.user.email, session.password)).json().data.accessToken).toEqual(expect.any(String));
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row?.twoFactorSecret).toBeNull();
  });

  it('stores the secret sealed, never as the app shows it', async () => {
    const { session, secret } = await withTwoFactor();
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row?.twoFactorSecret).toBeTruthy();
    expect(row?.twoFactorSecret).not.toContain(secret);
  });
});

describe('passkeys', () => {
  it('registers a passkey, signs in with it alone, and lists, renames and removes it', async () => {
    const session = await registerUser(t.app);
    const call = as(t.app, session.accessToken);
    const device = softwareAuthenticator(PUBLIC_URL);
    const start = (await call({ method: 'POST', url: '/api/v1/users/passkeys/register/start' })).json().data;
    const added = await call({
      method: 'POST',
      url: '/api/v1/users/passkeys/register/finish',
      payload: { challengeId: start.challengeId, response: device.register(start.options), name: 'My laptop' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'My laptop', lastUsedAt: null });

    const signIn = (await post('/api/v1/users/login/passkey/start')).json().data;
    expect(signIn.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await post('/api/v1/users/login/passkey/finish', {
      challengeId: signIn.challengeId,
      response: device.authenticate(signIn.options),
    });
    expect(signedIn.json().data).toMatchObject({ accessToken: expect.any(String), user: { _id: session.user._id } });
    const replay = await post('/api/v1/users/login/passkey/finish', {
      challengeId: signIn.challengeId,
      response: device.authenticate(signIn.options),
    });
    expect(replay.statusCode).toBe(400);

    const list = (await call({ method: 'GET', url: '/api/v1/users/passkeys' })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].lastUsedAt).not.toBeNull();
    const renamed = await call({
      method: 'PATCH',
      url: `/api/v1/users/passkeys/${list[0].id}`,
      payload: { name: 'Work laptop' },
    });
    expect(renamed.json().data.name).toBe('Work laptop');
    const other = await registerUser(t.app);
    const foreign = await as(
      t.app,
      other.accessToken,
    )({ method: 'DELETE', url: `/api/v1/users/passkeys/${list[0].id}` });
    expect(foreign.statusCode).toBe(404);
    const removed = await call({ method: 'DELETE', url: `/api/v1/users/passkeys/${list[0].id}` });
    expect(removed.json().message).toBe(ACCOUNT_MESSAGES.passkeyRemoved);
    const after = (await post('/api/v1/users/login/passkey/start')).json().data;
    const unknown = await post('/api/v1/users/login/passkey/finish', {
      challengeId: after.challengeId,
      response: device.authenticate(after.options),
    });
    expect(unknown.json()).toMatchObject({ statusCode: 401, message: ACCOUNT_MESSAGES.passkeyUnknown });
  });

  it('serves as the second step after a password, only a passkey of that account', async () => {
    const session = await registerUser(t.app);
    const call = as(t.app, session.accessToken);
    const device = softwareAuthenticator(PUBLIC_URL);
    const setup = (await call({ method: 'POST', url: '/api/v1/users/two-factor/setup' })).json().data;
    await call({ method: 'POST', url: '/api/v1/users/two-factor/enable', payload: { code: totp(setup.secret) } });
    const start = (await call({ method: 'POST', url: '/api/v1/users/passkeys/register/start' })).json().data;
    await call({
      method: 'POST',
      url: '/api/v1/users/passkeys/register/finish',
      payload: { challengeId: start.challengeId, response: device.register(start.options) },
    });

    const { challenge } = (await login(session.user.email, session.password)).json().data as { challenge: string };
    const options = (await post('/api/v1/users/login/passkey/start', { challenge })).json().data;
    expect(options.options.allowCredentials).toHaveLength(1);
    const done = await post('/api/v1/users/login/passkey/finish', {
      challengeId: options.challengeId,
      challenge,
      response: device.authenticate(options.options),
    });
    expect(done.json().data).toMatchObject({ accessToken: expect.any(String), user: { _id: session.user._id } });
  });
});
