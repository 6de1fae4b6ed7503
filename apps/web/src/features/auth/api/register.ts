import type { AuthSession, RegisterBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { signInMutationKey, useFinishSignIn } from '../finish-sign-in.ts';
import { registerErrorMessage } from '../sign-in-errors.ts';

/** What sign-up sends: the name only when one was typed. */
export type RegisterInput = Omit<RegisterBody, 'fullName'> & Partial<Pick<RegisterBody, 'fullName'>>;

/** POST /api/v1/users/register (no bearer): creates the account and answers its session like a login. */
export const register = (body: RegisterInput) => api.post<AuthSession>('/v1/users/register', body, { auth: false });

/** Signs up, starts the session and goes to the dashboard; a refusal toasts the server's reason. */
export function useRegister() {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: register,
    onSuccess: finishSignIn,
    onError: (error) => {
      toast.error(registerErrorMessage(error));
    },
  });
}
