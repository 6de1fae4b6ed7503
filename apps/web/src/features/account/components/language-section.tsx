import { LanguageSwitcher } from '../../../components/layout/language-switcher.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { AccountSection } from './account-section.tsx';

/** The interface's language, kept on the account: the header's switcher, with what it changes. */
export function LanguageSection() {
  const t = useT();
  return (
    <AccountSection id="language" title={t('account.languageHeading')} description={t('account.languageHint')}>
      <LanguageSwitcher />
    </AccountSection>
  );
}
