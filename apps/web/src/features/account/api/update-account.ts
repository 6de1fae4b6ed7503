import { MESSAGES, type UpdateAccountBody, type User } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/**
 * PUT /api/auth/update-account (bearer): name, email or avatar. A new email needs `currentPassword` (400 without,
 * 401 wrong, 400 for a Google-only account) and must be free (409).
 */
export const updateAccount = (body: UpdateAccountBody) =>
  apiRequest<User>('/auth/update-account', { method: 'PUT', body });

/** Toasts "Account updated." and refreshes the session's user; a refusal toasts the server's message. */
export function useUpdateAccount() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async () => {
      toast.success(MESSAGES.accountUpdated);
      await refreshUser();
    },
    onError: (error) => {
      console.error('Updating the account failed', error);
      toast.error(userMessage(error));
    },
  });
}
