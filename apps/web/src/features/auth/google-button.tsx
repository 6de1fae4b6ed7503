import { MESSAGES } from '@vitae/schema';
import { Button } from '../../components/ui/button.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { useGoogleIdTokenPrompt } from '../../lib/google-identity.ts';
import { toast } from '../../lib/toast.ts';
import { useGoogleSignIn } from './api/google-sign-in.ts';

export function GoogleButton() {
  const config = usePublicConfig();
  const signIn = useGoogleSignIn();
  const prompt = useGoogleIdTokenPrompt();

  const onClick = () => {
    const clientId = config.data?.googleClientId;
    if (!clientId) {
      toast.error(MESSAGES.googleUnavailable);
      return;
    }
    prompt.mutate({ clientId, onIdToken: (idToken) => signIn.mutate(idToken) });
  };

  return (
    <Button variant="outline" className="w-full" onClick={onClick} disabled={prompt.isPending || signIn.isPending}>
      Continue with Google
    </Button>
  );
}
