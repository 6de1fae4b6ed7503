import { MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  readableMessage,
  refreshTokens,
  statusMessage,
  tokens,
  unreachable,
} from '../../../lib/api-client.ts';
import { errorMessage } from '../form-errors.ts';
import { toast } from '../../../lib/toast.ts';

export const EXPORT_FILE_NAME = 'vitae-export.json';
/** The export streams every resume of the account: it may take longer than an ordinary call. */
export const EXPORT_TIMEOUT_MS = 120_000;

async function requestExport(): Promise<Response> {
  const access = tokens.access();
  try {
    return await fetch(`${API_BASE}/v1/users/me/export`, {
      headers: { Accept: 'application/json', ...(access ? { Authorization: `Bearer ${access}` } : {}) },
      credentials: 'include',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
  } catch (error) {
    throw unreachable(error);
  }
}

/**
 * GET /api/v1/users/me/export (bearer): the account and every resume as one JSON document (the API's envelope, as
 * the server streams it). An expired access token is refreshed once, like every other call.
 */
export async function fetchAccountExport(): Promise<Blob> {
  let response = await requestExport();
  if (response.status === 401 && tokens.refresh() && (await refreshTokens())) response = await requestExport();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, readableMessage(body.message) ?? statusMessage(response.status));
  }
  const blob = await response.blob();
  return blob.type ? blob : new Blob([blob], { type: 'application/json' });
}

/** Saves a blob under a file name through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
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
      toast.error(errorMessage(error));
    },
  });
}
