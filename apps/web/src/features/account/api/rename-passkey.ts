import { ACCOUNT_MESSAGES, type Passkey } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/** PATCH /api/v1/users/passkeys/:id (bearer) with its new name. */
export const renamePasskey = ({ id, name }: { id: string; name: string }) =>
  api.patch<Passkey>(`/v1/users/passkeys/${encodeURIComponent(id)}`, { name });

/** Renames a passkey: the list shows the new name and a toast says so (or why not). */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.passkeyRenamed);
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    },
    onError: (error) => {
      console.error('Renaming the passkey failed', error);
      toast.error(userMessage(error));
    },
  });
}
