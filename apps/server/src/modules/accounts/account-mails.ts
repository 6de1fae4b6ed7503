import { escapeHtml } from '@vitae/schema';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The messages an account is sent, each as text and HTML. English for now; they are functions of what they say so
 * that a translation can take their place (docs/accounts.md).
 */

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
  resetPassword: (to: string, url: string, minutes: number) =>
    mail(
      to,
      'Reset your Vitae password',
      [
        'Someone (we hope you) asked to reset the password of your Vitae account.',
        `The link below works once, for ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
      ],
      { url, label: 'Choose a new password' },
    ),
  passwordChanged: (to: string) =>
    mail(to, 'Your Vitae password was changed', [
      'The password of your Vitae account was just changed, and every session was signed out.',
      'If this was not you, reset your password at once and check your account’s sessions.',
    ]),
  verifyEmail: (to: string, url: string) =>
    mail(
      to,
      'Verify your email address for Vitae',
      ['Please confirm that this address is yours: open the link below (it works once, for 24 hours).'],
      { url, label: 'Verify my email address' },
    ),
  confirmNewEmail: (to: string, url: string) =>
    mail(
      to,
      'Confirm your new email address for Vitae',
      [
        'You asked to use this address for your Vitae account. It changes when you open the link below (it works once, for 24 hours).',
      ],
      { url, label: 'Use this email address' },
    ),
  emailChangeRequested: (to: string, newEmail: string) =>
    mail(to, 'Your Vitae email address is about to change', [
      `Someone signed in to your Vitae account asked to change its address to ${newEmail}. It changes only when the link sent there is opened.`,
      'If this was not you, change your password and sign out of every other session from your account page.',
    ]),
  twoFactorChanged: (to: string, on: boolean) =>
    mail(to, on ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off', [
      on
        ? 'Two-factor sign-in was turned on for your Vitae account. Keep your recovery codes somewhere safe.'
        : 'Two-factor sign-in was turned off for your Vitae account. If this was not you, reset your password at once.',
    ]),
} as const;
