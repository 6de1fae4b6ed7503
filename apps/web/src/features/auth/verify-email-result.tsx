import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.tsx';
import { useVerifyEmail } from './api/verify-email.ts';
import { isLinkRefused } from './link-token.ts';

/**
 * Sends a mailed verification link's `token` once and says what came of it, with the way on: the dashboard when
 * signed in, else sign-in.
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const { user } = useSession();
  const verify = useVerifyEmail();
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
      Go to your dashboard
    </Link>
  ) : (
    <Link to="/auth/sign-in" className="text-violet-800 underline">
      Log in
    </Link>
  );

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <p role="status" className="mt-6 text-gray-700">
        Verifying...
      </p>
    );
  }
  return (
    <div className="mt-6 grid gap-4">
      {verify.isSuccess ? (
        <p role="status" className="text-gray-800">
          {verify.data.changed ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailVerified}
        </p>
      ) : (
        <p role="alert" className="text-red-700">
          {verify.isError ? userMessage(verify.error) : ACCOUNT_MESSAGES.verifyTokenInvalid}
        </p>
      )}
      {verify.isError && !isLinkRefused(verify.error) && (
        <Button variant="outline" className="justify-self-start" onClick={() => mutate({ token })}>
          Try again
        </Button>
      )}
      {wayOn}
    </div>
  );
}
