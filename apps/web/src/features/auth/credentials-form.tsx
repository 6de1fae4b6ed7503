import { zodResolver } from '@hookform/resolvers/zod';
import { setupSignUpFormSchema, signInFormSchema, signUpFormSchema, type SignUpForm } from '@vitae/schema';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useLogin } from './api/login.ts';
import { useRegister } from './api/register.ts';
import { signUpOffer } from './sign-up-offer.ts';

/** Every field either form may have: logging in reads email and password only. */
type CredentialsValues = SignUpForm & { setupToken?: string };

/**
 * The email-and-password form, logging in or signing up (as the instance allows: see sign-up-offer.ts). A login
 * that needs a second factor hands its challenge to `onSecondFactor`.
 */
export function CredentialsForm({
  mode,
  inviteToken,
  focusEmail = false,
  onSecondFactor,
}: {
  mode: 'login' | 'signup';
  inviteToken: string | undefined;
  /** Take the focus on showing (back from the second step). */
  focusEmail?: boolean;
  onSecondFactor: (challenge: string) => void;
}) {
  const config = usePublicConfig();
  const login = useLogin({ onSecondFactor });
  const register = useRegister();
  const isLogin = mode === 'login';
  const t = useT();
  const offer = isLogin ? ({ kind: 'form', setupToken: false } as const) : signUpOffer(config.data, inviteToken);
  const withSetupToken = offer.kind === 'form' && offer.setupToken;
  const form = useForm<CredentialsValues>({
    // Logging in checks that both fields are there and the email is one (its answer has no name); signing up also
    // checks the password as the server will.
    resolver: (isLogin
      ? zodResolver(signInFormSchema)
      : zodResolver(withSetupToken ? setupSignUpFormSchema : signUpFormSchema)) as Resolver<CredentialsValues>,
    defaultValues: { fullName: '', email: '', password: '', setupToken: '' },
  });
  const { errors } = form.formState;
  const busy = login.isPending || register.isPending;

  // Switching between logging in and signing up starts without the other form's messages.
  useEffect(() => form.clearErrors(), [form, mode]);
  useEffect(() => {
    if (focusEmail) form.setFocus('email');
  }, [form, focusEmail]);

  if (offer.kind === 'refused') {
    return (
      <p role="status" className="mt-6 text-gray-800">
        {translated(offer.message)}
      </p>
    );
  }

  const onSubmit = form.handleSubmit(({ email, password, fullName, setupToken }) => {
    if (isLogin) login.mutate({ email, password });
    else {
      register.mutate({
        email,
        password,
        ...(fullName ? { fullName } : {}),
        ...(inviteToken ? { inviteToken } : {}),
        ...(withSetupToken ? { setupToken } : {}),
      });
    }
  });

  return (
    <form
      className="mt-6 grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(isLogin ? 'signIn.logIn' : 'signIn.signUp')}
    >
      {!isLogin && (
        <Field
          id="fullName"
          label={t('signIn.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
      )}
      <Field
        id="email"
        type="email"
        label={t('signIn.email')}
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        id="password"
        type="password"
        label={t('signIn.password')}
        autoComplete={isLogin ? 'current-password' : 'new-password'}
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      {isLogin && (
        <Link to="/forgot-password" className="justify-self-start text-sm text-violet-800 underline">
          {t('signIn.forgotPassword')}
        </Link>
      )}
      {withSetupToken && (
        <Field
          id="setupToken"
          label={t('signIn.setupToken')}
          autoComplete="off"
          required
          hint={t('signIn.setupTokenHint')}
          error={errors.setupToken?.message}
          {...form.register('setupToken')}
        />
      )}
      <Button type="submit" disabled={busy}>
        {t(busy ? (isLogin ? 'signIn.loggingIn' : 'signIn.signingUp') : isLogin ? 'signIn.logIn' : 'signIn.signUp')}
      </Button>
    </form>
  );
}
