import { ACCOUNT_MESSAGES, type Passkey, type PasskeyFinishBody } from '@vitae/schema';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { passkeysQueryKey } from './get-passkeys.ts';
import { startPasskeyRegistration } from './start-passkey-registration.ts';

/** POST /api/v1/users/passkeys/register/finish (bearer): the browser's new credential; 201 with the passkey. */
export const finishPasskeyRegistration = (
  body: Omit<PasskeyFinishBody, 'response'> & { response: RegistrationResponseJSON },
) => api.post<Passkey>('/v1/users/passkeys/register/finish', body);

/** The whole ceremony: the server's options, the browser's prompt to create a passkey, the server's check. */
async function addPasskey(): Promise<Passkey> {
  const { challengeId, options } = await startPasskeyRegistration();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return finishPasskeyRegistration({ challengeId, response });
}

/**
 * Adds a passkey: it joins the list and a toast says so. A refusal toasts the server's words; a prompt the browser
 * could not finish or the person cancelled, passkeyFailed.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.passkeyAdded);
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    },
    onError: (error) => {
      console.error('Adding a passkey failed', error);
      toast.error(userMessage(error, ACCOUNT_MESSAGES.passkeyFailed));
    },
  });
}
