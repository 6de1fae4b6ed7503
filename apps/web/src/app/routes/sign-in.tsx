import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { signInMutationKey } from '../../features/auth/finish-sign-in.ts';
import { GoogleButton } from '../../features/auth/google-button.tsx';
import { PasskeySignInButton } from '../../features/auth/passkey-sign-in-button.tsx';
import { TwoFactorStep } from '../../features/auth/two-factor-step.tsx';

/**
 * Log in (a password, a passkey or Google, then a second factor when the account has two-factor on) or sign up. An
 * invitation link opens it at sign-up with its `?invite=` token.
 */
export function SignInPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite') || undefined;
  const [mode, setMode] = useState<'login' | 'signup'>(inviteToken ? 'signup' : 'login');
  const [challenge, setChallenge] = useState<string>();
  const [backFromSecondStep, setBackFromSecondStep] = useState(false);
  // A sign-in under way goes to the dashboard itself once its session is started.
  const signingIn = useIsMutating({ mutationKey: signInMutationKey }) > 0;
  const t = useT();

  if (user && !signingIn) return <Navigate to="/dashboard/" replace />;

  if (challenge) {
    return (
      <AuthCard title={t('signIn.twoFactorTitle')}>
        <TwoFactorStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(undefined);
            setBackFromSecondStep(true);
          }}
        />
      </AuthCard>
    );
  }

  const isLogin = mode === 'login';
  return (
    <AuthCard title={t(isLogin ? 'signIn.loginTitle' : 'signIn.signupTitle')}>
      <CredentialsForm
        mode={mode}
        inviteToken={inviteToken}
        focusEmail={backFromSecondStep}
        onSecondFactor={setChallenge}
      />
      <div className="my-4 text-center text-sm text-gray-600">{t('signIn.or')}</div>
      <div className="grid gap-2">
        {isLogin && <PasskeySignInButton />}
        <GoogleButton onSecondFactor={setChallenge} />
      </div>
      <p className="mt-4 text-center text-sm text-gray-700">
        {t(isLogin ? 'signIn.noAccount' : 'signIn.haveAccount')}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setMode(isLogin ? 'signup' : 'login')}>
          {t(isLogin ? 'signIn.signUp' : 'signIn.logIn')}
        </Button>
      </p>
      <p className="mt-4 text-center text-xs text-gray-600">
        <FormattedMessage
          id="signIn.agree"
          values={{
            terms: (words) => (
              <Link to="/terms" className="underline">
                {words}
              </Link>
            ),
            privacy: (words) => (
              <Link to="/privacy" className="underline">
                {words}
              </Link>
            ),
          }}
        />
      </p>
    </AuthCard>
  );
}
