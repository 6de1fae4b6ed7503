import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGES } from '../messages.ts';
import { formatEnglish, type IcuValues } from './icu.ts';
import serverMessages from './server-messages.ts';
import { UI_MESSAGES, UI_PARTS } from './ui-messages.ts';

/**
 * The English catalogue in parts, the source of every other language's (docs/i18n.md). `core` holds the product's
 * messages word for word as the specification has them (MESSAGES, keyed by their name) and the words every screen
 * shares; `messages`, the server's other message groups; each other part, one group of screens' words
 * (`area.name`).
 */
export const EN_PARTS = { ...UI_PARTS, core: { ...MESSAGES, ...UI_PARTS.core }, messages: serverMessages } as const;
export type CataloguePart = keyof typeof EN_PARTS;

export const EN_CATALOGUE = { ...MESSAGES, ...serverMessages, ...UI_MESSAGES };

export type MessageId = keyof typeof EN_CATALOGUE;
/** A language's catalogue: a message for every id, in ICU MessageFormat. */
export type Catalogue = Record<MessageId, string>;
/** One part of a language's catalogue (catalogues/<language>/<part>.ts): exactly the English part's keys. */
export type PartCatalogue<Part extends CataloguePart> = Record<keyof (typeof EN_PARTS)[Part], string>;

const idsByText = new Map<string, MessageId>();
for (const [id, text] of Object.entries(EN_CATALOGUE) as [MessageId, string][])
  if (!idsByText.has(text)) idsByText.set(text, id);

/**
 * The id of a message given in English words (a server's answer, a schema's validation message): how a text that
 * reached the interface in English is found in another language's catalogue. Undefined for words no catalogue has.
 */
export const messageIdOf = (text: string): MessageId | undefined => idsByText.get(text);

const MAX_MESSAGE_LENGTH = 2000;

/** A text found in the English catalogue: its message, and the values a message built from values was given. */
export interface MessageMatch {
  id: MessageId;
  values: IcuValues;
}

/** What one capture of a pattern stands for: an argument's value, or the branch of a plural or select taken. */
type Slot = { kind: 'value'; name: string; numeric: boolean } | { kind: 'branch'; name: string; key: string };

interface Pattern {
  id: MessageId;
  message: string;
  regex: RegExp;
  slots: Slot[];
  /** Characters of fixed words: the pattern with more is tried first, being the more particular. */
  weight: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A number as English formats it: `1000`, `1,000`, `-2.5`. */
const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';

/** The names a message counts with (plural, number): their captures are numbers. */
function numericNames(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) numericNames(option.value, found);
    if (element.type === TYPE.tag) numericNames(element.children, found);
  }
  return found;
}

/**
 * An English ICU message as a regular expression's source: words as they are, each argument a capture, a plural or
 * select the alternatives of its branches (each a capture, to know which was taken), `#` a number.
 */
function patternSource(
  elements: MessageFormatElement[],
  slots: Slot[],
  numeric: Set<string>,
  plural: string | undefined,
  weight: { value: number },
): string {
  let source = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        weight.value += element.value.length;
        source += escapeRegex(element.value);
        break;
      case TYPE.pound:
        slots.push({ kind: 'value', name: plural!, numeric: true });
        source += NUMBER;
        break;
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time: {
        const isNumber = element.type === TYPE.number || numeric.has(element.value);
        slots.push({ kind: 'value', name: element.value, numeric: isNumber });
        source += isNumber ? NUMBER : '([\\s\\S]*?)';
        break;
      }
      case TYPE.plural:
      case TYPE.select: {
        const branches = Object.entries(element.options).map(([key, option]) => {
          slots.push({ kind: 'branch', name: element.value, key });
          const inner = patternSource(
            option.value,
            slots,
            numeric,
            element.type === TYPE.plural ? element.value : plural,
            weight,
          );
          return `(${inner})`;
        });
        source += `(?:${branches.join('|')})`;
        break;
      }
      case TYPE.tag:
        source += `${escapeRegex(`<${element.value}>`)}${patternSource(element.children, slots, numeric, plural, weight)}${escapeRegex(`</${element.value}>`)}`;
        break;
    }
  }
  return source;
}

