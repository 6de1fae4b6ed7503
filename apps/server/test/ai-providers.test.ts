import { MESSAGES, type SummarySuggestion } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainError } from '../src/lib/domain-errors.ts';
import { createGeminiStream } from '../src/modules/writing-help/ai/gemini.ts';
import { createOpenAiStream } from '../src/modules/writing-help/ai/openai.ts';
import { createPromptedWriter } from '../src/modules/writing-help/ai/prompted-writer.ts';
import { experienceBulletsPrompt, grammarPrompt, summaryPrompt } from '../src/modules/writing-help/ai/prompts.ts';
import type { TextStream } from '../src/modules/writing-help/ai/writer.ts';
import { statusOf } from '../src/plugins/errors.ts';
import {
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
  type RecordedRequest,
} from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const TIMEOUT_MS = 1000;

/** The answer cut into pieces of `size` characters, so tokens, words and the JSON itself split mid-way. */
const inPieces = (answer: string, size = 7) => answer.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;

const summaries: SummarySuggestion[] = [
  {
    experience_level: 'fresher',
    summary: ['Entry-level analyst.', 'Keen on SQL.', 'Learns fast.'],
    skills: ['SQL', 'Excel'],
  },
  {
    experience_level: 'mid-level',
    summary: ['Analyst, 5 years.', 'Builds dashboards.', 'Works with teams.'],
    skills: ['Tableau'],
  },
  { experience_level: 'experienced', summary: ['Lead analyst.', 'Sets metrics.', 'Mentors.'], skills: ['Leadership'] },
];

interface ProviderCase {
  name: 'gemini' | 'openai';
  start(): Promise<FakeAiServer>;
  env(url: string): Record<string, string>;
  stream(url: string): TextStream;
  /** The single user prompt the request carried, after checking the request's shape. */
  promptOf(request: RecordedRequest): string;
}

const cases: ProviderCase[] = [
  {
    name: 'gemini',
    start: startFakeGemini,
    env: (url) => ({
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'gemini-test-key',
      GEMINI_BASE_URL: url,
      GEMINI_MODEL: 'fake-flash',
    }),
    stream: (url) =>
      createGeminiStream({ apiKey: 'gemini-test-key', model: 'fake-flash', baseUrl: url, timeoutMs: TIMEOUT_MS }),
    promptOf(request) {
      expect(request.method).toBe('POST');
      expect(request.url).toMatch(/\/models\/fake-flash:streamGenerateContent\?alt=sse$/);
      expect(request.headers['x-goog-api-key']).toBe('gemini-test-key');
      const body = request.body as {
        contents: { role: string; parts: { text: string }[] }[];
        generationConfig?: { responseMimeType?: string };
      };
      expect(body.contents).toHaveLength(1);
      expect(body.contents[0]!.role).toBe('user');
      expect(body.contents[0]!.parts).toHaveLength(1);
      expect(body.generationConfig?.responseMimeType).toBe('text/plain');
      return body.contents[0]!.parts[0]!.text;
    },
  },
  {
    name: 'openai',
    start: startFakeOpenAi,
    env: (url) => ({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_API_KEY: 'openai-test-key',
      OPENAI_MODEL: 'fake-llama',
    }),
    stream: (url) =>
      createOpenAiStream({ apiKey: undefined, model: 'fake-llama', baseUrl: `${url}/v1`, timeoutMs: TIMEOUT_MS }),
    promptOf(request) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/chat/completions');
      const body = request.body as {
        model: string;
        stream: boolean;
        messages: { role: string; content: string }[];
        response_format?: { type: string };
      };
      expect(body.model).toBe('fake-llama');
      expect(body.stream).toBe(true);
      expect(body.response_format).toEqual({ type: 'text' });
      expect(body.messages).toHaveLength(1);
      expect(body.messages[0]!.role).toBe('user');
      return body.messages[0]!.content;
    },
  },
];

