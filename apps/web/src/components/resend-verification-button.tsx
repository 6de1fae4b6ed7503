import { useResendVerification } from '../lib/resend-verification.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { Button } from './ui/button.tsx';

/** "Resend": mails a new link to verify the email. `describedBy` is the id of the text saying it is not verified. */
export function ResendVerificationButton({ describedBy }: { describedBy: string }) {
  const resend = useResendVerification();
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-describedby={describedBy}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {t(resend.isPending ? 'account.email.sending' : 'account.email.resend')}
    </Button>
  );
}
