import { ACCOUNT_MESSAGES, type ResetPasswordBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, tokens, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { isLinkRefused } from '../link-token.ts';

/** POST /api/v1/users/reset-password (no bearer): 400 for a used, expired or unknown token. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<null>('/v1/users/reset-password', body, { auth: false });

/**
 * Sets the new password and goes to sign-in with "Your password has been changed…": the reset ends every session of
 * the account, so one held here is cleared too. A refused link is for the page to show; other failures toast.
 */
export function useResetPassword() {
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.passwordReset);
      tokens.clear();
      // Without tokens this only marks the session signed out.
      await refreshUser();
      await navigate('/auth/sign-in', { replace: true });
    },
    onError: (error) => {
      if (!isLinkRefused(error)) toast.error(userMessage(error));
    },
  });
}
