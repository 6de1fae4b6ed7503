import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, forgotPasswordFormSchema } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useForgotPassword } from './api/forgot-password.ts';

/**
 * The address to send a reset link to. Once sent, it says the same whatever the address (resetLinkSent), so the
 * page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 text-gray-800">
        {ACCOUNT_MESSAGES.resetLinkSent}
      </p>
    );
  }

  const onSubmit = form.handleSubmit((body) => send.mutate(body));
  return (
    <form
      className="mt-6 grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Ask for a reset link"
    >
      <p className="text-sm text-gray-700">
        Enter the email you sign in with and we will send you a link to set a new password.
      </p>
      <Field
        id="forgot-email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
