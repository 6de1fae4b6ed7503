import { MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, tokens, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

export interface DeleteAccountInput {
  /** Password accounts confirm with their password (400 without or wrong); Google-only accounts send none. */
  password?: string;
}

/** DELETE /api/v1/users/me (bearer): the account, its resumes and its sessions. */
export const deleteAccount = ({ password }: DeleteAccountInput) =>
  apiRequest<null>('/v1/users/me', { method: 'DELETE', body: password === undefined ? {} : { password } });

/**
 * Toasts "Your account and all its resumes have been deleted.", ends the session here (its tokens are gone with
 * the account), forgets what was cached for it and goes to sign-in; a refusal toasts the server's message.
 */
export function useDeleteAccount() {
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(MESSAGES.accountDeleted);
      tokens.clear();
      // Without tokens this only marks the session signed out.
      await refreshUser();
      // The account's resumes and anything else no screen is showing.
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      await navigate('/auth/sign-in', { replace: true });
    },
    onError: (error) => {
      console.error('Deleting the account failed', error);
      toast.error(userMessage(error));
    },
  });
}
