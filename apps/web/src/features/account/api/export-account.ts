import { MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export const EXPORT_FILE_NAME = 'vitae-export.json';
/** The export streams every resume of the account: it may take longer than an ordinary call. */
export const EXPORT_TIMEOUT_MS = 120_000;

/**
 * GET /api/v1/users/me/export (bearer): the account and every resume as one JSON document (the API's envelope, as
 * the server streams it). An expired access token is refreshed once, like every other call.
 */
export async function fetchAccountExport(): Promise<Blob> {
  const blob = await apiBlob('/v1/users/me/export', { timeoutMs: EXPORT_TIMEOUT_MS });
  return blob.type ? blob : new Blob([blob], { type: 'application/json' });
}

/** Downloads the export as vitae-export.json; a refusal toasts the server's message. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchAccountExport(), EXPORT_FILE_NAME),
    onSuccess: () => {
      toast.success(MESSAGES.dataDownloaded);
    },
    onError: (error) => {
      console.error('Downloading the account data failed', error);
      toast.error(userMessage(error));
    },
  });
}
