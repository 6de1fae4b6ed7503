import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from './helpers/mailbox.ts';
import { as, createTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

/** The mails an account is sent, in the recipient's language (docs/i18n.md). */

const PUBLIC_URL = 'http://localhost:3000';
const german = await loadCatalogue('de');
const french = await loadCatalogue('fr');

let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Vitae <no-reply@vitae.test>', PUBLIC_URL },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const register = async (email: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email, password: 'correct horse battery', fullName: 'Test User' },
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { accessToken: string };
};
const forgotPassword = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email }, headers });

describe('the mails an account is sent', () => {
  it('are in the account’s language once it has one, whatever the request’s', async () => {
    const email = uniqueEmail('deutsch');
    const { accessToken } = await register(email);
    expect((await mailbox.next(email)).subject).toBe('Verify your email address for Vitae');
    const chosen = await as(
      t.app,
      accessToken,
    )({
      method: 'PUT',
      url: '/api/auth/update-account',
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);

    const resend = await as(t.app, accessToken)({ method: 'POST', url: '/api/v1/users/resend-verification' });
    expect(resend.statusCode).toBe(200);
    const verification = await mailbox.next(email);
    expect(verification.subject).toBe(german['mail.verifyEmail.subject']);
    expect(verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Vitae');
    expect(verification.text).toContain(german['mail.verifyEmail.link']);
    expect(verification.html).toContain('<a href="http://localhost:3000/verify-email#token=');

    // Asked for by a visitor whose browser speaks French: the account's German still.
    await forgotPassword(email, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const reset = await mailbox.next(email);
    expect(reset.subject).toBe('Setzen Sie Ihr Vitae-Passwort zurück');
    expect(reset.text).toContain('30 Minuten lang');
    expect(reset.html).toContain(`<p>${german['mail.resetPassword.asked']}</p>`);
    expect(linkIn(reset, `${PUBLIC_URL}/reset-password#token=`)).toBeTruthy();
  });

  it('are in the language of the request for an account without one', async () => {
    const email = uniqueEmail('francais');
    await register(email, { 'accept-language': 'fr' });
    const verification = await mailbox.next(email);
    expect(verification.subject).toBe(french['mail.verifyEmail.subject']);
    expect(verification.text).toContain(french['mail.verifyEmail.confirm']);

    await forgotPassword(email, { 'accept-language': 'fr' });
    const reset = await mailbox.next(email);
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Vitae');
    expect(reset.text).toContain('pendant 30 minutes');
    expect(reset.text).toContain(`${french['mail.resetPassword.link']}: ${PUBLIC_URL}/reset-password#token=`);
  });

  it('stay in English without a language, word for word', async () => {
    const email = uniqueEmail('english');
    await register(email);
    await mailbox.next(email);
    await forgotPassword(email);
    const reset = await mailbox.next(email);
    expect(reset.subject).toBe('Reset your Vitae password');
    expect(reset.text).toBe(
      [
        'Someone (we hope you) asked to reset the password of your Vitae account.',
        'The link below works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.',
        `Choose a new password: ${linkIn(reset, `${PUBLIC_URL}/reset-password#token=`)}`,
        'Vitae',
      ].join('\n\n'),
    );
  });
});
