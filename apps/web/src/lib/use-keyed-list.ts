import { useState } from 'react';

let counter = 0;
const newKey = () => `item-${(counter += 1)}`;

/**
 * Stable React keys for list items that carry no id (the server strips them), so a moved, removed or duplicated
 * item keeps its DOM, its focus and its editor state. Each change to the list goes through `keyed`, which returns the
 * keys to go with the new items; a list replaced from outside (a restored draft, the other version of a conflict)
 * with another length gets fresh keys.
 */
export function useKeyedList(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, newKey));
  const current = keys.length === length ? keys : Array.from({ length }, (_, i) => keys[i] ?? newKey());
  if (current !== keys) setKeys(current);

  // Functional updates: an Undo clicked in a toast long after its render still inserts into the keys of now.
  const change = {
    add: () => setKeys((now) => [...now, newKey()]),
    insert: (index: number, key = newKey()) => {
      setKeys((now) => [...now.slice(0, index), key, ...now.slice(index)]);
      return key;
    },
    remove: (index: number) => {
      const key = current[index];
      setKeys((now) => now.filter((_, i) => i !== index));
      return key;
    },
    move: (from: number, to: number) => setKeys((now) => moved(now, from, to)),
  };
  return { keys: current, change };
}

/** The list with the item at `from` taken out and put back at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
