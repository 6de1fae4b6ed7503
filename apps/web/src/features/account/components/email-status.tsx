import type { User } from '@vitae/schema';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { ResendVerificationButton } from '../../../components/resend-verification-button.tsx';

/** Whether the email is verified; when not, "Resend" mails a new link. */
export function EmailStatus({ user }: { user: User }) {
  const t = useT();
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800">
        <CircleCheck className="h-4 w-4" aria-hidden />
        {t('account.email.verified')}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p id="email-status" className="flex items-center gap-2 text-sm font-medium text-amber-800">
        <CircleAlert className="h-4 w-4" aria-hidden />
        {t('account.email.notVerified')}
      </p>
      <ResendVerificationButton describedBy="email-status" />
    </div>
  );
}
