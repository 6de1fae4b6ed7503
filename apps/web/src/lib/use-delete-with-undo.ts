import { MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { removeFromList, restoreToList, type ListItem } from './cached-list.ts';
import { toast } from './toast.ts';

export interface DeleteWithUndoOptions<T extends ListItem> {
  /** The cached list the item is taken out of (and put back into). */
  listQueryKey: QueryKey;
  /** Sends the deletion; `keepalive` when the page is being left, so the request outlives it. */
  send: (item: T, options: { keepalive: boolean }) => Promise<unknown>;
  /** How long the deletion can be undone before it is sent. */
  undoMs: number;
  /** Names the toast, one per item (`<prefix>:<id>`). */
  toastIdPrefix: string;
  /** The toast's words, and its description (the item's title). */
  deletedMessage: string;
  describe: (item: T) => string;
  /** What the error toast says when the server refused. */
  errorMessage: (error: unknown) => string;
  /** For the console, when the deletion failed. */
  failureLog: string;
  /** After the server deleted it (drop the item's own cache, refresh its Trash). */
  onDeleted?: (queryClient: QueryClient, item: T) => void;
  /** After Undo put it back. */
  onUndone?: (item: T) => void;
}

interface Pending<T> {
  item: T;
  index: number;
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deleting from a list, undoable for `undoMs` (docs/product.md): `schedule(item)` (after the user confirmed) takes
 * the card out of the list at once and toasts `deletedMessage` with Undo. Undo puts it back and sends nothing;
 * otherwise the deletion is sent when the time is up. If it fails, the card comes back with an error toast.
 *
 * A confirmed deletion is never left half done: when the list goes away (another page), or the tab is hidden or
 * closed, every deletion still waiting is sent at once (with `keepalive`, so it survives the page), and its Undo is
 * gone. `hidden` holds the ids to leave out of the list until the server has answered, so a refetch in between
 * cannot bring a card back. Resumes and cover letters share this one mechanism.
 */
export function useDeleteWithUndo<T extends ListItem>(options: DeleteWithUndoOptions<T>) {
  // `options` is meant to be a constant of the caller's module: the callbacks below read it when they run.
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, Pending<T>>());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const hide = useCallback((id: string, yes: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (yes) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const { mutate } = useMutation({
    mutationFn: ({ item, keepalive }: { item: T; index: number; keepalive: boolean }) =>
      options.send(item, { keepalive }),
    onSuccess: (_data, { item }) => {
      options.onDeleted?.(queryClient, item);
    },
    onError: (error, { item, index }) => {
      console.error(options.failureLog, error);
      restoreToList(queryClient, options.listQueryKey, item, index);
      toast.error(options.errorMessage(error));
    },
    onSettled: (_data, _error, { item }) => {
      hide(item._id, false);
      void queryClient.invalidateQueries({ queryKey: options.listQueryKey });
    },
  });

  /** Sends a waiting deletion now. */
  const commit = useCallback(
    (id: string, keepalive = false) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      toast.dismiss(entry.toastId);
      mutate({ item: entry.item, index: entry.index, keepalive });
    },
    [mutate],
  );

  /** Puts a waiting deletion's card back; nothing is sent. */
  const undo = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      restoreToList(queryClient, options.listQueryKey, entry.item, entry.index);
      hide(id, false);
      options.onUndone?.(entry.item);
    },
    [queryClient, hide, options],
  );

  const schedule = useCallback(
    (item: T) => {
      if (pending.current.has(item._id)) return;
      const { listQueryKey, undoMs, toastIdPrefix, deletedMessage, describe } = options;
      // A list fetch already on its way would bring the card back.
      void queryClient.cancelQueries({ queryKey: listQueryKey });
      const index = removeFromList(queryClient, listQueryKey, item._id);
      hide(item._id, true);
      const toastId = `${toastIdPrefix}:${item._id}`;
      const timer = setTimeout(() => commit(item._id), undoMs);
      pending.current.set(item._id, { item, index, timer, toastId });
      toast.success(deletedMessage, {
        id: toastId,
        description: describe(item),
        duration: undoMs,
        action: { label: MESSAGES.undo, onClick: () => undo(item._id) },
      });
    },
    [queryClient, hide, commit, undo, options],
  );

  useEffect(() => {
    const waiting = pending.current;
    const flush = (keepalive: boolean) => {
      for (const id of [...waiting.keys()]) commit(id, keepalive);
    };
    const onPageHide = () => flush(true);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      flush(false);
    };
  }, [commit]);

  return { schedule, hidden };
}
