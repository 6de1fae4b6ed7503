import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What a cached list holds: items the server names by `_id` (resumes, cover letters). */
export interface ListItem {
  _id: string;
}

/** Takes an item out of the cached list under `queryKey`; answers where it was (-1 when it was not there). */
export function removeFromList<T extends ListItem>(queryClient: QueryClient, queryKey: QueryKey, id: string): number {
  const index = queryClient.getQueryData<T[]>(queryKey)?.findIndex((entry) => entry._id === id) ?? -1;
  if (index >= 0) {
    queryClient.setQueryData<T[]>(queryKey, (list) => list?.filter((entry) => entry._id !== id));
  }
  return index;
}

/** Puts an item back into the cached list at `index` (a deletion undone or refused), unless it is there. */
export function restoreToList<T extends ListItem>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  item: T,
  index: number,
): void {
  queryClient.setQueryData<T[]>(queryKey, (list) => {
    if (!list || list.some((entry) => entry._id === item._id)) return list;
    const at = index < 0 ? 0 : Math.min(index, list.length);
    return [...list.slice(0, at), item, ...list.slice(at)];
  });
}
