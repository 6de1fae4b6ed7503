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

  it('links to an existing password account with the same verified email', async () => {
    const existing = await registerUser(t.app, { fullName: 'Kept Name' });
    const response = await signIn(await googleToken(newSubject(), existing.user.email));
    expect(response.json().data.user).toMatchObject({
      _id: existing.user._id,
      fullName: 'Kept Name',
      hasPassword: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: existing.user.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
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
