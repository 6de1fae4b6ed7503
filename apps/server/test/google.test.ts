import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@vitae/schema';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const CLIENT_ID = 'vitae-test.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let jwksUrl: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

/** A local JWKS endpoint, as Google serves its keys, for tokens the test signs itself. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey as CryptoKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey as CryptoKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

function googleToken(subject: string, email: string, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    name: 'Grace Hopper',
    picture: 'https://lh3.example/photo.jpg',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const signIn = (idToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/google', payload: { idToken } });
let subjects = 0;
const newSubject = () => `10${Date.now()}${subjects++}`;

describe('Google sign-in', () => {
  it('creates a user from a valid token, with name and avatar from it, and answers tokens', async () => {
    const response = await signIn(await googleToken(newSubject(), 'Grace@Example.com'));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({
      email: 'grace@example.com',
      fullName: 'Grace Hopper',
      avatarUrl: 'https://lh3.example/photo.jpg',
      hasPassword: false,
      googleConnected: true,
    });
    const me = await as(t.app, data.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });
    expect(me.json().data._id).toBe(data.user._id);
    expect(response.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
  });

  it('finds the same user by subject next time, even if the Google email changed', async () => {
    const subject = newSubject();
    const first = (await signIn(await googleToken(subject, 'first@example.com'))).json().data.user;
    const again = (
      await signIn(await googleToken(subject, 'renamed@example.com', { claims: { iss: 'accounts.google.com' } }))
    ).json().data.user;
    expect(again._id).toBe(first._id);
  });

  it('accepts the issuer without https://', async () => {
    const response = await signIn(
      await googleToken(newSubject(), 'plain-issuer@example.com', { issuer: 'accounts.google.com' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('never signs into an existing account by its email: 409, no session, no link', async () => {
    const existing = await registerUser(t.app, { fullName: 'Kept Name' });
    const subject = newSubject();
    const response = await signIn(await googleToken(subject, existing.user.email));
    expect(response.json()).toEqual({
      statusCode: 409,
      data: null,
      message: MESSAGES.googleAccountExists,
      success: false,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    // Still no link: the same Google identity is refused again, and the password still signs in.
    expect((await signIn(await googleToken(subject, existing.user.email))).statusCode).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: existing.user.email, password: existing.password },
    });
    expect(login.json().data.user).toMatchObject({ _id: existing.user._id, fullName: 'Kept Name' });
  });

  it('refuses a second Google identity whose email already has a Google account', async () => {
    const email = `twice-${newSubject()}@example.com`;
    expect((await signIn(await googleToken(newSubject(), email))).statusCode).toBe(200);
    expect((await signIn(await googleToken(newSubject(), email))).json()).toMatchObject({
      statusCode: 409,
      message: MESSAGES.googleAccountExists,
    });
  });

  describe('connecting Google to a signed-in password account', () => {
    const connect = (accessToken: string, payload: object) =>
      as(t.app, accessToken)({ method: 'POST', url: '/api/v1/users/connect-google', payload });

    it('asks for the current password (400 without, 401 wrong), then Google signs into that account', async () => {
      const existing = await registerUser(t.app);
      const subject = newSubject();
      const idToken = await googleToken(subject, `other-${subject}@gmail.example`);
      expect((await connect(existing.accessToken, { idToken })).json()).toMatchObject({
        statusCode: 400,
        message: MESSAGES.googleConnectPasswordRequired,
      });
      expect(
        (await connect(existing.accessToken, { idToken, currentPassword: 'not the password' })).json(),
      ).toMatchObject({ statusCode: 401, message: MESSAGES.currentPasswordWrong });
      expect((await signIn(idToken)).statusCode).toBe(200); // not linked yet: a new account of its own email
      const other = newSubject();
      const otherToken = await googleToken(other, existing.user.email);
      const connected = await connect(existing.accessToken, {
        idToken: otherToken,
        currentPassword: existing.password,
      });
      expect(connected.json()).toMatchObject({
        statusCode: 200,
        message: MESSAGES.googleConnected,
        data: { googleConnected: true },
      });
      expect((await signIn(otherToken)).json().data.user._id).toBe(existing.user._id);
    });

    it('refuses a Google identity already linked to another account (409)', async () => {
      const subject = newSubject();
      const idToken = await googleToken(subject, `linked-${subject}@example.com`);
      expect((await signIn(idToken)).statusCode).toBe(200);
      const existing = await registerUser(t.app);
      expect(
        (await connect(existing.accessToken, { idToken, currentPassword: existing.password })).json(),
      ).toMatchObject({
        statusCode: 409,
        message: MESSAGES.googleAlreadyLinked,
      });
    });
  });

  it.each<[string, () => Promise<string>, string]>([
    [
      'a token signed by another key',
      () => googleToken(newSubject(), 'x@example.com', { key: strangerKey }),
      MESSAGES.googleSignInFailed,
    ],
    [
      'another audience',
      () => googleToken(newSubject(), 'x@example.com', { audience: 'someone-else' }),
      MESSAGES.googleSignInFailed,
    ],
    [
      'another issuer',
      () => googleToken(newSubject(), 'x@example.com', { issuer: 'https://evil.example' }),
      MESSAGES.googleSignInFailed,
    ],
    [
      'an expired token',
      () => googleToken(newSubject(), 'x@example.com', { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      MESSAGES.googleSignInFailed,
    ],
    [
      'an unverified email',
      () => googleToken(newSubject(), 'x@example.com', { claims: { email_verified: false } }),
      MESSAGES.googleEmailUnverified,
    ],
    ['garbage', async () => 'not.a.jwt', MESSAGES.googleSignInFailed],
  ])('refuses %s with 401', async (_label, makeToken, message) => {
    const response = await signIn(await makeToken());
    expect(response.json()).toEqual({ statusCode: 401, data: null, message, success: false });
  });

  it('refuses a missing or empty token with 400', async () => {
    expect((await signIn('')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/google', payload: {} })).statusCode).toBe(400);
  });

  it('answers 503 "Google sign-in is not configured" without GOOGLE_CLIENT_ID, and says so in /api/v1/config', async () => {
    const unconfigured = await createTestApp({ database: t.database });
    try {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/v1/users/google',
        payload: { idToken: await googleToken(newSubject(), 'y@example.com') },
      });
      expect(response.json()).toEqual({
        statusCode: 503,
        data: null,
        message: MESSAGES.googleNotConfigured,
        success: false,
      });
      const config = await unconfigured.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(config.json().data.googleClientId).toBeNull();
    } finally {
      await unconfigured.close();
    }
    const configured = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(configured.json().data.googleClientId).toBe(CLIENT_ID);
  });
});
