import { zodResolver } from '@hookform/resolvers/zod';
import { isEmailChange, MESSAGES, profileFormSchema, type User } from '@vitae/schema';
import { useForm, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { Field } from '../../../components/ui/field.tsx';
import { AccountSection, CurrentPasswordField, SubmitButton } from './account-section.tsx';
import { EmailStatus } from './email-status.tsx';

/**
 * Full name and email, and whether the email is verified. A new email asks for the current password (the field
 * appears once the email differs) and takes effect when the link mailed to it is opened; a Google-only account has
 * no password to confirm with, so its email cannot be changed here.
 */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateAccount();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: { fullName: user.fullName, email: user.email, currentPassword: '' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = user.hasPassword && isEmailChange(user.email, email);

  const onSubmit = form.handleSubmit(({ fullName, email, currentPassword }) =>
    update.mutate(
      { fullName, ...(emailChanged ? { email, currentPassword } : {}) },
      {
        onSuccess: (updated) => form.reset({ fullName: updated.fullName, email: updated.email, currentPassword: '' }),
      },
    ),
  );

  return (
    <AccountSection id="profile" title={t('account.profile.title')} description={t('account.profile.description')}>
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          id="profile-full-name"
          label={t('signIn.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <Field
          id="profile-email"
          type="email"
          label={t('signIn.email')}
          autoComplete="email"
          required
          disabled={!user.hasPassword}
          hint={user.hasPassword ? undefined : translated(MESSAGES.googleOnlyEmailLocked)}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <EmailStatus user={user} />
        {emailChanged && (
          <CurrentPasswordField
            id="profile-current-password"
            label={t('account.profile.currentPassword')}
            hint={t('account.profile.emailChangeHint')}
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        <div>
          <SubmitButton busy={update.isPending}>
            {t(update.isPending ? 'common.saving' : 'account.profile.save')}
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
