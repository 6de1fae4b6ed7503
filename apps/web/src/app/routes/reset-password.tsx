import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

/** /reset-password#token=…: the mailed link to set a new password. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <AuthCard title="Set a new password">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
