import { listMessages, MESSAGES, type Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { removeFromResumes, restoreToResumes, resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';

/** How long a confirmed deletion can be undone before it is sent. */
export const DELETE_UNDO_MS = 5000;

/** Deletes the resume; throws "Failed to delete resume" with the server message, or "Error deleting resume." */
export async function deleteResume(id: string, options: { keepalive?: boolean } = {}): Promise<void> {
  try {
    await api.delete<null>(`/v1/users/delete-resume/${encodeURIComponent(id)}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, `${MESSAGES.resumeDeleteHelper}: ${error.message}`);
    }
    throw new Error(MESSAGES.resumeDeleteHelperFallback);
  }
}

interface DeleteVariables {
  resume: Resume;
  /** Where it was in the list, to put it back there. */
  index: number;
  /** Sent while the page is being left: the request must outlive it. */
  keepalive: boolean;
}

interface PendingDelete {
  resume: Resume;
  index: number;
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deleting from the dashboard, undoable for DELETE_UNDO_MS: `schedule(resume)` (after the user confirmed) takes the
 * card out of the list at once and toasts "Resume deleted successfully." with Undo. Undo puts it back and sends
 * nothing; otherwise DELETE is sent when the time is up. If it fails, the card comes back with an error toast.
 *
 * A confirmed deletion is never left half done: when the dashboard goes away (another page), or the tab is hidden
 * or closed, every deletion still waiting is sent at once (with `keepalive`, so it survives the page), and its Undo
 * is gone. `hidden` holds the ids to leave out of the list until the server has answered, so a refetch in between
 * cannot bring a card back.
 */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, PendingDelete>());
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
    mutationFn: ({ resume, keepalive }: DeleteVariables) => deleteResume(resume._id, { keepalive }),
    onSuccess: (_data, { resume }) => {
      queryClient.removeQueries({ queryKey: resumeQueryKey(resume._id) });
    },
    onError: (error, { resume, index }) => {
      console.error('Deleting the resume failed', error);
      restoreToResumes(queryClient, resume, index);
      toast.error(error instanceof Error && error.message ? MESSAGES.resumeDeleteFailed : MESSAGES.resumeDeleteError);
    },
    onSettled: (_data, _error, { resume }) => {
      hide(resume._id, false);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
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
      mutate({ resume: entry.resume, index: entry.index, keepalive });
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
      restoreToResumes(queryClient, entry.resume, entry.index);
      hide(id, false);
      toast.success(listMessages.restored(entry.resume.resumeTitle));
    },
    [queryClient, hide],
  );

  const schedule = useCallback(
    (resume: Resume) => {
      if (pending.current.has(resume._id)) return;
      // A list fetch already on its way would bring the card back.
      void queryClient.cancelQueries({ queryKey: resumesQueryKey });
      const index = removeFromResumes(queryClient, resume._id);
      hide(resume._id, true);
      const toastId = `delete-resume:${resume._id}`;
      const timer = setTimeout(() => commit(resume._id), DELETE_UNDO_MS);
      pending.current.set(resume._id, { resume, index, timer, toastId });
      toast.success(MESSAGES.resumeDeleted, {
        id: toastId,
        description: resume.resumeTitle,
        duration: DELETE_UNDO_MS,
        action: { label: MESSAGES.undo, onClick: () => undo(resume._id) },
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
