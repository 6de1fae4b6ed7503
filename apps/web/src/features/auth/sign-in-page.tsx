import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { useSession } from '../../lib/auth.tsx';
import { GoogleButton } from './google-button.tsx';
import { loginErrorMessage, registerErrorMessage, validateCredentials } from './sign-in-errors.ts';
import { toast } from '../../lib/toast.ts';

export function SignInPage() {
  const { user, login, register } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  if (user && !busy) return <Navigate to="/dashboard/" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const fullName = String(form.get('fullName') ?? '').trim();
    const found = validateCredentials(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      if (mode === 'login') await login({ email, password });
      else await register({ email, password, ...(fullName ? { fullName } : {}) });
      await navigate('/dashboard/');
    } catch (error) {
      toast.error(mode === 'login' ? loginErrorMessage(error) : registerErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
        <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate aria-label={isLogin ? 'Log in' : 'Sign up'}>
          {!isLogin && (
            <div className="grid gap-1.5">
              <Label htmlFor="fullName">Full name</Label>
              <Input id="fullName" name="fullName" autoComplete="name" />
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="email">Email</Label>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'email-error' : undefined}
            />
            <FieldMessage id="email-error">{errors.email}</FieldMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete={isLogin ? 'current-password' : 'new-password'}
              required
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : undefined}
            />
            <FieldMessage id="password-error">{errors.password}</FieldMessage>
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
              setErrors({});
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
