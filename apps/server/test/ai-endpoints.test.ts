import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const RATE_LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
});
afterAll(async () => {
  await t.close();
});

const signedIn = async () => as(t.app, (await registerUser(t.app)).accessToken);
const post = (call: ReturnType<typeof as>, path: string, payload: unknown) =>
  call({ method: 'POST', url: `/api/v1/ai/${path}`, payload: payload as object });

describe('AI endpoints (offline provider)', () => {
  it('require a signed-in user', async () => {
    for (const path of ['summary', 'experience-bullets', 'grammar']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/ai/${path}`, payload: { text: 'x' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, data: null, message: MESSAGES.authRequired, success: false });
    }
  });

  it('answer three summaries in the envelope, for "Software Engineer" when the title is empty', async () => {
    const call = await signedIn();
    const response = await post(call, 'summary', { jobTitle: 'Registered Nurse' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, message: MESSAGES.ok, success: true });
    expect(body.data.map((s: { experience_level: string }) => s.experience_level)).toEqual([
      'fresher',
      'mid-level',
      'experienced',
    ]);
    expect(body.data[1].summary.join(' ')).toContain('Registered Nurse with five years of experience');
    const empty = await post(call, 'summary', {});
    expect(empty.json().data[0].summary[0]).toContain('entry-level Software Engineer');
    const blank = await post(call, 'summary', { jobTitle: '   ' });
    expect(blank.json().data).toEqual(empty.json().data);
  });

  it('answer an HTML list of bullets, and "Please Add Position Title" for an empty title', async () => {
    const call = await signedIn();
    const response = await post(call, 'experience-bullets', { positionTitle: 'Line Cook' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.html).toMatch(/^<ul>(<li>[^<]+<\/li>){5,7}<\/ul>$/);
    for (const payload of [{ positionTitle: '' }, { positionTitle: '  ' }, {}]) {
      const bad = await post(call, 'experience-bullets', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        data: null,
        success: false,
        message: MESSAGES.addPositionTitle,
      });
    }
  });

  it('answer 400 for bad bodies: too long, wrong types, no text to check', async () => {
    const cases: [string, unknown][] = [
      ['summary', { jobTitle: 'x'.repeat(301) }],
      ['summary', { jobTitle: 42 }],
      ['experience-bullets', { positionTitle: 'x'.repeat(301) }],
      ['grammar', {}],
      ['grammar', { text: '   ' }],
      ['grammar', { text: 'x'.repeat(5001) }],
    ];
    for (const [path, payload] of cases) {
      // Every call counts towards the user's limit, bad ones too.
      const response = await post(await signedIn(), path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, data: null, success: false });
    }
    expect((await post(await signedIn(), 'grammar', {})).json().message).toBe(MESSAGES.aiTextRequired);
  });

  it('limit each user to AI_RATE_LIMIT_PER_MINUTE calls with 429, whatever the endpoint, without affecting others', async () => {
    const call = await signedIn();
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const path = i % 2 ? 'summary' : 'experience-bullets';
      expect((await post(call, path, { jobTitle: 'Chef', positionTitle: 'Chef' })).statusCode).toBe(200);
    }
    const limited = await post(call, 'summary', { jobTitle: 'Chef' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, data: null, success: false });
    expect(limited.json().message).toContain(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signedIn();
    expect((await post(other, 'summary', { jobTitle: 'Chef' })).statusCode).toBe(200);
  });

  it('are documented in the OpenAPI spec', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['summary', 'experience-bullets', 'grammar']) {
      expect(spec.paths[`/api/v1/ai/${path}`]?.post, path).toBeDefined();
    }
  });

  it('reports the offline provider in the public config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.json().data.aiProvider).toBe('offline');
  });
});

describe('AI settings', () => {
  const base = { NODE_ENV: 'test' };
  it('choose gemini with a Gemini key, openai with an OpenAI base URL, else offline; AI_PROVIDER wins', () => {
    expect(loadConfig(base).ai.provider).toBe('offline');
    expect(loadConfig({ ...base, GEMINI_API_KEY: 'k' }).ai.provider).toBe('gemini');
    expect(loadConfig({ ...base, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai.provider).toBe('openai');
    expect(loadConfig({ ...base, GEMINI_API_KEY: 'k', OPENAI_BASE_URL: 'http://x/v1' }).ai.provider).toBe('gemini');
    expect(loadConfig({ ...base, GEMINI_API_KEY: 'k', AI_PROVIDER: 'offline' }).ai.provider).toBe('offline');
    expect(loadConfig({ ...base, AI_PROVIDER: '' }).ai.provider).toBe('offline');
  });

  it('have defaults, and refuse a provider without what it needs or a bad value', () => {
    const { ai } = loadConfig(base);
    expect(ai).toMatchObject({ timeoutMs: 30_000, rateLimitPerMinute: 20, gemini: { model: 'gemini-2.0-flash' } });
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'gemini' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'claude' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ ...base, GEMINI_BASE_URL: 'not a url' })).toThrow(/GEMINI_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
