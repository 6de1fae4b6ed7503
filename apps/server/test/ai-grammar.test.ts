// Every test that starts Harper (~450 MB) lives in this one file.
import type { GrammarResult } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyFixes } from '../src/services/ai/grammar.ts';
import { grammarPrompt } from '../src/services/ai/prompts.ts';
import { startFakeOpenAi, type FakeAiServer } from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

let offline: TestApp;
let remote: TestApp;
let fake: FakeAiServer;
let checkOffline: (text: string) => Promise<GrammarResult>;

beforeAll(async () => {
  offline = await createTestApp();
  fake = await startFakeOpenAi();
  remote = await createTestApp({
    database: offline.database,
    env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${fake.url}/v1`, AI_TIMEOUT_MS: '5000' },
  });
  const call = as(offline.app, (await registerUser(offline.app)).accessToken);
  checkOffline = async (text) => {
    const response = await call({ method: 'POST', url: '/api/v1/ai/grammar', payload: { text } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 200, success: true });
    return response.json().data;
  };
});
afterAll(async () => {
  await remote?.close();
  await offline?.close();
  await fake?.close();
});

/** The text each issue points at. */
const flagged = (text: string, result: GrammarResult) =>
  result.issues.map((issue) => text.slice(issue.start, issue.end));

describe('the grammar check (Harper)', () => {
  it('catches "I has", "a apple", repeated words and misspellings, and corrects them', async () => {
    const text = 'I has a apple and and a orange. My manager said the report was excelent.';
    const result = await checkOffline(text);
    expect(flagged(text, result)).toEqual(['has', 'a', 'and and', 'a', 'excelent']);
    expect(result.issues.map((issue) => issue.replacement)).toEqual(['have', 'an', 'and', 'an', 'excellent']);
    for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(0);
    expect(result.correctedText).toBe('I have an apple and an orange. My manager said the report was excellent.');
  });

  it('points at the right characters after emoji and accents (UTF-16 offsets, as the browser counts)', async () => {
    const text = 'Café lover 😀🚀 who has a apple. I has a dog.';
    const result = await checkOffline(text);
    expect(flagged(text, result)).toEqual(['a', 'has']);
    expect(result.correctedText).toBe('Café lover 😀🚀 who has an apple. I have a dog.');
  });

  it('leaves clean text alone, and suggests next sentences for it from the offline bank', async () => {
    const text = 'Registered nurse with five years of experience in busy surgical wards.';
    const result = await checkOffline(text);
    expect(result.issues).toEqual([]);
    expect(result.correctedText).toBe(text);
    expect(result.suggestions).toHaveLength(3);
    expect(result.suggestions[0]).toBe('Dedicated to patient safety, dignity and compassionate care.');
  });

  it('corrects with Harper and suggests with the provider when the provider is remote', async () => {
    const call = as(remote.app, (await registerUser(remote.app)).accessToken);
    const answer = { correctedText: 'ignored, Harper corrects', suggestions: ['It was tasty.', 'I ate it.'] };
    fake.answer({ pieces: ['```js', `on\n${JSON.stringify(answer)}\n`, '```'] });
    const text = 'I has a apple.';
    const response = await call({ method: 'POST', url: '/api/v1/ai/grammar', payload: { text } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      correctedText: 'I have an apple.',
      suggestions: ['It was tasty.', 'I ate it.'],
      issues: [
        { start: 2, end: 5, message: expect.any(String), replacement: 'have' },
        { start: 6, end: 7, message: expect.any(String), replacement: 'an' },
      ],
    });
    expect((fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content).toBe(
      grammarPrompt(text),
    );
  });

  it('still answers Harper’s corrections when the provider fails to suggest', async () => {
    const call = as(remote.app, (await registerUser(remote.app)).accessToken);
    fake.answer({ status: 500 });
    const response = await call({ method: 'POST', url: '/api/v1/ai/grammar', payload: { text: 'I has a apple.' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ correctedText: 'I have an apple.', suggestions: [] });
  });

  it('starts Harper only on the first check (not at start), stops its process after GRAMMAR_IDLE_SECONDS idle, and starts it again', async () => {
    const lazy = await createTestApp({ database: offline.database, env: { GRAMMAR_IDLE_SECONDS: '1' } });
    try {
      const address = await lazy.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      const ai = lazy.app.services.ai;
      expect(ai.grammarStats()).toMatchObject({ running: false, starts: 0 });

      const { accessToken } = await registerUser(lazy.app);
      const check = async (text: string) => {
        const response = await fetch(`${address}/api/v1/ai/grammar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(20_000),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: GrammarResult }).data.correctedText;
      };
      expect(await check('This sentense is fine.')).toBe('This sentence is fine.');
      const { pid, running, starts } = ai.grammarStats();
      expect({ running, starts }).toEqual({ running: true, starts: 1 });
      const alive = (processId: number) => {
        try {
          process.kill(processId, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(alive(pid!)).toBe(true);
      // Idle for a second: the process exits, and its memory with it.
      await vi.waitFor(() => expect(alive(pid!)).toBe(false), { timeout: 10_000, interval: 100 });
      expect(ai.grammarStats()).toMatchObject({ running: false, starts: 1 });
      expect(await check('I has a apple.')).toBe('I have an apple.');
      expect(ai.grammarStats()).toMatchObject({ running: true, starts: 2 });
    } finally {
      await lazy.close();
    }
  });
});

describe('applying fixes', () => {
  it('applies every fix from the end, skips overlapping ones and keeps issues without a fix as they are', () => {
    const text = 'abc def ghi';
    expect(
      applyFixes(text, [
        { start: 0, end: 3, message: '', replacement: 'ABC' },
        { start: 4, end: 7, message: '', replacement: null },
        { start: 8, end: 11, message: '', replacement: '' },
        { start: 6, end: 10, message: '', replacement: 'overlap' },
      ]),
    ).toBe('ABC def ');
  });
});
