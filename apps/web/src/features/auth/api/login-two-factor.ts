import { ACCOUNT_MESSAGES, type AuthSession, type TwoFactorLoginBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { signInMutationKey, useFinishSignIn } from '../finish-sign-in.ts';

/** POST /api/v1/users/login/two-factor (no bearer): the login's challenge and a TOTP or recovery code. */
export const loginTwoFactor = (body: TwoFactorLoginBody) =>
  api.post<AuthSession>('/v1/users/login/two-factor', body, { auth: false });

/** The challenge has expired (or was spent): the sign-in starts again from the password. */
export const isChallengeExpired = (error: unknown) =>
  error instanceof ApiError && error.message === ACCOUNT_MESSAGES.twoFactorChallengeInvalid;

/** Finishes a two-factor sign-in: the session, then the dashboard; a refusal toasts the server's words. */
export function useTwoFactorLogin() {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: loginTwoFactor,
    onSuccess: finishSignIn,
    onError: (error) => {
      toast.error(userMessage(error));
    },
  });
}
