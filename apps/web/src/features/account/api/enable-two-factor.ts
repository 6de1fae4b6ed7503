import { ACCOUNT_MESSAGES, type RecoveryCodes } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/** POST /api/v1/users/two-factor/enable (bearer) with the app's first code: the recovery codes (400 wrong code). */
export const enableTwoFactor = (body: { code: string }) => api.post<RecoveryCodes>('/v1/users/two-factor/enable', body);

/** Turns two-factor on: toasts so and reads the account again; a refusal toasts the server's words. */
export function useEnableTwoFactor() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.twoFactorEnabled);
      await refreshUser();
    },
    onError: (error) => {
      console.error('Turning two-factor on failed', error);
      toast.error(userMessage(error));
    },
  });
}
