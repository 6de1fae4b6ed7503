import { dictionaryWords, eq, sql, users } from '@vitae/db';
import { AI_LIMITS, MESSAGES } from '@vitae/schema';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

// The grammar dictionary's routes; what the words do to the grammar check is tested in ai-grammar.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

async function newUser(): Promise<{ call: Call; userId: string; password: string }> {
  const session = await registerUser(t.app);
  return { call: as(t.app, session.accessToken), userId: session.user._id, password: session.password };
}

const list = (call: Call) => call({ method: 'GET', url: '/api/v1/ai/dictionary' });
const add = (call: Call, word: unknown) => call({ method: 'POST', url: '/api/v1/ai/dictionary', payload: { word } });
const remove = (call: Call, word: string) =>
  call({ method: 'DELETE', url: `/api/v1/ai/dictionary/${encodeURIComponent(word)}` });
const wordsOf = (response: LightMyRequestResponse): string[] => response.json().data.words;

/** The rows the database holds for the user, whatever the API says. */
async function storedWords(userId: string): Promise<string[]> {
  const rows = await t.database.handle.db
    .select({ word: dictionaryWords.word })
    .from(dictionaryWords)
    .where(eq(dictionaryWords.userId, userId));
  return rows.map((row) => row.word).sort();
}

describe('the grammar dictionary', () => {
  it('starts empty, adds words (201 with the list, sorted case-insensitively) and keeps them as typed', async () => {
    const { call, userId } = await newUser();
    const empty = await list(call);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ statusCode: 200, data: { words: [] }, message: MESSAGES.ok, success: true });

    for (const word of ['NetSuite', 'bluebeam', 'Kiewit', 'C++', 'Node.js', 'AR/VR']) {
      const added = await add(call, word);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ statusCode: 201, message: MESSAGES.dictionaryWordAdded, success: true });
    }
    const expected = ['AR/VR', 'bluebeam', 'C++', 'Kiewit', 'NetSuite', 'Node.js'];
    expect(wordsOf(await list(call))).toEqual(expected);
    expect(await storedWords(userId)).toEqual([...expected].sort());
  });

  it('adding a word it already has, in any case, answers 200 with the same list and stores nothing', async () => {
    const { call, userId } = await newUser();
    expect(wordsOf(await add(call, 'NetSuite'))).toEqual(['NetSuite']);
    for (const again of ['NetSuite', 'netsuite', '  NETSUITE  ']) {
      const response = await add(call, again);
      expect(response.statusCode, again).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 200, data: { words: ['NetSuite'] }, message: MESSAGES.ok });
    }
    expect(await storedWords(userId)).toEqual(['NetSuite']);
  });

  it('removes a word in any case (200 with the list), and answers 404 for a word it does not have', async () => {
    const { call } = await newUser();
    await add(call, 'Procore');
    await add(call, 'C++');
    await add(call, 'AR/VR');
    const removed = await remove(call, 'procore');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { words: ['AR/VR', 'C++'] },
      message: MESSAGES.dictionaryWordRemoved,
    });
    expect(wordsOf(await remove(call, 'C++'))).toEqual(['AR/VR']);
    expect(wordsOf(await remove(call, 'AR/VR'))).toEqual([]);

    const missing = await remove(call, 'Procore');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: MESSAGES.dictionaryWordNotFound, success: false });
  });

  it('is each user’s own: another user neither sees nor removes my words', async () => {
    const mine = await newUser();
    const theirs = await newUser();
    await add(mine.call, 'Omnicell');
    expect(wordsOf(await list(theirs.call))).toEqual([]);
    expect((await remove(theirs.call, 'Omnicell')).statusCode).toBe(404);
    expect(wordsOf(await add(theirs.call, 'omnicell'))).toEqual(['omnicell']);
    expect(wordsOf(await list(mine.call))).toEqual(['Omnicell']);
  });

  it('refuses what is not one word (400 with a clear message) and stores nothing', async () => {
    const { call, userId } = await newUser();
    const refusals: [unknown, string][] = [
      ['', MESSAGES.dictionaryWordRequired],
      ['   ', MESSAGES.dictionaryWordRequired],
      ['\u0000', MESSAGES.dictionaryWordRequired],
      ['two words', MESSAGES.dictionaryWordOneWord],
      ['tab\there', MESSAGES.dictionaryWordOneWord],
      ['line\nbreak', MESSAGES.dictionaryWordOneWord],
      ['no\u00a0break', MESSAGES.dictionaryWordOneWord],
      ['x'.repeat(AI_LIMITS.dictionaryWord + 1), MESSAGES.dictionaryWordTooLong],
      ['half\ud800', MESSAGES.dictionaryWordUnreadable],
      [42, MESSAGES.dictionaryWordRequired],
    ];
    for (const [word, message] of refusals) {
      const response = await add(call, word);
      expect(response.statusCode, JSON.stringify(word)).toBe(400);
      expect(response.json(), JSON.stringify(word)).toMatchObject({ statusCode: 400, message, success: false });
    }
    const noBody = await call({ method: 'POST', url: '/api/v1/ai/dictionary' });
    expect(noBody.statusCode).toBe(400);
    const spaced = await call({ method: 'DELETE', url: '/api/v1/ai/dictionary/two%20words' });
    expect(spaced.json()).toMatchObject({ statusCode: 400, message: MESSAGES.dictionaryWordOneWord });
    expect(await storedWords(userId)).toEqual([]);
  });

  it('cleans a word like every text (a NUL inside is dropped, accents composed) and takes 64 characters', async () => {
    const { call, userId } = await newUser();
    expect(wordsOf(await add(call, 'Net\u0000Suite'))).toEqual(['NetSuite']);
    expect(wordsOf(await add(call, '  Zoe\u0308  '))).toEqual(['NetSuite', 'Zoë']);
    const longest = 'y'.repeat(AI_LIMITS.dictionaryWord);
    expect((await add(call, longest)).statusCode).toBe(201);
    expect(await storedWords(userId)).toEqual(['NetSuite', 'Zoë', longest].sort());
    // The composed and decomposed spellings are the same word.
    expect(wordsOf(await remove(call, 'Zoe\u0308'))).toEqual(['NetSuite', longest]);
  });

  it(`holds at most ${AI_LIMITS.dictionaryWords} words: one more answers 422 and stores nothing`, async () => {
    const { call, userId } = await newUser();
    await t.database.handle.db
      .insert(dictionaryWords)
      .values(Array.from({ length: AI_LIMITS.dictionaryWords - 1 }, (_, i) => ({ userId, word: `word${i}` })));
    expect((await add(call, 'Last')).statusCode).toBe(201);
    const full = await add(call, 'OneTooMany');
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ statusCode: 422, message: MESSAGES.dictionaryFull, success: false });
    // A word it already has is still fine, and a removal makes room again.
    expect((await add(call, 'last')).statusCode).toBe(200);
    const count = async () =>
      Number(
        (
          await t.database.handle.db
            .select({ count: sql<number>`count(*)::int` })
            .from(dictionaryWords)
            .where(eq(dictionaryWords.userId, userId))
        )[0]!.count,
      );
    expect(await count()).toBe(AI_LIMITS.dictionaryWords);
    expect((await remove(call, 'word0')).statusCode).toBe(200);
    expect((await add(call, 'OneTooMany')).statusCode).toBe(201);
    expect(await count()).toBe(AI_LIMITS.dictionaryWords);
  });

  it('lets parallel adds past the limit store none too many', async () => {
    const { call, userId } = await newUser();
    await t.database.handle.db
      .insert(dictionaryWords)
      .values(Array.from({ length: AI_LIMITS.dictionaryWords - 2 }, (_, i) => ({ userId, word: `w${i}` })));
    const answers = await Promise.all(['A1', 'B2', 'C3', 'D4', 'E5'].map((word) => add(call, word)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect((await storedWords(userId)).length).toBe(AI_LIMITS.dictionaryWords);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ai/dictionary' })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/ai/dictionary', payload: { word: 'x' } });
    expect(post.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/ai/dictionary/x' })).statusCode).toBe(401);
  });

  it('is in the account export, and goes with the account', async () => {
    const { call, userId, password } = await newUser();
    await add(call, 'Kiewit');
    await add(call, 'bluebeam');
    const exported = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.dictionary).toEqual(['bluebeam', 'Kiewit']);

    const deleted = await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.handle.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await storedWords(userId)).toEqual([]);
  });
});
