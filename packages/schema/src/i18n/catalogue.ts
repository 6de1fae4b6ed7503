import { MESSAGES } from '../messages.ts';
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
