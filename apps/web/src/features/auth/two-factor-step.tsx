import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeFormSchema } from '@vitae/schema';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { isChallengeExpired, useTwoFactorLogin } from './api/login-two-factor.ts';
import { usePasskeyLogin } from './api/finish-passkey-login.ts';

/**
 * The second step of a sign-in with two-factor on: a code from the authenticator app or a recovery code, or a
 * passkey instead. An expired challenge, or "Back", starts again from the password (`onRestart`).
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const verify = useTwoFactorLogin();
  const t = useT();
  const passkey = usePasskeyLogin();
  const form = useForm({ resolver: zodResolver(twoFactorCodeFormSchema), defaultValues: { code: '' } });
  const busy = verify.isPending || passkey.isPending;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { challenge, code },
      {
        onError: (error) => {
          if (isChallengeExpired(error)) onRestart();
          else form.setFocus('code');
        },
      },
    ),
  );

  return (
    <div className="mt-6 grid gap-4">
      <form
        className="grid gap-4"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('signIn.twoFactorTitle')}
      >
        <Field
          id="two-factor-code"
          label={t('account.twoFactor.code')}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          hint={t('auth.twoFactor.hint')}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" disabled={busy}>
          {t(verify.isPending ? 'auth.verify.verifying' : 'auth.twoFactor.verify')}
        </Button>
      </form>
      <Button variant="outline" onClick={() => passkey.mutate({ challenge })} disabled={busy}>
        <KeyRound className="h-4 w-4" aria-hidden />
        {t('auth.twoFactor.usePasskey')}
      </Button>
      <Button variant="link" className="h-auto justify-self-center p-0" onClick={onRestart} disabled={busy}>
        {t('auth.backToLogIn')}
      </Button>
    </div>
  );
}
