import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { DataSection } from '../../features/account/components/data-section.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { GoogleSection } from '../../features/account/components/google-section.tsx';
import { LanguageSection } from '../../features/account/components/language-section.tsx';
import { ThemeSection } from '../../features/account/components/theme-section.tsx';
import { PasskeysSection } from '../../features/account/components/passkeys-section.tsx';
import { PasswordSection } from '../../features/account/components/password-section.tsx';
import { ProfileSection } from '../../features/account/components/profile-section.tsx';
import { SessionsSection } from '../../features/account/components/sessions-section.tsx';
import { TwoFactorSection } from '../../features/account/components/two-factor-section.tsx';

/**
 * /account (and /dashboard/account): profile and email, the interface's language and theme, password, two-factor sign-in, passkeys, active sessions,
 * Google, the account's data and deleting it.
 */
export function AccountPage() {
  const { user } = useSession();
  const t = useT();
  // The protected layout renders this page for a signed-in user only.
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold text-gray-900">{t('account.title')}</h1>
      <ProfileSection user={user} />
      <LanguageSection />
      <ThemeSection />
      {user.hasPassword && <PasswordSection />}
      <TwoFactorSection user={user} />
      <PasskeysSection />
      <SessionsSection />
      <GoogleSection user={user} />
      <DataSection />
      <DeleteAccountSection user={user} />
    </div>
  );
}
