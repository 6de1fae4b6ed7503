import { MESSAGES, UI_LANGUAGES } from '@vitae/schema';
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
});
