import { LIMITS } from '@vitae/schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './ui/field.tsx';

/** One of the two fields: what react-hook-form registered, and its validation message. */
interface PasswordInput {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A new password with its rule, and the same typed again (ids `<idPrefix>-new` and `<idPrefix>-confirm`): changing
 * the password on the account page, setting one from a reset link.
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
}: {
  idPrefix: string;
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-new`}
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${LIMITS.passwordMin} characters.`}
        error={password.error}
        {...password.field}
      />
      <Field
        id={`${idPrefix}-confirm`}
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={confirmation.error}
        {...confirmation.field}
      />
    </>
  );
}
