import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedResumeQueryKey } from './get-shared-resume.ts';

/**
 * POST public/resumes/:slug/unlock: a right password sets an httpOnly cookie that opens the page and the PDF in
 * this browser; a wrong one answers 401 (not the session's: no refresh), too many 429.
 */
export const unlockSharedResume = (slug: string, password: string) =>
  api.post<null>(`/v1/public/resumes/${encodeURIComponent(slug)}/unlock`, { password }, { auth: false });

/** Gives the password; once right, the page is read again. A refusal is shown by the form, where it was typed. */
export function useUnlockSharedResume(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unlockSharedResume(slug, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedResumeQueryKey(slug) }),
  });
}
