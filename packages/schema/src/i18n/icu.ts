import { IntlMessageFormat } from 'intl-messageformat';

/** Values an ICU message is formatted with: `{name}` takes a string or number, `{count, plural, …}` a number. */
export type IcuValues = Record<string, string | number>;

/**
 * A message built from values (docs/i18n.md, Messages built from values): called as before, it gives the English
 * text; `icu` is its English ICU message, the one the catalogue holds and every language translates.
 */
export type IcuMessage<Args extends unknown[]> = ((...args: Args) => string) & { readonly icu: string };

const compiled = new Map<string, IntlMessageFormat>();

/** An English ICU message formatted with `values`, as the server and the web app show it in English. */
export function formatEnglish(message: string, values: IcuValues = {}): string {
  let format = compiled.get(message);
  if (!format) {
    format = new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true });
    compiled.set(message, format);
  }
  return String(format.format(values));
}

/**
 * A parameterised message written once, as ICU: `values` turns the function's arguments into the message's values
 * (a plural's count, a select's choice), so that the English words and their plurals live in the message, not in
 * code.
 */
export const icu = <Args extends unknown[]>(message: string, values: (...args: Args) => IcuValues): IcuMessage<Args> =>
  Object.assign((...args: Args) => formatEnglish(message, values(...args)), { icu: message });

type PartEntry<Value> = Value extends string ? Value : Value extends { readonly icu: string } ? string : never;

/** A message group as a catalogue part's entries: its texts and its ICU messages, keyed `prefix.name`. */
export type Prefixed<Prefix extends string, Group> = {
  [Key in keyof Group & string as [PartEntry<Group[Key]>] extends [never] ? never : `${Prefix}.${Key}`]: PartEntry<
    Group[Key]
  >;
};

/**
 * A message group's texts and ICU messages keyed `prefix.name`, so that each English text stays written once, in
 * its group. Functions that are not ICU messages (lists joined in code) are left out: docs/i18n.md says why.
 */
export function prefixed<Prefix extends string, Group extends object>(
  prefix: Prefix,
  group: Group,
): Prefixed<Prefix, Group> {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(group)) {
    if (typeof value === 'string') entries.push([`${prefix}.${name}`, value]);
    else if (typeof value === 'function' && typeof (value as { icu?: unknown }).icu === 'string')
      entries.push([`${prefix}.${name}`, (value as { icu: string }).icu]);
  }
  return Object.fromEntries(entries) as Prefixed<Prefix, Group>;
}
