import type { CoverLetter, UpdateCoverLetterBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterQueryKey, getCoverLetter } from './get-cover-letter.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

/** The letter changed elsewhere since the version the save named: nothing was written; `current` is what is there. */
export class CoverLetterConflictError extends Error {
  constructor(
    message: string,
    readonly current: CoverLetter,
  ) {
    super(message);
    this.name = 'CoverLetterConflictError';
  }
}

/**
 * PATCH cover-letters/:id with only the fields that changed. With `version`, a letter changed since then rejects
 * with CoverLetterConflictError carrying the current letter (the 409's `data`, or read again).
 */
export async function updateCoverLetter(id: string, body: UpdateCoverLetterBody): Promise<CoverLetter> {
  try {
    return await api.patch<CoverLetter>(`/v1/users/cover-letters/${encodeURIComponent(id)}`, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const sent = error.data as CoverLetter | null;
      throw new CoverLetterConflictError(error.message, sent?._id === id ? sent : await getCoverLetter(id));
    }
    throw error;
  }
}

/** A rename from the dashboard (no version: a title alone never overwrites the body). */
export function useRenameCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => updateCoverLetter(id, { title }),
    onSuccess: async (renamed) => {
      // The editor, opened later, starts from the renamed letter and its new version (no needless 409).
      queryClient.setQueryData(coverLetterQueryKey(renamed._id), renamed);
      await queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
    },
    onError: (error) => {
      console.error('Renaming the cover letter failed', error);
      toast.error(userMessage(error));
    },
  });
}
