import { ACCOUNT_MESSAGES, type TwoFactorDisableBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/** POST /api/v1/users/two-factor/disable (bearer) with a code or the password (400 when it is wrong). */
export const disableTwoFactor = (body: TwoFactorDisableBody) => api.post<null>('/v1/users/two-factor/disable', body);

/** Turns two-factor off: toasts so and reads the account again; a refusal toasts the server's words. */
export function useDisableTwoFactor() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.twoFactorDisabled);
      await refreshUser();
    },
    onError: (error) => {
      console.error('Turning two-factor off failed', error);
      toast.error(userMessage(error));
    },
  });
}
