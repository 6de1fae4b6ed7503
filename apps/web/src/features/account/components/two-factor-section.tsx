import type { TwoFactorSetup, User } from '@vitae/schema';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSetupTwoFactor } from '../api/setup-two-factor.ts';
import { AccountSection, BusyIcon } from './account-section.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorSetupForm } from './two-factor-setup.tsx';

/** Where the section is: at rest (on or off), setting up, showing the new recovery codes, or turning off. */
type Step =
  | { name: 'rest' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/**
 * Two-factor sign-in: turn it on (QR code, first code, then the recovery codes once), or off with a code or the
 * password. Back at rest after a step, the focus returns to the section's button.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const setupTwoFactor = useSetupTwoFactor();
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'rest' });
  const restButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (step.name !== 'rest' || !returning.current) return;
    returning.current = false;
    restButton.current?.focus();
  }, [step]);

  const backToRest = () => {
    returning.current = true;
    setStep({ name: 'rest' });
  };

  const content = () => {
    switch (step.name) {
      case 'setup':
        return (
          <TwoFactorSetupForm
            setup={step.setup}
            onEnabled={(codes) => setStep({ name: 'codes', codes })}
            onCancel={backToRest}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={step.codes} onDone={backToRest} />;
      case 'disable':
        return <TwoFactorDisableForm hasPassword={user.hasPassword} onDisabled={backToRest} onCancel={backToRest} />;
      case 'rest':
        return user.twoFactorEnabled ? (
          <div className="grid gap-3">
            <p className="flex items-center gap-2 font-medium text-green-800">
              <CircleCheck className="h-5 w-5" aria-hidden />
              {t('account.twoFactor.on')}
            </p>
            <div>
              <Button ref={restButton} variant="outline" onClick={() => setStep({ name: 'disable' })}>
                {t('account.twoFactor.turnOff')}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button
              ref={restButton}
              variant="outline"
              disabled={setupTwoFactor.isPending}
              onClick={() =>
                setupTwoFactor.mutate(undefined, { onSuccess: (setup) => setStep({ name: 'setup', setup }) })
              }
            >
              {setupTwoFactor.isPending ? <BusyIcon busy /> : <ShieldCheck className="h-4 w-4" aria-hidden />}
              {t('account.twoFactor.turnOnFull')}
            </Button>
          </div>
        );
    }
  };

  return (
    <AccountSection id="two-factor" title={t('signIn.twoFactorTitle')} description={t('account.twoFactor.description')}>
      {content()}
    </AccountSection>
  );
}
