import { MESSAGES } from '@vitae/schema';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, registerUser, spendLongAgo, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** The first account of the instance, hence its admin. */
let firstAccount: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  firstAccount = await registerUser(t.app, { email: 'chief@example.com' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const currentUser = (accessToken: string) =>
  as(t.app, accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });

describe('register', () => {
  it('creates an account, answers 201 with the user and both tokens, and sets httpOnly SameSite cookies', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v1/users/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'longenough',
      fullName: ' Ada ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 201, success: true, message: MESSAGES.registered });
    expect(body.data.user).toMatchObject({
      email,
      fullName: 'Ada',
      role: 'user',
      hasPassword: true,
      googleConnected: false,
      avatarUrl: '',
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    const cookies = response.cookies;
    const access = cookies.find((c) => c.name === 'accessToken');
    const refresh = cookies.find((c) => c.name === 'refreshToken');
    expect(access).toMatchObject({ value: body.data.accessToken, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(refresh).toMatchObject({ value: body.data.refreshToken, httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  it('answers 409 for an email that is taken, in any case', async () => {
    const { user } = await registerUser(t.app);
    const response = await post('/api/v1/users/register', { email: user.email.toUpperCase(), password: 'longenough' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, data: null, message: MESSAGES.emailTaken, success: false });
  });

  it.each([
    [{ password: 'longenough' }, MESSAGES.invalidEmail],
    [{ email: 'not-an-email', password: 'longenough' }, MESSAGES.invalidEmail],
    [{ email: 42, password: 'longenough' }, MESSAGES.invalidEmail],
    [{ email: 'x@example.com', password: 'short' }, MESSAGES.passwordTooShort],
    [{ email: 'x@example.com', password: 'p'.repeat(129) }, MESSAGES.passwordTooLong],
    [{ email: 'x@example.com', password: 'longenough', fullName: 'n'.repeat(301) }, 'Must be at most 300 characters.'],
  ])('rejects %j with 400 and a message', async (payload, message) => {
    const response = await post('/api/v1/users/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, data: null, success: false, message });
    expect(response.json().errors[0].message).toBe(message);
  });
});

describe('login', () => {
  it('answers both tokens and the user', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await post('/api/v1/users/login', { email: user.email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user: { _id: user._id, email: user.email } });
    expect((await currentUser(response.json().data.accessToken)).json().data._id).toBe(user._id);
  });

  it('answers 401 "Invalid User Credentials." for an unknown email and for a wrong password alike', async () => {
    const { user } = await registerUser(t.app);
    const unknown = await post('/api/v1/users/login', { email: uniqueEmail('nobody'), password: 'whatever1' });
    const wrong = await post('/api/v1/users/login', { email: user.email, password: 'wrong password' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        data: null,
        message: MESSAGES.invalidCredentials,
        success: false,
      });
    }
  });

  it.each([
    [{}],
    [{ email: 'a@example.com' }],
    [{ password: 'x' }],
    [{ email: '', password: '' }],
    [{ email: ['a'], password: 'x' }],
  ])('answers 400 "Username or password is required." for %j', async (payload) => {
    const response = await post('/api/v1/users/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.credentialsRequired);
  });
});

describe('current user and access tokens', () => {
  it('accepts the bearer header and the httpOnly cookie', async () => {
    const { accessToken, user } = await registerUser(t.app);
    expect((await currentUser(accessToken)).json().data).toMatchObject({ _id: user._id, email: user.email });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user',
      cookies: { accessToken },
    });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/current-user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: MESSAGES.authRequired });
  });

  it('refuses a tampered, an expired, a foreign-key and an unsigned token', async () => {
    const { accessToken, user } = await registerUser(t.app);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const flippedSignature = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('vitae')
      .setAudience('vitae-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not the server secret, but long enough'));
    // Signed with the server's own key, but past its expiry (and, another, older than 15 minutes).
    const { appSecrets, eq } = await import('@vitae/db');
    const [stored] = await t.database.handle.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_access'));
    const serverKey = new TextEncoder().encode(stored!.value);
    const signedWithServerKey = (issuedAt: number, expiresAt: number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user._id)
        .setIssuer('vitae')
        .setAudience('vitae-api')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(serverKey);
    const now = Math.floor(Date.now() / 1000);
    const fresh = await signedWithServerKey(now, now + 900);
    expect((await currentUser(fresh)).statusCode).toBe(200);
    const expired = await signedWithServerKey(now - 1000, now - 100);
    const tooOld = await signedWithServerKey(now - 3600, now + 600);
    for (const token of [
      expired,
      tooOld,
      `${header}.${tamperedPayload}.${signature}`,
      `${header}.${payload}.${flippedSignature}`,
      unsigned,
      foreign,
      'garbage',
    ]) {
      const response = await currentUser(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBe(MESSAGES.sessionExpired);
    }

    // A token accepted (and remembered as verified) is refused once it expires.
    const shortLived = await signedWithServerKey(now, now + 2);
    expect((await currentUser(shortLived)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((now + 3) * 1000);
      expect((await currentUser(shortLived)).statusCode).toBe(401);
      expect((await currentUser(fresh)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken?: string) =>
    post('/api/auth/refresh-token', refreshToken === undefined ? {} : { refreshToken });

  it('rotates: a new pair at the top level and in data, and the old token is spent', async () => {
    const session = await registerUser(t.app);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toBe(body.data.accessToken);
    expect(body.refreshToken).toBe(body.data.refreshToken);
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect((await currentUser(body.accessToken)).statusCode).toBe(200);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing at once a working session each, within the grace window', async () => {
    const session = await registerUser(t.app);
    const [one, two] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    for (const answer of [one, two]) {
      expect((await currentUser(answer.json().accessToken)).statusCode).toBe(200);
      expect((await refresh(answer.json().refreshToken)).statusCode).toBe(200);
    }
    // A third, sequential, presentation within the window is still the same user's race, not theft.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again after the grace window', async () => {
    const session = await registerUser(t.app);
    const first = (await refresh(session.refreshToken)).json();
    await spendLongAgo(t.database, session.user._id);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(MESSAGES.refreshTokenReused);
    // The thief's and the owner's newer tokens are dead too, and so are the family's access tokens.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(first.accessToken)).statusCode).toBe(401);
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
  });

  it('reads the refresh token from its cookie, and refuses unknown or missing ones', async () => {
    const session = await registerUser(t.app);
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(viaCookie.json().refreshToken);
    expect((await refresh('not-a-token')).json()).toMatchObject({
      statusCode: 401,
      message: MESSAGES.refreshTokenInvalid,
    });
    expect((await refresh()).json()).toMatchObject({ statusCode: 401, message: MESSAGES.refreshTokenRequired });
    expect((await refresh(12 as unknown as string)).statusCode).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const session = await registerUser(t.app);
    const { refreshTokens, eq } = await import('@vitae/db');
    await t.database.handle.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user._id));
    expect((await refresh(session.refreshToken)).json()).toMatchObject({
      statusCode: 401,
      message: MESSAGES.refreshTokenInvalid,
    });
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token and its access token stop working, and cookies are cleared', async () => {
    const session = await registerUser(t.app);
    const other = (await post('/api/v1/users/login', { email: session.user.email, password: session.password })).json()
      .data;
    const response = await as(t.app, session.accessToken)({ method: 'POST', url: '/api/v1/users/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null, message: MESSAGES.loggedOut });
    expect(response.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    // Another sign-in of the same user is untouched.
    expect((await currentUser(other.accessToken)).statusCode).toBe(200);
  });

  it('revokes by the refresh token alone, and succeeds with nothing to revoke', async () => {
    const session = await registerUser(t.app);
    expect((await post('/api/v1/users/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await currentUser(session.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const change = (token: string, payload: unknown) =>
    as(t.app, token)({ method: 'POST', url: '/api/auth/change-password', payload: payload as object });

  it('changes it, keeps this session and ends every other one', async () => {
    const session = await registerUser(t.app);
    const other = (await post('/api/v1/users/login', { email: session.user.email, password: session.password })).json()
      .data;
    const response = await change(session.accessToken, {
      oldPassword: session.password,
      newPassword: 'a brand new one',
    });
    expect(response.json()).toMatchObject({ statusCode: 200, message: MESSAGES.passwordChanged });
    expect((await currentUser(session.accessToken)).statusCode).toBe(200);
    expect((await currentUser(other.accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/users/login', { email: session.user.email, password: session.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/users/login', { email: session.user.email, password: 'a brand new one' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, a short new one and no token', async () => {
    const session = await registerUser(t.app);
    expect(
      (await change(session.accessToken, { oldPassword: 'nope nope', newPassword: 'whatever12' })).json(),
    ).toMatchObject({
      statusCode: 400,
      message: MESSAGES.wrongOldPassword,
    });
    expect(
      (await change(session.accessToken, { oldPassword: session.password, newPassword: 'short' })).json().message,
    ).toBe(MESSAGES.passwordTooShort);
    const anonymous = await post('/api/auth/change-password', { oldPassword: 'a', newPassword: 'whatever12' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('update account', () => {
  const update = (token: string, payload: unknown) =>
    as(t.app, token)({ method: 'PUT', url: '/api/auth/update-account', payload: payload as object });

  it('changes only the fields sent', async () => {
    const session = await registerUser(t.app, { fullName: 'Before' });
    const response = await update(session.accessToken, { avatarUrl: 'https://example.com/me.png' });
    expect(response.json().data).toMatchObject({ fullName: 'Before', avatarUrl: 'https://example.com/me.png' });
    expect((await update(session.accessToken, { fullName: 'After' })).json().data).toMatchObject({
      fullName: 'After',
      avatarUrl: 'https://example.com/me.png',
    });
  });

  it('refuses a taken email (409), a javascript: avatar and an empty body (400)', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    const taken = await update(session.accessToken, { email: other.user.email, currentPassword: session.password });
    expect(taken.json()).toMatchObject({ statusCode: 409, message: MESSAGES.emailTaken });
    expect((await update(session.accessToken, { avatarUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await update(session.accessToken, {})).json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.nothingToUpdate,
    });
    expect((await currentUser(session.accessToken)).json().data.email).toBe(session.user.email);
  });
});

describe('all users (admin only)', () => {
  it('lists users for an admin, without secrets', async () => {
    const admin = firstAccount;
    expect(admin.user.role).toBe('admin');
    const member = await registerUser(t.app);
    const response = await as(t.app, admin.accessToken)({ method: 'GET', url: '/api/v1/users/all-users' });
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([admin.user.email, member.user.email]));
    expect(response.body).not.toMatch(/passwordHash|scrypt\$|googleSubject/);
  });

  it('answers 403 "Not authorized" to a user and 401 to a visitor', async () => {
    const member = await registerUser(t.app);
    const forbidden = await as(t.app, member.accessToken)({ method: 'GET', url: '/api/v1/users/all-users' });
    expect(forbidden.json()).toEqual({ statusCode: 403, data: null, message: MESSAGES.adminOnly, success: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/all-users' })).statusCode).toBe(401);
  });
});
