import type { LoginBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { needsSecondFactor, signInMutationKey, useFinishSignIn, type SignInAnswer } from '../finish-sign-in.ts';
import { loginErrorMessage } from '../sign-in-errors.ts';

/** POST /api/v1/users/login (no bearer): the session's tokens and user, or a challenge when two-factor is on. */
export const login = (body: LoginBody) => api.post<SignInAnswer>('/v1/users/login', body, { auth: false });

/**
 * Logs in, starts the session and goes to the dashboard; an account with two-factor sign-in hands its challenge to
 * `onSecondFactor` instead. A refusal toasts its status's message (sign-in-errors.ts).
 */
export function useLogin({ onSecondFactor }: { onSecondFactor: (challenge: string) => void }) {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: login,
    onSuccess: async (answer) => {
      if (needsSecondFactor(answer)) onSecondFactor(answer.challenge);
      else await finishSignIn(answer);
    },
    onError: (error) => {
      toast.error(loginErrorMessage(error));
    },
  });
}
