import type { ForgotPasswordBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /api/v1/users/forgot-password (no bearer): the same answer whether or not the address has an account. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<null>('/v1/users/forgot-password', body, { auth: false });

/** Asks for a reset link; a refusal (too many requests, no network) toasts why. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    onError: (error) => {
      toast.error(userMessage(error));
    },
  });
}
