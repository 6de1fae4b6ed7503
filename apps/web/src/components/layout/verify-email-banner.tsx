import { MailWarning } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { ResendVerificationButton } from '../resend-verification-button.tsx';

/** For a signed-in user whose address is not verified yet: what to do, and "Resend" for a new link. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const t = useT();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label={t('verifyBanner.label')}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-8"
    >
      <p id="verify-email-banner-text" className="flex items-center gap-2">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
        <span>
          <FormattedMessage
            id="verifyBanner.text"
            values={{ email: user.email, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </span>
      </p>
      <ResendVerificationButton describedBy="verify-email-banner-text" />
    </section>
  );
}
