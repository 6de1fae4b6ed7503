import type { CoverLetterDraft } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export type DraftMode = 'offline' | 'ai';

/** An AI draft may take longer than an ordinary call (the server's own AI timeout bounds it). */
const DRAFT_TIMEOUT_MS = 60_000;

/** POST cover-letters/:id/draft {mode}: a proposed body; nothing is stored (docs/product.md, Cover letters). */
export const draftCoverLetter = (id: string, mode: DraftMode) =>
  api.post<CoverLetterDraft>(
    `/v1/users/cover-letters/${encodeURIComponent(id)}/draft`,
    { mode },
    { timeoutMs: DRAFT_TIMEOUT_MS },
  );

/** Asks for a draft; the caller shows it for the user to insert or not. A failure toasts the server's words. */
export function useDraftCoverLetter(id: string) {
  return useMutation({
    mutationFn: (mode: DraftMode) => draftCoverLetter(id, mode),
    onError: (error) => {
      console.error('Drafting the cover letter failed', error);
      toast.error(userMessage(error));
    },
  });
}
