import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema, signUpFormSchema, type SignUpForm } from '@vitae/schema';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { useSession } from '../../lib/auth.tsx';
import { useLogin } from '../../features/auth/api/login.ts';
import { useRegister } from '../../features/auth/api/register.ts';
import { GoogleButton } from '../../features/auth/google-button.tsx';

export function SignInPage() {
  const { user } = useSession();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const login = useLogin();
  const register = useRegister();
  const form = useForm<SignUpForm>({
    // Logging in checks that both fields are there and the email is one (its answer has no name); signing up also
    // checks the password as the server will.
    resolver: (mode === 'login'
      ? zodResolver(signInFormSchema)
      : zodResolver(signUpFormSchema)) as Resolver<SignUpForm>,
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const busy = login.isPending || register.isPending;

  if (user && !busy) return <Navigate to="/dashboard/" replace />;

  const onSubmit = form.handleSubmit(({ email, password, fullName }) => {
    if (mode === 'login') login.mutate({ email, password });
    else register.mutate({ email, password, ...(fullName ? { fullName } : {}) });
  });

  const isLogin = mode === 'login';
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-8">
      <div className="w-full max-w-md rounded-lg border bg-white p-6 shadow-sm">
        <Link to="/" className="text-sm text-violet-800 underline">
          Vitae
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">
          {isLogin ? 'Log in to your account' : 'Create an account'}
        </h1>
        <form
          className="mt-6 grid gap-4"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={isLogin ? 'Log in' : 'Sign up'}
        >
          {!isLogin && (
            <div className="grid gap-1.5">
              <Label htmlFor="fullName">Full name</Label>
              <Input
                id="fullName"
                autoComplete="name"
                aria-invalid={Boolean(errors.fullName)}
                aria-describedby={errors.fullName ? 'fullName-error' : undefined}
                {...form.register('fullName')}
              />
              <FieldMessage id="fullName-error">{errors.fullName?.message}</FieldMessage>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="email">Email</Label>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...form.register('email')}
            />
            <FieldMessage id="email-error">{errors.email?.message}</FieldMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              type="password"
              autoComplete={isLogin ? 'current-password' : 'new-password'}
              required
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...form.register('password')}
            />
            <FieldMessage id="password-error">{errors.password?.message}</FieldMessage>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? (isLogin ? 'Logging in...' : 'Signing up...') : isLogin ? 'Log in' : 'Sign up'}
          </Button>
        </form>
        <div className="my-4 text-center text-sm text-gray-600">or</div>
        <GoogleButton />
        <p className="mt-4 text-center text-sm text-gray-700">
          {isLogin ? "Don't have an account?" : 'Already have an account?'}{' '}
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              form.clearErrors();
              setMode(isLogin ? 'signup' : 'login');
            }}
          >
            {isLogin ? 'Sign up' : 'Log in'}
          </Button>
        </p>
        <p className="mt-4 text-center text-xs text-gray-600">
          By continuing you agree to our{' '}
          <a href="#terms" className="underline">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="#privacy" className="underline">
            Privacy Policy
          </a>
          .
        </p>
      </div>
    </main>
  );
}
