import { zodResolver } from '@hookform/resolvers/zod';
import { connectGoogleFormSchema, MESSAGES, type User } from '@vitae/schema';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { usePublicConfig } from '../../../lib/config.ts';
import { useGoogleIdTokenPrompt } from '../../../lib/google-identity.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { useConnectGoogle } from '../api/connect-google.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDisconnectGoogle } from '../api/disconnect-google.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { AccountSection, BusyIcon, CurrentPasswordField, SubmitButton } from './account-section.tsx';

/** "Disconnect Google", offered only while another way to sign in remains: a password or a passkey. */
function DisconnectGoogle({ user }: { user: User }) {
  const passkeys = usePasskeys();
  const disconnect = useDisconnectGoogle();
  const t = useT();
  const otherWayIn = user.hasPassword || (passkeys.data?.length ?? 0) > 0;
  if (!otherWayIn) return null;
  return (
    <Button variant="outline" className="mt-4" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
      <BusyIcon busy={disconnect.isPending} />
      {t(disconnect.isPending ? 'account.google.disconnecting' : 'account.google.disconnect')}
    </Button>
  );
}

/**
 * Connected (with a way to disconnect), or a way to connect: Google's prompt hands over an ID token, which is sent
 * with the password (password accounts confirm the link with it). Without a Google client id on the server, it says
 * Google is unavailable.
 */
export function GoogleSection({ user }: { user: User }) {
  const config = usePublicConfig();
  const connect = useConnectGoogle();
  const prompt = useGoogleIdTokenPrompt();
  const t = useT();
  const description = t('account.google.description');
  const form = useForm({
    // Only an account with a password confirms the link with it.
    resolver: user.hasPassword ? zodResolver(connectGoogleFormSchema) : undefined,
    defaultValues: { currentPassword: '' },
  });

  if (user.googleConnected) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p className="flex items-center gap-2 font-medium text-green-800">
          <CircleCheck className="h-5 w-5" aria-hidden />
          {t('account.google.connected')}
        </p>
        <p className="mt-1 text-sm text-gray-700">{t('account.google.canSignIn')}</p>
        <DisconnectGoogle user={user} />
      </AccountSection>
    );
  }

  const clientId = config.data?.googleClientId;
  if (config.isPending) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p role="status" className="text-sm text-gray-700">
          {t('app.loading')}
        </p>
      </AccountSection>
    );
  }
  if (!clientId) {
    return (
      <AccountSection id="google" title="Google" description={description}>
        <p className="text-sm text-gray-700">{translated(MESSAGES.googleUnavailable)}</p>
      </AccountSection>
    );
  }

  const onSubmit = form.handleSubmit(({ currentPassword }) =>
    prompt.mutate({
      clientId,
      onIdToken: (idToken) =>
        connect.mutate(
          { idToken, ...(user.hasPassword ? { currentPassword } : {}) },
          { onSuccess: () => form.reset() },
        ),
    }),
  );

  const busy = prompt.isPending || connect.isPending;
  return (
    <AccountSection id="google" title="Google" description={description}>
      <p className="text-sm text-gray-700">{t('account.google.notConnected')}</p>
      <form className="mt-4 grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        {user.hasPassword && (
          <CurrentPasswordField
            id="google-password"
            label={t('signIn.password')}
            hint={t('account.google.passwordHint')}
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        <div>
          <SubmitButton variant="outline" busy={busy}>
            {t(connect.isPending ? 'account.google.connecting' : 'account.google.connect')}
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
