import { MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { toast } from './toast.ts';

/** The part of Google Identity Services (GIS) the app uses: an ID token from the prompt (sign-in, connect). */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const gis = () => window.google;

let gisScript: Promise<GoogleIdentityServices> | null = null;

/** Loads Google Identity Services once, on demand (the sign-in page may have loaded it already). */
function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  const loaded = gis();
  if (loaded) return Promise.resolve(loaded);
  gisScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = gis();
      if (google) resolve(google);
      else reject(new Error('GIS missing'));
    };
    script.onerror = () => {
      gisScript = null;
      reject(new Error('GIS failed to load'));
    };
    document.head.append(script);
  });
  return gisScript;
}

/**
 * Asks Google for an ID token of the person at the browser: `onCredential` gets it (or undefined when Google gave
 * none) once they choose an account. Rejects when GIS cannot be loaded.
 */
export async function promptGoogleIdToken(
  clientId: string,
  onCredential: (credential: string | undefined) => void,
): Promise<void> {
  const google = await loadGoogleIdentity();
  google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => onCredential(credential) });
  google.accounts.id.prompt();
}

/**
 * Google's prompt as a mutation, pending while Google Identity Services loads: `mutate({ clientId, onIdToken })`
 * opens it, and `onIdToken` gets the ID token once the person chooses an account. No token, or no GIS, toasts
 * "Google sign-in failed".
 */
export function useGoogleIdTokenPrompt() {
  return useMutation({
    mutationFn: ({ clientId, onIdToken }: { clientId: string; onIdToken: (idToken: string) => void }) =>
      promptGoogleIdToken(clientId, (credential) => {
        if (credential) onIdToken(credential);
        else toast.error(MESSAGES.googleSignInFailed);
      }),
    onError: (error) => {
      console.error('Loading Google sign-in failed', error);
      toast.error(MESSAGES.googleSignInFailed);
    },
  });
}
