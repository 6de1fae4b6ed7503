import { Link } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';

/** /forgot-password: ask for a link to reset the password. */
export function ForgotPasswordPage() {
  const t = useT();
  return (
    <AuthCard title={t('auth.forgot.title')}>
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/sign-in" className="text-violet-800 underline">
          {t('auth.backToLogIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
