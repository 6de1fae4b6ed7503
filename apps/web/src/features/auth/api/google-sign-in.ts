import type { AuthSession } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { googleErrorMessage } from '../sign-in-errors.ts';

/** POST /api/v1/users/google (no bearer) with Google's ID token, and nothing else. */
export const googleSignIn = (idToken: string) =>
  api.post<AuthSession>('/v1/users/google', { idToken }, { auth: false });

/** Signs in with Google's ID token, starts the session and goes to the dashboard; a refusal toasts why. */
export function useGoogleSignIn() {
  const { startSession } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: googleSignIn,
    onSuccess: async (session) => {
      startSession(session);
      await navigate('/dashboard/');
    },
    onError: (error) => {
      toast.error(googleErrorMessage(error));
    },
  });
}
