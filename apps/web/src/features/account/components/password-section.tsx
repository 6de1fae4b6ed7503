import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { AccountSection, CurrentPasswordField, SubmitButton } from './account-section.tsx';

/**
 * Change the password (accounts that have one). The server ends every other session and keeps this one with the
 * tokens it already holds, so the user stays signed in here.
 */
export function PasswordSection() {
  const change = useChangePassword();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate({ oldPassword, newPassword }, { onSuccess: () => form.reset() }),
  );

  return (
    <AccountSection id="password" title={t('signIn.password')} description={t('account.password.description')}>
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <CurrentPasswordField
          id="password-current"
          label={t('account.profile.currentPassword')}
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <NewPasswordFields
          idPrefix="password"
          password={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
          confirmation={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <div>
          <SubmitButton busy={change.isPending}>
            {t(change.isPending ? 'account.password.changing' : 'account.password.change')}
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
