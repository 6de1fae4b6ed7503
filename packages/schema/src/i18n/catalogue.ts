import { MESSAGES } from '../messages.ts';
import { UI_MESSAGES } from './ui-messages.ts';

/**
 * The English catalogue, the source of every other (docs/i18n.md): the product's messages word for word as the
 * specification has them (MESSAGES, keyed by their name) and the interface's own words (UI_MESSAGES, `area.name`).
 */
export const EN_CATALOGUE = { ...MESSAGES, ...UI_MESSAGES };

export type MessageId = keyof typeof EN_CATALOGUE;
/** A language's catalogue: a message for every id, in ICU MessageFormat. */
export type Catalogue = Record<MessageId, string>;

const idsByText = new Map<string, MessageId>();
for (const [id, text] of Object.entries(EN_CATALOGUE) as [MessageId, string][])
  if (!idsByText.has(text)) idsByText.set(text, id);

/**
 * The id of a message given in English words (a server's answer, a schema's validation message): how a text that
 * reached the interface in English is found in another language's catalogue. Undefined for words no catalogue has.
 */
export const messageIdOf = (text: string): MessageId | undefined => idsByText.get(text);
