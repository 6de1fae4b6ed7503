import { Button } from '../../components/ui/button.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { useGoogleIdTokenPrompt } from '../../lib/google-identity.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useGoogleSignIn } from './api/google-sign-in.ts';

/**
 * "Continue with Google", shown only when the instance has Google sign-in configured. An account with two-factor on
 * hands its challenge to `onSecondFactor`.
 */
export function GoogleButton({ onSecondFactor }: { onSecondFactor: (challenge: string) => void }) {
  const config = usePublicConfig();
  const signIn = useGoogleSignIn({ onSecondFactor });
  const prompt = useGoogleIdTokenPrompt();
  const t = useT();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;

  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => prompt.mutate({ clientId, onIdToken: (idToken) => signIn.mutate(idToken) })}
      disabled={prompt.isPending || signIn.isPending}
    >
      {t('auth.google.continue')}
    </Button>
  );
}
