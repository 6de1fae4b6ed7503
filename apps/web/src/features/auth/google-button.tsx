import { MESSAGES } from '@vitae/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/auth.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { googleErrorMessage } from './sign-in-errors.ts';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let gisScript: Promise<GoogleIdentity> | null = null;
/** Loads Google Identity Services once, on demand. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisScript ??= new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google);
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('GIS missing')));
    script.onerror = () => {
      gisScript = null;
      reject(new Error('GIS failed to load'));
    };
    document.head.append(script);
  });
  return gisScript;
}

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
      const google = await loadGoogleIdentity();
      google.accounts.id.initialize({
        client_id: clientId,
        callback: async ({ credential }) => {
          if (!credential) return void toast.error(MESSAGES.googleSignInFailed);
          try {
            await googleSignIn(credential);
            await navigate('/dashboard/');
          } catch (error) {
            toast.error(googleErrorMessage(error));
          }
        },
      });
      google.accounts.id.prompt();
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
