import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from '../ui/button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** A signed-in page's link; the current page's is marked (aria-current, set by NavLink) and underlined. */
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(buttonVariants({ variant: 'ghost' }), isActive && 'text-violet-800 underline underline-offset-4');

export function Header() {
  const { user } = useSession();
  const t = useT();
  return (
    <header className="flex items-center justify-between gap-4 border-b bg-white px-4 py-3 shadow-sm sm:px-8">
      <Link to="/" className="text-xl font-bold text-violet-800">
        {t('app.name')}
      </Link>
      {user ? (
        <div className="flex items-center gap-2">
          <nav aria-label={t('header.mainNav')} className="flex items-center gap-1">
            {/* On a phone the avatar's menu leads to the dashboard; the header keeps room for Applications. */}
            <NavLink to="/dashboard" end className={(state) => cn(navLinkClass(state), 'max-sm:hidden')}>
              {t('header.myResumes')}
            </NavLink>
            <NavLink to="/applications" className={navLinkClass}>
              {t('header.applications')}
            </NavLink>
          </nav>
          <LanguageSwitcher />
          <Suspense fallback={<span className="h-9 w-9 rounded-full bg-gray-200" aria-hidden />}>
            <AccountMenu user={user} />
          </Suspense>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <nav aria-label={t('header.accountNav')} className="flex items-center gap-2">
            {/* On a phone the header has room for two links; the landing page and its footer lead to the checker. */}
            <Link to="/ats-checker" className={cn(buttonVariants({ variant: 'ghost' }), 'max-sm:hidden')}>
              {t('header.atsChecker')}
            </Link>
            <Link to="/about-us" className={buttonVariants({ variant: 'ghost' })}>
              {t('header.aboutUs')}
            </Link>
            <Link to="/auth/sign-in" className={buttonVariants()}>
              {t('header.login')}
            </Link>
          </nav>
          <LanguageSwitcher />
        </div>
      )}
    </header>
  );
}
