import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/** DELETE /api/v1/users/passkeys/:id (bearer). */
export const removePasskey = (id: string) => api.delete<null>(`/v1/users/passkeys/${encodeURIComponent(id)}`);

/** Removes a passkey: it leaves the list and a toast says so (or why not, e.g. the last way to sign in). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.passkeyRemoved);
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    },
    onError: (error) => {
      console.error('Removing the passkey failed', error);
      toast.error(userMessage(error));
    },
  });
}
