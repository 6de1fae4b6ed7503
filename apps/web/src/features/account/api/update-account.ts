import { ACCOUNT_MESSAGES, isEmailChange, MESSAGES, type UpdateAccountBody, type User } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/**
 * PUT /api/auth/update-account (bearer): name, email or avatar. A new email needs `currentPassword` (400 without,
 * 401 wrong, 400 for a Google-only account) and must be free (409); it is not changed at once: a link is mailed to
 * it, and the answer's user still has the old one.
 */
export const updateAccount = (body: UpdateAccountBody) =>
  apiRequest<User>('/auth/update-account', { method: 'PUT', body });

/** What the toast says: a new email waits for its link (emailChangeSent); anything else is saved ("Account updated."). */
export function updateAccountMessage(body: UpdateAccountBody, updated: User): string {
  const { email } = body;
  const pending = email !== undefined && isEmailChange(updated.email, email);
  return pending ? ACCOUNT_MESSAGES.emailChangeSent(email) : MESSAGES.accountUpdated;
}

/** Toasts what was done and refreshes the session's user; a refusal toasts the server's message. */
export function useUpdateAccount() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (updated, body) => {
      toast.success(updateAccountMessage(body, updated));
      await refreshUser();
    },
    onError: (error) => {
      console.error('Updating the account failed', error);
      toast.error(userMessage(error));
    },
  });
}
