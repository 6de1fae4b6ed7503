import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useResetPassword } from './api/reset-password.ts';
import { isLinkRefused } from './link-token.ts';

/** Where a link that no longer works leads: a new one. */
function AskForNewLink({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="mt-6 grid gap-4">
      <p role="alert" className="text-red-700">
        {translated(message)}
      </p>
      <Link to="/forgot-password" className="text-violet-800 underline">
        {t('auth.reset.newLink')}
      </Link>
    </div>
  );
}

/** The new password, typed twice, for a mailed reset link's `token` (none, or a refused one, asks for a new link). */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!token) return <AskForNewLink message={ACCOUNT_MESSAGES.resetTokenInvalid} />;
  if (isLinkRefused(reset.error)) return <AskForNewLink message={userMessage(reset.error)} />;

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  return (
    <form
      className="mt-6 grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('auth.reset.title')}
    >
      <NewPasswordFields
        idPrefix="reset"
        password={{ field: form.register('password'), error: errors.password?.message }}
        confirmation={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={reset.isPending}>
        {t(reset.isPending ? 'common.saving' : 'auth.reset.submit')}
      </Button>
    </form>
  );
}
