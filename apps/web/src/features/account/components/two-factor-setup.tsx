import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeFormSchema, type TwoFactorSetup } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { BusyIcon } from './account-section.tsx';
import { QrCode } from './qr-code.tsx';

/**
 * Turning two-factor on, once the server made a secret: the QR code of its otpauth URL (and the secret as text, for
 * an app that cannot scan), then the app's first code. `onEnabled` gets the recovery codes.
 */
export function TwoFactorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const t = useT();
  const form = useForm({ resolver: zodResolver(twoFactorCodeFormSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(({ code }) =>
    enable.mutate({ code }, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) }),
  );
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('account.twoFactor.setUp')}
    >
      <p className="text-sm text-gray-700">{t('account.twoFactor.scan')}</p>
      <QrCode text={setup.otpauthUrl} label={t('account.twoFactor.qrLabel')} />
      <p className="text-sm text-gray-700">
        <FormattedMessage
          id="account.twoFactor.typeKey"
          values={{
            secret: setup.secret,
            code: (chunks) => <code className="font-mono break-all text-gray-900">{chunks}</code>,
          }}
        />
      </p>
      <Field
        id="two-factor-setup-code"
        label={t('account.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        required
        hint={t('account.twoFactor.enterCode')}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          <BusyIcon busy={enable.isPending} />
          {t(enable.isPending ? 'account.twoFactor.turningOn' : 'account.twoFactor.turnOn')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={enable.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
