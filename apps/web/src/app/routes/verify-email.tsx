import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { VerifyEmailResult } from '../../features/auth/verify-email-result.tsx';

/** /verify-email#token=…: the mailed link that verifies an address, or confirms a new one. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const t = useT();
  return (
    <AuthCard title={t('auth.verify.title')}>
      <VerifyEmailResult token={token} />
    </AuthCard>
  );
}
