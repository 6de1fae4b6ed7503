import { KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { usePasskeyLogin } from './api/finish-passkey-login.ts';

/** "Sign in with a passkey": the browser offers the passkeys it holds for this site, no email needed. */
export function PasskeySignInButton() {
  const passkey = usePasskeyLogin();
  const t = useT();
  return (
    <Button variant="outline" className="w-full" onClick={() => passkey.mutate({})} disabled={passkey.isPending}>
      <KeyRound className="h-4 w-4" aria-hidden />
      {t(passkey.isPending ? 'auth.passkey.waiting' : 'auth.passkey.signIn')}
    </Button>
  );
}
