import { LIMITS } from '@vitae/schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../lib/i18n/i18n-provider.tsx';
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
  const t = useT();
  return (
    <>
      <Field
        id={`${idPrefix}-new`}
        type="password"
        label={t('account.password.new')}
        autoComplete="new-password"
        required
        hint={t('account.password.rule', { min: LIMITS.passwordMin })}
        error={password.error}
        {...password.field}
      />
      <Field
        id={`${idPrefix}-confirm`}
        type="password"
        label={t('account.password.confirm')}
        autoComplete="new-password"
        required
        error={confirmation.error}
        {...confirmation.field}
      />
    </>
  );
}
