import type { AuthSession, LoginBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { loginErrorMessage } from '../sign-in-errors.ts';

/** POST /api/v1/users/login (no bearer): the session's tokens and user. */
export const login = (body: LoginBody) => api.post<AuthSession>('/v1/users/login', body, { auth: false });

/** Logs in, starts the session and goes to the dashboard; a refusal toasts its status's message (sign-in-errors.ts). */
export function useLogin() {
  const { startSession } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async (session) => {
      startSession(session);
      await navigate('/dashboard/');
    },
    onError: (error) => {
      toast.error(loginErrorMessage(error));
    },
  });
}
