import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeFormSchema, type TwoFactorSetup } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
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
  const form = useForm({ resolver: zodResolver(twoFactorCodeFormSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(({ code }) =>
    enable.mutate({ code }, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) }),
  );
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Set up two-factor sign-in"
    >
      <p className="text-sm text-gray-700">1. Scan this QR code with your authenticator app.</p>
      <QrCode text={setup.otpauthUrl} label="QR code for your authenticator app" />
      <p className="text-sm text-gray-700">
        Or type this key into the app: <code className="font-mono break-all text-gray-900">{setup.secret}</code>
      </p>
      <Field
        id="two-factor-setup-code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        required
        hint="2. Enter the 6-digit code the app shows."
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enable.isPending}>
          <BusyIcon busy={enable.isPending} />
          {enable.isPending ? 'Turning on...' : 'Turn on'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={enable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
