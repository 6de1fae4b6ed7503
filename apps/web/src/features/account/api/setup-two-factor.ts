import type { TwoFactorSetup } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/** POST /api/v1/users/two-factor/setup (bearer): a new secret and its otpauth URL (409 when two-factor is on). */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/v1/users/two-factor/setup');

/** Starts turning two-factor on; a refusal toasts why, and the account is read again (it may be on already). */
export function useSetupTwoFactor() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: setupTwoFactor,
    onError: async (error) => {
      console.error('Starting two-factor setup failed', error);
      toast.error(userMessage(error));
      await refreshUser();
    },
  });
}
