import { ThemeSwitcher } from '../../../components/layout/theme-switcher.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { AccountSection } from './account-section.tsx';

/** Light, dark, or as the system says: kept on this device (docs/accessibility.md). */
export function ThemeSection() {
  const t = useT();
  return (
    <AccountSection id="theme" title={t('theme.label')} description={t('theme.hint')}>
      <ThemeSwitcher />
    </AccountSection>
  );
}
