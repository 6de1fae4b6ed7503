import { MESSAGES, type ChangePasswordBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * POST /api/auth/change-password (bearer): 400 for a wrong current password or a too short new one. Every other
 * session of the account ends; this one stays, with the tokens it holds, so nothing is stored anew.
 */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<null>('/auth/change-password', { method: 'POST', body });

/** Toasts "Password changed."; a refusal toasts the server's message. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(MESSAGES.passwordChanged);
    },
    onError: (error) => {
      console.error('Changing the password failed', error);
      toast.error(userMessage(error));
    },
  });
}
