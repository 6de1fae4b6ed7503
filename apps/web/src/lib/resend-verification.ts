import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiAnswer, userMessage } from './api-client.ts';
import { useSession } from './auth.tsx';
import { toast } from './toast.ts';

/**
 * POST /api/v1/users/resend-verification (bearer): mails a new verification link, or says the address is verified
 * already. Shared by the protected layout's banner and the account page.
 */
export const resendVerification = () => apiAnswer<null>('/v1/users/resend-verification', { method: 'POST' });

/** Toasts the server's answer; an address verified meanwhile (on another device) is read again. */
export function useResendVerification() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: async ({ message }) => {
      toast.success(message ?? ACCOUNT_MESSAGES.verificationSent);
      if (message === ACCOUNT_MESSAGES.alreadyVerified) await refreshUser();
    },
    onError: (error) => {
      console.error('Sending the verification link failed', error);
      toast.error(userMessage(error));
    },
  });
}