let patterns: Pattern[] | undefined;

/**
 * The messages built from values that reach a screen or an answer in English words: the product's and the server's
 * message groups. The screens' own messages never do (a screen formats them in its language), and some of them are
 * little more than their values (`{item} {n}`), which would match any words.
 */
const ARRIVE_IN_ENGLISH = { ...MESSAGES, ...serverMessages };

/** Those messages, compiled once, when a text is first looked for. */
function compiledPatterns(): Pattern[] {
  if (patterns) return patterns;
  patterns = [];
  for (const [id, message] of Object.entries(ARRIVE_IN_ENGLISH) as [MessageId, string][]) {
    const elements = parse(message, { ignoreTag: true });
    if (elements.every((element) => element.type === TYPE.literal)) continue;
    const slots: Slot[] = [];
    const weight = { value: 0 };
    const source = patternSource(elements, slots, numericNames(elements), undefined, weight);
    patterns.push({ id, message, regex: new RegExp(`^${source}$`), slots, weight: weight.value });
  }
  patterns.sort((a, b) => b.weight - a.weight);
  return patterns;
}

/** The values a pattern's match gives, or undefined where two captures of one name disagree. */
function valuesOf(pattern: Pattern, match: RegExpExecArray): IcuValues | undefined {
  const values: IcuValues = {};
  const set = (name: string, value: string | number) => {
    if (name in values && values[name] !== value) return false;
    values[name] = value;
    return true;
  };
  const branches: Extract<Slot, { kind: 'branch' }>[] = [];
  for (const [index, slot] of pattern.slots.entries()) {
    const captured = match[index + 1];
    if (captured === undefined) continue;
    if (slot.kind === 'branch') branches.push(slot);
    else if (!set(slot.name, slot.numeric ? Number(captured.replaceAll(',', '')) : captured)) return undefined;
  }
  // A branch taken tells its value when no capture did: `=2` is 2, English `one` is 1, a select's key is itself.
  for (const slot of branches) {
    if (slot.name in values) continue;
    if (slot.key.startsWith('=')) values[slot.name] = Number(slot.key.slice(1));
    else if (slot.key === 'one') values[slot.name] = 1;
    else values[slot.name] = slot.key;
  }
  return values;
}

/**
 * A text in English words found in the English catalogue (docs/i18n.md): a message as it is, or a message built from
 * values (`Too many password attempts. Please wait 2 minutes and try again.`) with the values recovered from the
 * words, so that another language's message can be formatted with them. A match counts only when the English
 * message formatted with the values gives the text back, word for word. Undefined for words no catalogue has.
 */
export function matchMessage(text: string): MessageMatch | undefined {
  const id = messageIdOf(text);
  if (id) return { id, values: {} };
  // A message is a sentence or two: a longer text (a resume's words) is no message, and is not tried against each.
  if (text.length > MAX_MESSAGE_LENGTH) return undefined;
  for (const pattern of compiledPatterns()) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = valuesOf(pattern, match);
    if (!values) continue;
    try {
      if (formatEnglish(pattern.message, values) === text) return { id: pattern.id, values };
    } catch {
      // values that do not fit the message: not this one
    }
  }
  return undefined;
}

/** Arguments whose value is itself a message (a refused CSV row's reason, why AI could not help): translated too. */
const MESSAGE_ARGUMENTS = new Set(['message', 'reason']);

/**
 * A text in English words in another language, the one way the server and the web app translate what reached them
 * in English (docs/i18n.md): `format` gives a message of that language's catalogue with values. Anything the
 * catalogue does not have comes back as it is.
 */
export function translateText(text: string, format: (id: MessageId, values: IcuValues) => string): string {
  const match = matchMessage(text);
  if (!match) return text;
  const values = { ...match.values };
  for (const [name, value] of Object.entries(values))
    if (MESSAGE_ARGUMENTS.has(name) && typeof value === 'string') values[name] = translateText(value, format);
  return format(match.id, values);
}
