import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { VERSION_MESSAGES, type SaveVersionBody } from '@vitae/schema';
import { userMessage } from './api-client.ts';
import { toast } from './toast.ts';

/*
 * History's two writes, one mechanism for resumes and cover letters (docs/product.md, History; Cover letters): each
 * side passes its endpoint and the caches it touches, as a constant of its api file.
 */

export interface SaveVersionInput extends SaveVersionBody {
  id: string;
  /** Runs first (the editor saves what is waiting): the server snapshots the stored document. */
  beforeSave?: (() => Promise<unknown>) | undefined;
}

export interface RestoreVersionInput {
  id: string;
  versionId: string;
  /** Runs first (the editor saves what is waiting, so the snapshot taken before the restore holds it). */
  beforeRestore?: (() => Promise<unknown>) | undefined;
}

export interface SaveVersionOptions<TVersion> {
  saveVersion: (id: string, body: SaveVersionBody) => Promise<TVersion>;
  versionsQueryKey: (id: string) => QueryKey;
}

/** "Save version": saves pending edits, then the version; the list shows it, a toast says so (or why not). */
export function useSaveVersion<TVersion>({ saveVersion, versionsQueryKey }: SaveVersionOptions<TVersion>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, beforeSave }: SaveVersionInput) => {
      await beforeSave?.();
      return saveVersion(id, { name });
    },
    onSuccess: async (_saved, { id }) => {
      toast.success(VERSION_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) });
    },
    onError: (error) => {
      console.error('Saving the version failed', error);
      toast.error(userMessage(error));
    },
  });
}

export interface RestoreVersionOptions<TDoc> {
  restoreVersion: (id: string, versionId: string) => Promise<TDoc>;
  /** The document's own cache, which becomes the restored one. */
  docQueryKey: (id: string) => QueryKey;
  versionsQueryKey: (id: string) => QueryKey;
  /** The list of documents (its titles, dates), read again. */
  listQueryKey: QueryKey;
}

/** Restores a version: the cached document becomes the restored one, History gains the snapshot; errors toast. */
export function useRestoreVersion<TDoc>({
  restoreVersion,
  docQueryKey,
  versionsQueryKey,
  listQueryKey,
}: RestoreVersionOptions<TDoc>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, versionId, beforeRestore }: RestoreVersionInput) => {
      await beforeRestore?.();
      return restoreVersion(id, versionId);
    },
    onSuccess: (restored, { id }) => {
      queryClient.setQueryData(docQueryKey(id), restored);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: listQueryKey });
    },
    onError: (error) => {
      console.error('Restoring the version failed', error);
      toast.error(userMessage(error));
    },
  });
}
