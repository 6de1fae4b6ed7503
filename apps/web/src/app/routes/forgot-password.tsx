import { Link } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';

/** /forgot-password: ask for a link to reset the password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?">
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/sign-in" className="text-violet-800 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
