import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  EN_CATALOGUE,
  EN_PARTS,
  MESSAGES,
  messageIdOf,
  pickLanguage,
  UI_LANGUAGE_IDS,
} from '../src/index.ts';
import { loadCatalogue } from '../src/i18n/catalogues/index.ts';

/** The arguments and tags a message uses, e.g. `{name}`, `{count, plural}`, `<b>`: each language keeps the same. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
      found.add(`{${element.value}}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`{${element.value}, ${element.type === TYPE.plural ? 'plural' : 'select'}}`);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
    }
  }
  return found;
}

describe('the UI languages', () => {
  it('picks the first language the app speaks from the browser or Accept-Language, by primary subtag', () => {
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(pickLanguage(['pt_BR'])).toBe('pt');
    expect(pickLanguage(['sv', 'he-IL'])).toBe('he');
    expect(pickLanguage(['sv', 'ko'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('reads Accept-Language by weight, then order, leaving out * and q=0, and survives junk', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5')).toEqual(['fr-CH', 'de', 'fr', 'en']);
    expect(acceptedLanguages('ar;q=0, he')).toEqual(['he']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';;,,q=,\u0000, de;q=abc')).toEqual(['de']);
    expect(pickLanguage(acceptedLanguages('x'.repeat(100_000)))).toBe('en');
  });
});

describe('the message catalogues', () => {
  const english = Object.entries(EN_CATALOGUE) as [keyof typeof EN_CATALOGUE, string][];

  it('give each message one part: no key in two parts, where one would hide the other', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(EN_PARTS))
      for (const id of Object.keys(messages)) {
        if (seen.has(id)) twice.push(`${id} in ${seen.get(id)} and ${part}`);
        seen.set(id, part);
      }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(EN_CATALOGUE).length);
  });

  it('keep the product’s English messages word for word', () => {
    for (const [id, text] of Object.entries(MESSAGES)) expect(EN_CATALOGUE[id as keyof typeof MESSAGES]).toBe(text);
  });

  it.each(UI_LANGUAGE_IDS)('%s: every message, no other, valid ICU with the English placeholders', async (language) => {
    const catalogue = await loadCatalogue(language);
    expect(Object.keys(catalogue).sort()).toEqual(english.map(([id]) => id).sort());
    for (const [id, text] of english) {
      const translated = catalogue[id];
      expect(typeof translated, id).toBe('string');
      expect(translated.trim(), id).not.toBe('');
      expect([...placeholders(parse(translated))].sort(), `${language} ${id}`).toEqual(
        [...placeholders(parse(text))].sort(),
      );
    }
  });

  it('has no message left in English in another language, but names and words that are the same', async () => {
    // Words a language may share with English: brand and product names, and short words such as "Contact".
    const sameEverywhere = new Set(['app.name', 'header.atsChecker']);
    for (const language of UI_LANGUAGE_IDS.filter((each) => each !== 'en')) {
      const catalogue = await loadCatalogue(language);
      const leftovers = english.filter(
        ([id, text]) => !sameEverywhere.has(id) && catalogue[id] === text && /[a-z]{4,}.*\s.*[a-z]{4,}/i.test(text),
      );
      expect(
        leftovers.map(([id]) => id),
        language,
      ).toEqual([]);
    }
  });

  it('finds a message again by its English words', () => {
    expect(messageIdOf(MESSAGES.invalidCredentials)).toBe('invalidCredentials');
    expect(messageIdOf('words no catalogue has')).toBeUndefined();
  });
});
