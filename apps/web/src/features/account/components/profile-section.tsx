import { MESSAGES, updateAccountBodySchema, type User } from '@vitae/schema';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import { validate, type FieldErrors } from '../form-errors.ts';
import { AccountSection, BusyIcon, Field, focusFirstError } from './account-section.tsx';

type ProfileField = 'fullName' | 'email' | 'currentPassword';
const ids: Record<ProfileField, string> = {
  fullName: 'profile-full-name',
  email: 'profile-email',
  currentPassword: 'profile-current-password',
};

/** The email as the server stores it (cleaned, trimmed, lower-cased): only a real change asks for the password. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Full name and email. A new email asks for the current password (the field appears once the email differs); a
 * Google-only account has no password to confirm with, so its email cannot be changed here.
 */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateAccount();
  const [values, setValues] = useState({ fullName: user.fullName, email: user.email, currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const emailChanged = user.hasPassword && normalEmail(values.email) !== user.email;

  const set = (field: ProfileField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      fullName: values.fullName,
      ...(emailChanged ? { email: values.email, currentPassword: values.currentPassword || undefined } : {}),
    };
    const checked = validate(updateAccountBodySchema, body);
    const found: FieldErrors<ProfileField> = 'errors' in checked ? { ...checked.errors } : {};
    if (emailChanged && !values.currentPassword) found.currentPassword ??= MESSAGES.currentPasswordRequired;
    setErrors(found);
    if (!('data' in checked) || Object.keys(found).length > 0) {
      focusFirstError(found, ids);
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (updated) => setValues({ fullName: updated.fullName, email: updated.email, currentPassword: '' }),
    });
  };

  return (
    <AccountSection id="profile" title="Profile" description="Your name and the email you sign in with.">
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <Field
          id={ids.fullName}
          name="fullName"
          label="Full name"
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
        />
        <Field
          id={ids.email}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          disabled={!user.hasPassword}
          hint={user.hasPassword ? undefined : MESSAGES.googleOnlyEmailLocked}
          error={errors.email}
        />
        {emailChanged && (
          <Field
            id={ids.currentPassword}
            name="currentPassword"
            type="password"
            label="Current password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
            hint="Changing your email needs your current password."
            error={errors.currentPassword}
          />
        )}
        <div>
          <Button type="submit" disabled={update.isPending}>
            <BusyIcon busy={update.isPending} />
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
