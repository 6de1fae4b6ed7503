import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { VerifyEmailResult } from '../../features/auth/verify-email-result.tsx';

/** /verify-email#token=…: the mailed link that verifies an address, or confirms a new one. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  return (
    <AuthCard title="Verify your email">
      <VerifyEmailResult token={token} />
    </AuthCard>
  );
}
