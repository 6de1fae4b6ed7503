import { changePasswordBodySchema, LIMITS, MESSAGES } from '@vitae/schema';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { validate, type FieldErrors } from '../form-errors.ts';
import { AccountSection, BusyIcon, Field, focusFirstError } from './account-section.tsx';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
const ids: Record<PasswordField, string> = {
  oldPassword: 'password-current',
  newPassword: 'password-new',
  confirmPassword: 'password-confirm',
};
const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password (accounts that have one). The server ends every other session and keeps this one with the
 * tokens it already holds, so the user stays signed in here.
 */
export function PasswordSection() {
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});

  const set = (field: PasswordField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(changePasswordBodySchema, {
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    const found: FieldErrors<PasswordField> = 'errors' in checked ? { ...checked.errors } : {};
    if (!values.oldPassword) found.oldPassword = MESSAGES.fieldRequired;
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = MESSAGES.passwordsDoNotMatch;
    }
    setErrors(found);
    if (!('data' in checked) || Object.keys(found).length > 0) {
      focusFirstError(found, ids);
      return;
    }
    change.mutate(checked.data, { onSuccess: () => setValues(empty) });
  };

  return (
    <AccountSection
      id="password"
      title="Password"
      description="Changing your password signs you out everywhere else; you stay signed in here."
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <Field
          id={ids.oldPassword}
          name="oldPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
        />
        <Field
          id={ids.newPassword}
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={set('newPassword')}
          hint={`At least ${LIMITS.passwordMin} characters.`}
          error={errors.newPassword}
        />
        <Field
          id={ids.confirmPassword}
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            <BusyIcon busy={change.isPending} />
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
