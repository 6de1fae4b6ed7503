import type { AuthSession, TwoFactorChallenge } from '@vitae/schema';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth.tsx';

/** Every sign-in mutation's key: the sign-in page knows one is under way (and leaves the navigating to it). */
export const signInMutationKey = ['sign-in'] as const;

/** What a password or Google sign-in answers: the session, or a challenge for the second factor. */
export type SignInAnswer = AuthSession | TwoFactorChallenge;

export const needsSecondFactor = (answer: SignInAnswer): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

/** Starts the session a sign-in answered (both tokens and the user) and goes to the dashboard. */
export function useFinishSignIn() {
  const { startSession } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (session: AuthSession) => {
      startSession(session);
      await navigate('/dashboard/');
    },
    [startSession, navigate],
  );
}
