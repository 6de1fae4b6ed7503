import { COVER_LETTER_MESSAGES, MESSAGES, type CoverLetter } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterQueryKey } from './get-cover-letter.ts';
import { coverLettersQueryKey, removeFromCoverLetters, restoreToCoverLetters } from './get-cover-letters.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';

/** How long a deletion can be undone before it is sent (as for resumes). */
export const DELETE_LETTER_UNDO_MS = 5000;

/** DELETE cover-letters/:id: the letter goes to Trash. */
export const deleteCoverLetter = (id: string, options: { keepalive?: boolean } = {}) =>
  api.delete<null>(`/v1/users/cover-letters/${encodeURIComponent(id)}`, options);

interface Pending {
  letter: CoverLetter;
  index: number;
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deleting from the dashboard, as resumes are (docs/product.md, Cover letters): `schedule(letter)` takes the card
 * away at once and toasts "Cover letter moved to Trash." with Undo; Undo puts it back and sends nothing, else DELETE
 * is sent when the time is up (a failure brings the card back with the server's words). Leaving the page or hiding
 * the tab sends every waiting deletion at once (keepalive), so a confirmed deletion is never left half done.
 */
export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, Pending>());
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
    mutationFn: ({ letter, keepalive }: { letter: CoverLetter; index: number; keepalive: boolean }) =>
      deleteCoverLetter(letter._id, { keepalive }),
    onSuccess: (_data, { letter }) => {
      queryClient.removeQueries({ queryKey: coverLetterQueryKey(letter._id) });
      void queryClient.invalidateQueries({ queryKey: coverLetterTrashQueryKey });
    },
    onError: (error, { letter, index }) => {
      console.error('Deleting the cover letter failed', error);
      restoreToCoverLetters(queryClient, letter, index);
      toast.error(userMessage(error));
    },
    onSettled: (_data, _error, { letter }) => {
      hide(letter._id, false);
      void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
    },
  });

  const commit = useCallback(
    (id: string, keepalive = false) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      toast.dismiss(entry.toastId);
      mutate({ letter: entry.letter, index: entry.index, keepalive });
    },
    [mutate],
  );

  const undo = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      restoreToCoverLetters(queryClient, entry.letter, entry.index);
      hide(id, false);
    },
    [queryClient, hide],
  );

  const schedule = useCallback(
    (letter: CoverLetter) => {
      if (pending.current.has(letter._id)) return;
      void queryClient.cancelQueries({ queryKey: coverLettersQueryKey });
      const index = removeFromCoverLetters(queryClient, letter._id);
      hide(letter._id, true);
      const toastId = `delete-cover-letter:${letter._id}`;
      const timer = setTimeout(() => commit(letter._id), DELETE_LETTER_UNDO_MS);
      pending.current.set(letter._id, { letter, index, timer, toastId });
      toast.success(COVER_LETTER_MESSAGES.deleted, {
        id: toastId,
        description: letter.title,
        duration: DELETE_LETTER_UNDO_MS,
        action: { label: MESSAGES.undo, onClick: () => undo(letter._id) },
      });
    },
    [queryClient, hide, commit, undo],
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
