import { MESSAGES } from '@vitae/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/auth.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { promptGoogleIdToken } from '../../lib/google-identity.ts';
import { googleErrorMessage } from './sign-in-errors.ts';
import { toast } from '../../lib/toast.ts';

export function GoogleButton() {
  const config = usePublicConfig();
  const { googleSignIn } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const clientId = config.data?.googleClientId;
    if (!clientId) {
      toast.error(MESSAGES.googleUnavailable);
      return;
    }
    setBusy(true);
    try {
      await promptGoogleIdToken(clientId, async (credential) => {
        if (!credential) return void toast.error(MESSAGES.googleSignInFailed);
        try {
          await googleSignIn(credential);
          await navigate('/dashboard/');
        } catch (error) {
          toast.error(googleErrorMessage(error));
        }
      });
    } catch {
      toast.error(MESSAGES.googleSignInFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" className="w-full" onClick={onClick} disabled={busy}>
      Continue with Google
    </Button>
  );
}
