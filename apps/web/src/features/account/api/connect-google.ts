import { MESSAGES, type ConnectGoogleBody, type User } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/**
 * POST /api/v1/users/connect-google (bearer) with a Google ID token: password accounts confirm with their password
 * (400 without, 401 wrong); a Google identity linked to another account answers 409.
 */
export const connectGoogle = (body: ConnectGoogleBody) =>
  apiRequest<User>('/v1/users/connect-google', { method: 'POST', body });

/** Toasts "Google is now connected to your account." and refreshes the session's user; a refusal toasts the server's message. */
export function useConnectGoogle() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: connectGoogle,
    onSuccess: async () => {
      toast.success(MESSAGES.googleConnected);
      await refreshUser();
    },
    onError: (error) => {
      console.error('Connecting Google failed', error);
      toast.error(userMessage(error));
    },
  });
}