describe.each(cases)('the $name provider, through its real SDK against a local fake', (provider) => {
  let fake: FakeAiServer;
  let t: TestApp;
  let call: ReturnType<typeof as>;

  beforeAll(async () => {
    fake = await provider.start();
    t = await createTestApp({
      env: { ...provider.env(fake.url), AI_TIMEOUT_MS: String(TIMEOUT_MS), AI_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    call = as(t.app, (await registerUser(t.app)).accessToken);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (path: string, payload: object) => call({ method: 'POST', url: `/api/v1/ai/${path}`, payload });
  const lastPrompt = () => provider.promptOf(fake.requests.at(-1)!);

  it('reports itself as the provider kind, and never the key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.json().data.aiProvider).toBe(provider.name);
    expect(response.body).not.toContain('test-key');
  });

  it('sends the summary prompt and joins pieces split mid-token into the fenced JSON', async () => {
    fake.answer({
      pieces: inPieces(`Sure! Here they are:\n\n\`\`\`json\n${JSON.stringify(summaries, null, 2)}\n\`\`\`\nGood luck.`),
    });
    const response = await post('summary', { jobTitle: 'Data Analyst' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, data: summaries, message: MESSAGES.ok, success: true });
    expect(lastPrompt()).toBe(summaryPrompt('Data Analyst'));
  });

  it('asks for "Software Engineer" when the job title is empty, and accepts a model that drifts from the shape', async () => {
    const drifting = [
      { experience_level: 'Experienced', summary: 'Seasoned engineer. Leads teams.', skills: 'Go, Kubernetes' },
      { experience_level: 'Fresher', summary: ['Graduate engineer.'], skills: ['Java'] },
      { experience_level: 'Mid Level', summary: ['Engineer, 5 years.'], skills: [] },
    ];
    fake.answer({ pieces: inPieces(`\`\`\`JSON\n${JSON.stringify(drifting)}\n\`\`\``, 3) });
    const response = await post('summary', { jobTitle: '   ' });
    expect(response.statusCode).toBe(200);
    expect(lastPrompt()).toBe(summaryPrompt('Software Engineer'));
    expect(response.json().data).toEqual([
      { experience_level: 'fresher', summary: ['Graduate engineer.'], skills: ['Java'] },
      { experience_level: 'mid-level', summary: ['Engineer, 5 years.'], skills: [] },
      {
        experience_level: 'experienced',
        summary: ['Seasoned engineer.', 'Leads teams.'],
        skills: ['Go', 'Kubernetes'],
      },
    ]);
  });

  it('sends the bullets prompt, takes the fenced HTML block and sanitises it', async () => {
    const html =
      '<ul><li onclick="steal()">Led <strong>migrations</strong></li><li>Built APIs<script>alert(1)</script></li>' +
      '<li><a href="javascript:alert(1)">Cut</a> costs</li><li style="color:red">Hired</li><li>Shipped</li></ul>';
    fake.answer({ pieces: inPieces(`Here:\n\`\`\`html\n${html}\n\`\`\``, 5) });
    const response = await post('experience-bullets', { positionTitle: 'Backend Engineer' });
    expect(response.statusCode).toBe(200);
    expect(lastPrompt()).toBe(experienceBulletsPrompt('Backend Engineer'));
    expect(response.json().data).toEqual({
      html: '<ul><li>Led <strong>migrations</strong></li><li>Built APIs</li><li><a>Cut</a> costs</li><li>Hired</li><li>Shipped</li></ul>',
    });
  });

  it('answers 502 with a clear message when the answer has no fenced JSON or HTML block', async () => {
    fake.answer({ pieces: ['<ul><li>Bare HTML, no fence</li></ul>'] });
    const response = await post('experience-bullets', { positionTitle: 'Chef' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ statusCode: 502, data: null, message: MESSAGES.aiUnreadable, success: false });
  });

  it('answers 502 when the provider fails, 503 when it is overloaded, and keeps serving', async () => {
    fake.answer({ status: 500 });
    const failed = await post('summary', { jobTitle: 'Nurse' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ success: false, message: MESSAGES.aiProviderFailed });
    fake.answer({ status: 503 });
    const overloaded = await post('summary', { jobTitle: 'Nurse' });
    expect(overloaded.statusCode).toBe(503);
    expect(overloaded.json()).toMatchObject({ success: false, message: MESSAGES.aiUnavailable });
    fake.answer({ pieces: [`\`\`\`json\n${JSON.stringify(summaries)}\n\`\`\``] });
    expect((await post('summary', { jobTitle: 'Nurse' })).statusCode).toBe(200);
  });

  it('answers 504 when the provider hangs past AI_TIMEOUT_MS', async () => {
    fake.answer({ hang: true });
    const started = Date.now();
    const response = await post('summary', { jobTitle: 'Pilot' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ statusCode: 504, success: false, message: MESSAGES.aiTimeout });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const unreachable = createPromptedWriter(provider.stream('http://127.0.0.1:1'), TIMEOUT_MS);
    const refusal = (await unreachable.summaries('Chef').then(
      () => undefined,
      (error: unknown) => error,
    )) as DomainError;
    expect(statusOf(refusal)).toBe(503);
    expect(refusal).toMatchObject({ message: MESSAGES.aiUnavailable });
  });

  it('sends the grammar prompt and takes the next-sentence suggestions from its JSON', async () => {
    const writer = createPromptedWriter(provider.stream(fake.url), TIMEOUT_MS);
    const answer = {
      correctedText: 'I have an apple.',
      suggestions: ['It is red.', 'I like it.', 'It was cheap.', 'Extra.'],
    };
    fake.answer({ pieces: inPieces(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``, 4) });
    expect(await writer.nextSentences('I has a apple.')).toEqual(['It is red.', 'I like it.', 'It was cheap.']);
    expect(lastPrompt()).toBe(grammarPrompt('I has a apple.'));
  });
});
