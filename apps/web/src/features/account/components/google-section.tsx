import { MESSAGES, type User } from '@vitae/schema';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePublicConfig } from '../../../lib/config.ts';
import { useConnectGoogle } from '../api/connect-google.ts';
import { promptGoogleIdToken } from '../../../lib/google-identity.ts';
import { AccountSection, BusyIcon, Field } from './account-section.tsx';
import { toast } from '../../../lib/toast.ts';

const description = 'Sign in with your Google account as well.';

/**
 * Connected, or a way to connect: Google's prompt hands over an ID token, which is sent with the password (password
 * accounts confirm the link with it). Without a Google client id on the server, it says Google is unavailable.
 */
export function GoogleSection({ user }: { user: User }) {
  const config = usePublicConfig();
  const connect = useConnectGoogle();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [opening, setOpening] = useState(false);

  if (user.googleConnected) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p className="flex items-center gap-2 font-medium text-green-800">
          <CircleCheck className="h-5 w-5" aria-hidden />
          Connected
        </p>
        <p className="mt-1 text-sm text-gray-700">You can sign in with Google.</p>
      </AccountSection>
    );
  }

  const clientId = config.data?.googleClientId;
  if (config.isPending) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p role="status" className="text-sm text-gray-700">
          Loading...
        </p>
      </AccountSection>
    );
  }
  if (!clientId) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p className="text-sm text-gray-700">{MESSAGES.googleUnavailable}</p>
      </AccountSection>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (user.hasPassword && !password) {
      setError(MESSAGES.googleConnectPasswordRequired);
      document.getElementById('google-password')?.focus();
      return;
    }
    setError(undefined);
    const currentPassword = user.hasPassword ? password : undefined;
    setOpening(true);
    try {
      await promptGoogleIdToken(clientId, (idToken) => {
        if (!idToken) return void toast.error(MESSAGES.googleSignInFailed);
        connect.mutate(
          { idToken, ...(currentPassword ? { currentPassword } : {}) },
          { onSuccess: () => setPassword('') },
        );
      });
    } catch (failure) {
      console.error('Loading Google sign-in failed', failure);
      toast.error(MESSAGES.googleSignInFailed);
    } finally {
      setOpening(false);
    }
  };

  const busy = opening || connect.isPending;
  return (
    <AccountSection id="google" title="Google" description={description}>
      <p className="text-sm text-gray-700">Not connected.</p>
      <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
        {user.hasPassword && (
          <Field
            id="google-password"
            name="googlePassword"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint="Confirm it is you with your current password."
            error={error}
          />
        )}
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            <BusyIcon busy={busy} />
            {connect.isPending ? 'Connecting...' : 'Connect Google'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
