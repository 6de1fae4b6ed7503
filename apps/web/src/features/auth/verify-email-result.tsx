import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { isLinkRefused } from './link-token.ts';

/**
 * Sends a mailed verification link's `token` once and says what came of it, with the way on: the dashboard when
 * signed in, else sign-in.
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const { user } = useSession();
  const verify = useVerifyEmail();
  const t = useT();
  const { mutate } = verify;
  // A token is spent by its first use: the effect running twice (React's StrictMode) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const wayOn = user ? (
    <Link to="/dashboard" className="text-violet-800 underline">
      {t('auth.verify.dashboard')}
    </Link>
  ) : (
    <Link to="/auth/sign-in" className="text-violet-800 underline">
      {t('signIn.logIn')}
    </Link>
  );

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <p role="status" className="mt-6 text-gray-700">
        {t('auth.verify.verifying')}
      </p>
    );
  }
  return (
    <div className="mt-6 grid gap-4">
      {verify.isSuccess ? (
        <p role="status" className="text-gray-800">
          {translated(verify.data.changed ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailVerified)}
        </p>
      ) : (
        <p role="alert" className="text-red-700">
          {translated(verify.isError ? userMessage(verify.error) : ACCOUNT_MESSAGES.verifyTokenInvalid)}
        </p>
      )}
      {verify.isError && !isLinkRefused(verify.error) && (
        <Button variant="outline" className="justify-self-start" onClick={() => mutate({ token })}>
          {t('auth.verify.tryAgain')}
        </Button>
      )}
      {wayOn}
    </div>
  );
}
