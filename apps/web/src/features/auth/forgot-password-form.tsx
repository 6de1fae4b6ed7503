import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, forgotPasswordFormSchema } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useForgotPassword } from './api/forgot-password.ts';

/**
 * The address to send a reset link to. Once sent, it says the same whatever the address (resetLinkSent), so the
 * page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const t = useT();
  const form = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 text-gray-800">
        {translated(ACCOUNT_MESSAGES.resetLinkSent)}
      </p>
    );
  }

  const onSubmit = form.handleSubmit((body) => send.mutate(body));
  return (
    <form
      className="mt-6 grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('auth.forgot.label')}
    >
      <p className="text-sm text-gray-700">{t('auth.forgot.intro')}</p>
      <Field
        id="forgot-email"
        type="email"
        label={t('signIn.email')}
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={send.isPending}>
        {t(send.isPending ? 'account.email.sending' : 'auth.forgot.send')}
      </Button>
    </form>
  );
}
