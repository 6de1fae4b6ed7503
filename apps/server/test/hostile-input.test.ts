import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_ITEMS } from '../src/plugins/clean-input.ts';
import { MAX_FIELD_ERRORS } from '../src/plugins/errors.ts';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let fuzzer: Session;
let victim: Session;
let victimResumeId: string;
let fuzzerResumeId: string;
let victimSnapshot: string;
beforeAll(async () => {
  t = await createTestApp();
  fuzzer = await registerUser(t.app);
  victim = await registerUser(t.app);
  const victimCall = as(t.app, victim.accessToken);
  victimResumeId = (
    await victimCall({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: 'Victim' } })
  ).json().data._id;
  await victimCall({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${victimResumeId}`,
    payload: { summary: 'Do not touch', skills: [{ name: 'Patience' }] },
  });
  fuzzerResumeId = (
    await as(
      t.app,
      fuzzer.accessToken,
    )({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Fuzz target' },
    })
  ).json().data._id;
  victimSnapshot = (await victimCall({ method: 'GET', url: '/api/v1/users/user-resumes/' })).body;
});
afterAll(() => t.close());

type Method = NonNullable<InjectOptions['method']>;
/** Every route that takes input; `:id` is replaced by a real, a foreign or a random id. */
const ENDPOINTS: [Method, string][] = [
  ['POST', '/api/v1/users/register'],
  ['POST', '/api/v1/users/login'],
  ['POST', '/api/v1/users/google'],
  ['POST', '/api/auth/refresh-token'],
  ['POST', '/api/auth/change-password'],
  ['PUT', '/api/auth/update-account'],
  ['POST', '/api/v1/users/create-user-resume'],
  ['GET', '/api/v1/users/get-user-resume/:id'],
  ['PATCH', '/api/v1/users/update-resume-details/:id'],
  ['DELETE', '/api/v1/users/delete-resume/:id'],
  ['POST', '/api/v1/users/generate-resume'],
  ['POST', '/api/v1/admin/add-template'],
  ['GET', '/api/v1/admin/users'],
  ['PUT', '/api/v1/admin/users/:id/role'],
  ['POST', '/api/v1/users/connect-google'],
  ['DELETE', '/api/v1/users/me'],
  ['GET', '/api/v1/pdf/:id'],
];

const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '_id',
  'userId',
  'role',
  '$where',
);
const oversize = fc.constantFrom('x'.repeat(20_001), 'y'.repeat(101), '\u0000'.repeat(300), '😀'.repeat(5000));
const resumeField = fc.constantFrom('resumeTitle', 'summary', 'experience', 'skills', 'email', 'templateId', 'social');
const hostileValue = fc.oneof(
  fc.anything(),
  oversize,
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 60 }),
  fc.constantFrom(
    '#read("/etc/passwd")',
    '$(touch x)',
    ']',
    '\\',
    '<script>alert(1)</script>',
    "'; drop table users; --",
  ),
);
const hostileObject = fc.dictionary(fc.oneof(hostileKey, resumeField, fc.string({ maxLength: 12 })), hostileValue, {
  maxKeys: 8,
});
const rawBody = fc.oneof(
  hostileObject.map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"__proto__":{"polluted":true}}', '\u0000'),
);
const oddId = fc.oneof(
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
  fc.uuid(),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '-1', '0', 'null', 'undefined', '%E0%A4%A'),
);

describe('hostile input on every endpoint', () => {
  it('never answers 5xx, always answers the JSON envelope, and leaves other data unchanged', async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(fc.constant(victimResumeId), fc.constant(fuzzerResumeId), oddId),
        rawBody,
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
        ),
        fc.boolean(),
        async ([method, template], id, body, contentType, signedIn) => {
          const url = template.replace(':id', id);
          const response = await t.app.inject({
            method,
            url:
              method === 'GET'
                ? `${url}?expires=${encodeURIComponent(Array.from(body).slice(0, 20).join(''))}&signature=x`
                : url,
            payload: method === 'GET' ? undefined : body,
            headers: {
              'content-type': contentType,
              ...(signedIn ? { authorization: `Bearer ${fuzzer.accessToken}` } : {}),
            },
          });
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${method} ${url} ${body.slice(0, 100)}`).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/application\/(json|pdf)/);
          if (response.statusCode >= 400) {
            const envelope = response.json();
            expect(envelope).toMatchObject({ statusCode: response.statusCode, data: null, success: false });
            expect(typeof envelope.message).toBe('string');
            expect(envelope.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 1500, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    console.info(`hostile input: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const after = await as(t.app, victim.accessToken)({ method: 'GET', url: '/api/v1/users/user-resumes/' });
    expect(after.body).toBe(victimSnapshot);
  }, 300_000);
});

describe('bodies of many bad values', () => {
  it('lists at most MAX_FIELD_ERRORS field errors, whatever the number of bad values', async () => {
    const experience = Array.from({ length: 50 }, () => ({ title: 7, companyName: [], startDate: 'soon' }));
    const response = await as(
      t.app,
      fuzzer.accessToken,
    )({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${fuzzerResumeId}`,
      payload: { experience },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: unknown[] };
    expect(errors).toHaveLength(MAX_FIELD_ERRORS);
  });

  it(`refuses a list or object of more than ${MAX_INPUT_ITEMS} items before validating any`, async () => {
    const call = as(t.app, fuzzer.accessToken);
    for (const payload of [
      { skills: new Array(MAX_INPUT_ITEMS + 1).fill({ name: 'x' }) },
      { design: { sectionTitles: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 'x'])) } },
    ]) {
      const response = await call({
        method: 'PATCH',
        url: `/api/v1/users/update-resume-details/${fuzzerResumeId}`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.bodyTooManyItems);
    }
    // A list at the limit passes this check and meets the schema's own (50 items).
    const atLimit = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${fuzzerResumeId}`,
      payload: { skills: new Array(MAX_INPUT_ITEMS).fill({ name: 'x' }) },
    });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(MESSAGES.bodyTooManyItems);
  });
});
