import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableFormSchema } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { BusyIcon } from './account-section.tsx';

/** Turning two-factor off proves it is you: a code from the app (or a recovery code), or the password. */
export function TwoFactorDisableForm({
  hasPassword,
  onDisabled,
  onCancel,
}: {
  hasPassword: boolean;
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(twoFactorDisableFormSchema),
    defaultValues: { code: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ code, password }) =>
    disable.mutate(code.trim() ? { code } : { password }, { onSuccess: onDisabled }),
  );
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('account.twoFactor.turnOffFull')}
    >
      <Field
        id="two-factor-disable-code"
        label={t('account.twoFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        hint={hasPassword ? t('account.twoFactor.disableHintPassword') : t('account.twoFactor.disableHint')}
        error={errors.code?.message}
        {...form.register('code')}
      />
      {hasPassword && (
        <Field
          id="two-factor-disable-password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          <BusyIcon busy={disable.isPending} />
          {t(disable.isPending ? 'account.twoFactor.turningOff' : 'account.twoFactor.turnOffFull')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={disable.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
