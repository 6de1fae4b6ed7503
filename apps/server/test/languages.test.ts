import { MESSAGES, SHARE_MESSAGES, UI_LANGUAGES } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

describe('the interface languages', () => {
  it('GET /api/v1/config lists the UI languages under `languages`, the resume languages under `design`', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    const config = response.json().data;
    expect(config.languages).toEqual(UI_LANGUAGES.map((language) => ({ ...language })));
    expect(config.languages.map((language: { id: string }) => language.id)).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'zh', 'ja', 'ar', 'he']),
    );
    expect(config.languages.find((language: { id: string }) => language.id === 'ar').dir).toBe('rtl');
    expect(config.design.languages.map((language: { id: string }) => language.id)).toContain('en');
  });

  it('answers a visitor in the language of Accept-Language, English when it speaks none of them', async () => {
    const login = (acceptLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: {},
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    const inGerman = await login('de-DE,de;q=0.9,en;q=0.8');
    expect(inGerman.statusCode).toBe(400);
    expect(inGerman.json().message).toBe(german.credentialsRequired);
    expect(german.credentialsRequired).not.toBe(MESSAGES.credentialsRequired);
    expect(inGerman.json().errors[0].message).toBe(german.credentialsRequired);
    expect((await login('sv, ko;q=0.5')).json().message).toBe(MESSAGES.credentialsRequired);
    expect((await login()).json().message).toBe(MESSAGES.credentialsRequired);
  });

  it('stores the account’s language (PUT update-account), returns it (current-user) and answers in it', async () => {
    const { accessToken } = await registerUser(t.app);
    const call = as(t.app, accessToken);
    expect((await call({ method: 'GET', url: '/api/v1/users/current-user' })).json().data.language).toBeNull();

    const saved = await call({ method: 'PUT', url: '/api/auth/update-account', payload: { language: 'ar' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.language).toBe('ar');
    const me = await call({ method: 'GET', url: '/api/v1/users/current-user' });
    expect(me.json().data.language).toBe('ar');
    // The account's language wins over the browser's.
    const renamed = await call({
      method: 'PUT',
      url: '/api/auth/update-account',
      payload: { fullName: 'Layla' },
      headers: { 'accept-language': 'de' },
    });
    expect(renamed.json().message).toBe(arabic.accountUpdated);
    expect(arabic.accountUpdated).not.toBe(MESSAGES.accountUpdated);

    const refused = await call({ method: 'PUT', url: '/api/auth/update-account', payload: { language: 'tlh' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(arabic.unknownLanguage);
    expect((await call({ method: 'GET', url: '/api/v1/users/current-user' })).json().data.language).toBe('ar');
  });

  it('answers a message built from values in the visitor’s language, with its values and plural (share throttle)', async () => {
    const call = as(t.app, (await registerUser(t.app)).accessToken);
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Kept' },
    });
    const id = created.json().data._id as string;
    const shared = await call({
      method: 'POST',
      url: `/api/v1/users/share-resume/${id}`,
      payload: { password: 'right one' },
      headers: { 'accept-language': 'de' },
    });
    expect(shared.json().message).toBe(german['shareMessages.enabled']);
    const { slug } = shared.json().data as { slug: string };
    const unlock = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/resumes/${slug}/unlock`,
        payload: { password: 'a guess' },
        headers: { 'accept-language': language },
      });
    let refused = await unlock('de');
    for (let tries = 0; refused.statusCode !== 429 && tries < 100; tries++) refused = await unlock('de');
    expect(refused.statusCode).toBe(429);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    expect(minutes).toBeGreaterThan(1);
    expect(refused.json().message).toBe(
      `Zu viele Passwortversuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es erneut.`,
    );
    // The English the code wrote, for a visitor who speaks none of the languages.
    expect((await unlock('sv')).json().message).toBe(SHARE_MESSAGES.tooManyAttempts(minutes * 60));
    // Plural rules of the language: 15 is Polish "many" (minut), Arabic "many" (دقيقة).
    const polish = (await unlock('pl')).json().message as string;
    expect(polish).toMatch(new RegExp(`^Zbyt wiele prób wpisania hasła\\. Poczekaj ${minutes} minut`));
    const arabic = (await unlock('ar')).json().message as string;
    expect(arabic).toContain(`${minutes} دقيقة`);
  });
});
