import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_UI_LANGUAGE, escapeHtml, isUiLanguage, type MessageId, type UiLanguage } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The messages an account is sent, each as text and HTML, in the recipient's language (docs/i18n.md): their words
 * are the `mail.*` messages of the catalogues (packages/schema/src/i18n/ui/account.ts), English as the source.
 */

/** The language a mail to an account is written in: the account's choice, else the language of the request. */
export const mailLanguage = (accountLanguage: string | null | undefined, requestLanguage: UiLanguage): UiLanguage =>
  isUiLanguage(accountLanguage) ? accountLanguage : requestLanguage;

const cache = createIntlCache();
const intls = new Map<UiLanguage, Promise<IntlShape>>();

/** One formatter per language, made from its catalogue the first time a mail is written in it. */
function intlOf(language: UiLanguage): Promise<IntlShape> {
  let intl = intls.get(language);
  if (!intl) {
    intl = loadCatalogue(language).then((messages) =>
      createIntl({ locale: language, messages, defaultLocale: DEFAULT_UI_LANGUAGE }, cache),
    );
    intls.set(language, intl);
  }
  return intl;
}

type Say = (id: MessageId, values?: Record<string, string | number>) => string;

const sayIn = async (language: UiLanguage): Promise<Say> => {
  const intl = await intlOf(language);
  return (id, values) => intl.formatMessage({ id }, values);
};

/** A mail of a few paragraphs and at most one link, the link written out in full in the text part. */
function mail(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'Vitae'].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>Vitae</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const ACCOUNT_MAILS = {
  resetPassword: async (to: string, language: UiLanguage, url: string, minutes: number) => {
    const say = await sayIn(language);
    return mail(
      to,
      say('mail.resetPassword.subject'),
      [say('mail.resetPassword.asked'), say('mail.resetPassword.once', { minutes })],
      { url, label: say('mail.resetPassword.link') },
    );
  },
  passwordChanged: async (to: string, language: UiLanguage) => {
    const say = await sayIn(language);
    return mail(to, say('mail.passwordChanged.subject'), [
      say('mail.passwordChanged.changed'),
      say('mail.passwordChanged.notYou'),
    ]);
  },
  verifyEmail: async (to: string, language: UiLanguage, url: string) => {
    const say = await sayIn(language);
    return mail(to, say('mail.verifyEmail.subject'), [say('mail.verifyEmail.confirm')], {
      url,
      label: say('mail.verifyEmail.link'),
    });
  },
  confirmNewEmail: async (to: string, language: UiLanguage, url: string) => {
    const say = await sayIn(language);
    return mail(to, say('mail.confirmNewEmail.subject'), [say('mail.confirmNewEmail.asked')], {
      url,
      label: say('mail.confirmNewEmail.link'),
    });
  },
  emailChangeRequested: async (to: string, language: UiLanguage, newEmail: string) => {
    const say = await sayIn(language);
    return mail(to, say('mail.emailChangeRequested.subject'), [
      say('mail.emailChangeRequested.asked', { newEmail }),
      say('mail.emailChangeRequested.notYou'),
    ]);
  },
  twoFactorChanged: async (to: string, language: UiLanguage, on: boolean) => {
    const say = await sayIn(language);
    return on
      ? mail(to, say('mail.twoFactorOn.subject'), [say('mail.twoFactorOn.text')])
      : mail(to, say('mail.twoFactorOff.subject'), [say('mail.twoFactorOff.text')]);
  },
} as const;
