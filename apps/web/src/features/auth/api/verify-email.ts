import type { VerifyEmailBody, VerifyEmailResult } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';

/** POST /api/v1/users/verify-email (no bearer): the address verified, or changed to the confirmed one. */
export const verifyEmail = (body: VerifyEmailBody) =>
  api.post<VerifyEmailResult>('/v1/users/verify-email', body, { auth: false });

/** Verifies a mailed link's token; a signed-in user is read again, so the page shows the address as it is now. */
export function useVerifyEmail() {
  const { user, refreshUser } = useSession();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      if (user) await refreshUser();
    },
  });
}
