import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

/** /reset-password#token=…: the mailed link to set a new password. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const t = useT();
  return (
    <AuthCard title={t('auth.reset.title')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
