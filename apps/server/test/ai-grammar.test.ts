// Tests that start Harper (~450 MB) live in this file and in grammar-corpus.test.ts (the corpus), nowhere else.
import { MESSAGES, type GrammarResult } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyFixes } from '../src/modules/writing-help/ai/grammar.ts';
import { grammarPrompt } from '../src/modules/writing-help/ai/prompts.ts';
import { startFakeOpenAi, type FakeAiServer } from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

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
    // Only the unknown word is a spelling issue (the one "Add to dictionary" is offered for).
    expect(result.issues.map((issue) => issue.kind)).toEqual(['grammar', 'grammar', 'grammar', 'grammar', 'spelling']);
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
        { start: 2, end: 5, message: expect.any(String), replacement: 'have', kind: 'grammar' },
        { start: 6, end: 7, message: expect.any(String), replacement: 'an', kind: 'grammar' },
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

describe('protected terms', () => {
  type Call = ReturnType<typeof as>;
  const user = async (): Promise<{ call: Call; session: Session }> => {
    const session = await registerUser(offline.app);
    return { call: as(offline.app, session.accessToken), session };
  };
  const grammar = async (call: Call, text: string, resumeId?: string): Promise<GrammarResult> => {
    const response = await call({ method: 'POST', url: '/api/v1/ai/grammar', payload: { text, resumeId } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** A resume of the user with these short fields and long texts. */
  const resumeWith = async (call: Call, fields: Record<string, unknown>) => {
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'R' },
    });
    const id: string = created.json().data._id;
    const updated = await call({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload: fields });
    expect(updated.statusCode, updated.body).toBe(200);
    return id;
  };

  it('never flags all-caps, mixed-case, dotted, digit, + or # terms, with or without a resume, and still flags the misspelling beside them', async () => {
    const { call } = await user();
    const text =
      'Prepared BLS reports and GAAP statements in NetSuite for the CFO, built iOS apps in JavaScript, C++, C# and ' +
      'Node.js on S3 to ISO9001 for McKinsey, and a B.Sc. in managment.';
    const resumeId = await resumeWith(call, { skills: [{ name: 'Excel' }] });
    for (const result of [await grammar(call, text), await grammar(call, text, resumeId)]) {
      expect(flagged(text, result)).toEqual(['managment']);
      expect(result.issues[0]!.replacement).toBe('management');
      expect(result.correctedText).toBe(text.replace('managment', 'management'));
    }
  });

  it("protects the words of the resume's short fields (skills, companies, titles, places…), not of its long texts", async () => {
    const { call } = await user();
    const resumeId = await resumeWith(call, {
      jobTitle: 'Preconstruction Estimator',
      skills: [{ name: 'Procore' }, { name: 'Bluebeam Revu' }],
      experience: [
        { title: 'Foreman', companyName: 'Kiewit', city: 'Puyallup', workSummary: '<p>Scheduled Kronos shifts.</p>' },
      ],
      summary: 'Zeplin handoffs.',
    });
    const text = "Used Procore and Bluebeam at Kiewit's Puyallup yard, with Kronos and Zeplin; managment of crews.";
    expect(flagged(text, await grammar(call, text))).toEqual(
      expect.arrayContaining(['Procore', 'Bluebeam', "Kiewit's", 'Puyallup', 'Kronos', 'Zeplin', 'managment']),
    );
    // The resume's words are kept; those of its work summary and summary are not, nor the misspelling.
    expect(flagged(text, await grammar(call, text, resumeId))).toEqual(['Kronos', 'Zeplin', 'managment']);
  });

  it('keeps grammar errors around protected words', async () => {
    const { call } = await user();
    const resumeId = await resumeWith(call, { experience: [{ title: 'Lead', companyName: 'Kiewit' }] });
    const text = 'I worked with there team at Kiewit on a HVAC retrofit and and a estimate.';
    const result = await grammar(call, text, resumeId);
    // "an HVAC": the article goes by the sound of the letters, H as "aitch".
    expect(flagged(text, result)).toEqual(['there', 'a', 'and and', 'a']);
    expect(result.correctedText).toBe('I worked with their team at Kiewit on an HVAC retrofit and an estimate.');
  });

  it('keeps the word an Oxford comma follows', async () => {
    const { call } = await user();
    const text = 'Certified in ACLS, SQL and Node.js.';
    const result = await grammar(call, text);
    expect(result.issues).toEqual([
      { start: 19, end: 22, message: expect.any(String), replacement: 'SQL,', kind: 'grammar' },
    ]);
    expect(result.correctedText).toBe('Certified in ACLS, SQL, and Node.js.');
  });

  it("answers another user's resume like a missing one (404), and refuses an id that is not one (400)", async () => {
    const owner = await user();
    const other = await user();
    const resumeId = await resumeWith(owner.call, { skills: [{ name: 'Procore' }] });
    for (const id of [resumeId, '00000000-0000-4000-8000-000000000000']) {
      const response = await other.call({
        method: 'POST',
        url: '/api/v1/ai/grammar',
        payload: { text: 'Used Procore.', resumeId: id },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: MESSAGES.resumeNotFound, success: false });
    }
    const invalid = await other.call({
      method: 'POST',
      url: '/api/v1/ai/grammar',
      payload: { text: 'Used Procore.', resumeId: 'not-an-id' },
    });
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: MESSAGES.invalidResumeId });
  });

  it("protects the user's dictionary words in any case, for that user only, and no longer once removed", async () => {
    const owner = await user();
    const other = await user();
    const text = 'Restocked Omnicell cabinets and charted in KRONOS and kronos daily; acheived zero errors.';
    const add = await owner.call({ method: 'POST', url: '/api/v1/ai/dictionary', payload: { word: 'omnicell' } });
    expect(add.statusCode).toBe(201);
    await owner.call({ method: 'POST', url: '/api/v1/ai/dictionary', payload: { word: 'Kronos' } });
    expect(flagged(text, await grammar(owner.call, text))).toEqual(['acheived']);
    expect(flagged(text, await grammar(other.call, text))).toEqual(['Omnicell', 'kronos', 'acheived']);

    await owner.call({ method: 'DELETE', url: '/api/v1/ai/dictionary/OMNICELL' });
    expect(flagged(text, await grammar(owner.call, text))).toEqual(['Omnicell', 'acheived']);
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
