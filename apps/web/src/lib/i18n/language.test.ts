import {
  APPLICATION_MESSAGES,
  IMPORT_AI_WARNINGS,
  listMessages,
  MESSAGES,
  SHARE_MESSAGES,
  summaryMessages,
  VALIDATION_MESSAGES,
  VERSION_MESSAGES,
} from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { setLanguage, translated } from './language.ts';

describe('translated(): English words that reached the interface, in its language (docs/i18n.md)', () => {
  it('leaves English as it is, and words no catalogue has as they came', async () => {
    expect(translated(summaryMessages.allCorrected(3))).toBe('Applied 3 corrections.');
    await setLanguage('de');
    expect(translated('Words nobody wrote in a catalogue.')).toBe('Words nobody wrote in a catalogue.');
  });

  it('German: a message as it is, and messages built from values with their values and plurals', async () => {
    await setLanguage('de');
    expect(translated(MESSAGES.invalidCredentials)).toBe('Ungültige Anmeldedaten.');
    expect(translated(SHARE_MESSAGES.linkCopied)).toBe('Link kopiert.');
    expect(translated(summaryMessages.allCorrected(1))).toBe('1 Korrektur übernommen.');
    expect(translated(summaryMessages.allCorrected(1000))).toBe('1000 Korrekturen übernommen.');
    expect(translated(summaryMessages.corrected('teh', 'the'))).toBe('„teh“ in „the“ geändert.');
    expect(translated(summaryMessages.corrected('very', ''))).toBe('„very“ entfernt.');
    expect(translated(SHARE_MESSAGES.tooManyAttempts(1))).toBe(
      'Zu viele Passwortversuche. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.',
    );
    expect(translated(SHARE_MESSAGES.tooManyAttempts(600))).toBe(
      'Zu viele Passwortversuche. Bitte warten Sie 10 Minuten und versuchen Sie es erneut.',
    );
    expect(translated(VALIDATION_MESSAGES.tooLong(120))).toBe('Darf höchstens 120 Zeichen lang sein.');
    expect(translated(VERSION_MESSAGES.beforeRestoring('Sent to Acme'))).toBe(
      'Vor dem Wiederherstellen von „Sent to Acme“',
    );
    expect(translated(listMessages.moved('Globex', 2, 5))).toBe('Globex an Position 2 von 5 verschoben.');
  });

  it('a number written with a thousands separator, and a message given as another’s value', async () => {
    await setLanguage('fr');
    expect(translated(IMPORT_AI_WARNINGS.textCut(12_000))).toBe(
      'Seuls les 12\u202f000 premiers caractères du texte du PDF ont été envoyés à l’IA.',
    );
    await setLanguage('de');
    expect(translated(APPLICATION_MESSAGES.csvBadRow(7, APPLICATION_MESSAGES.companyRequired))).toBe(
      'Zeile 7: Bitte geben Sie das Unternehmen ein.',
    );
  });

  it('Polish and Arabic: each count takes its language’s plural form', async () => {
    await setLanguage('pl');
    expect([1, 2, 5, 22].map((count) => translated(APPLICATION_MESSAGES.imported(count)))).toEqual([
      'Zaimportowano 1 aplikację.',
      'Zaimportowano 2 aplikacje.',
      'Zaimportowano 5 aplikacji.',
      'Zaimportowano 22 aplikacje.',
    ]);
    await setLanguage('ar');
    expect(translated(SHARE_MESSAGES.tooManyAttempts(2))).toContain('ثانيتين');
    expect(translated(SHARE_MESSAGES.tooManyAttempts(5))).toContain('5 ثوانٍ');
  });
});
