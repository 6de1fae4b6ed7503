import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { needsSecondFactor, signInMutationKey, useFinishSignIn, type SignInAnswer } from '../finish-sign-in.ts';
import { googleErrorMessage } from '../sign-in-errors.ts';

/** POST /api/v1/users/google (no bearer) with Google's ID token, and nothing else. */
export const googleSignIn = (idToken: string) =>
  api.post<SignInAnswer>('/v1/users/google', { idToken }, { auth: false });

/**
 * Signs in with Google's ID token, starts the session and goes to the dashboard (or hands a two-factor challenge to
 * `onSecondFactor`); a refusal toasts why.
 */
export function useGoogleSignIn({ onSecondFactor }: { onSecondFactor: (challenge: string) => void }) {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: googleSignIn,
    onSuccess: async (answer) => {
      if (needsSecondFactor(answer)) onSecondFactor(answer.challenge);
      else await finishSignIn(answer);
    },
    onError: (error) => {
      toast.error(googleErrorMessage(error));
    },
  });
}
