import { ACCOUNT_MESSAGES, type AuthSession, type PasskeyFinishBody } from '@vitae/schema';
import {
  startAuthentication,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { signInMutationKey, useFinishSignIn } from '../finish-sign-in.ts';
import { startPasskeyLogin } from './start-passkey-login.ts';

type FinishPasskeyLoginBody = Pick<PasskeyFinishBody, 'challengeId'> & {
  response: AuthenticationResponseJSON;
  challenge?: string;
};

/** POST /api/v1/users/login/passkey/finish (no bearer): the browser's assertion for the options handed out. */
export const finishPasskeyLogin = (body: FinishPasskeyLoginBody) =>
  api.post<AuthSession>('/v1/users/login/passkey/finish', body, { auth: false });

/** The whole ceremony: the server's options, the browser's passkey prompt, the server's check. */
async function signInWithPasskey({ challenge }: { challenge?: string }): Promise<AuthSession> {
  const secondFactor = challenge ? { challenge } : {};
  const { challengeId, options } = await startPasskeyLogin(secondFactor);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return finishPasskeyLogin({ challengeId, response, ...secondFactor });
}

/**
 * Signs in with a passkey (alone, or as the second factor of a login's `challenge`), then the dashboard. A refusal
 * toasts the server's words; a prompt the browser could not finish or the person cancelled, passkeyFailed.
 */
export function usePasskeyLogin() {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationKey: signInMutationKey,
    mutationFn: signInWithPasskey,
    onSuccess: finishSignIn,
    onError: (error) => {
      console.error('Signing in with a passkey failed', error);
      toast.error(userMessage(error, ACCOUNT_MESSAGES.passkeyFailed));
    },
  });
}
