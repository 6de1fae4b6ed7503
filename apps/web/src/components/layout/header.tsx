import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from '../ui/button.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** A signed-in page's link; the current page's is marked (aria-current, set by NavLink) and underlined. */
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(buttonVariants({ variant: 'ghost' }), isActive && 'text-violet-800 underline underline-offset-4');

export function Header() {
  const { user } = useSession();
  return (
    <header className="flex items-center justify-between gap-4 border-b bg-white px-4 py-3 shadow-sm sm:px-8">
      <Link to="/" className="text-xl font-bold text-violet-800">
        Vitae
      </Link>
      {user ? (
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="flex items-center gap-1">
            {/* On a phone the avatar's menu leads to the dashboard; the header keeps room for Applications. */}
            <NavLink to="/dashboard" end className={(state) => cn(navLinkClass(state), 'max-sm:hidden')}>
              My Resumes
            </NavLink>
            <NavLink to="/applications" className={navLinkClass}>
              Applications
            </NavLink>
          </nav>
          <Suspense fallback={<span className="h-9 w-9 rounded-full bg-gray-200" aria-hidden />}>
            <AccountMenu user={user} />
          </Suspense>
        </div>
      ) : (
        <nav aria-label="Account" className="flex items-center gap-2">
          {/* On a phone the header has room for two links; the landing page and its footer lead to the checker. */}
          <Link to="/ats-checker" className={cn(buttonVariants({ variant: 'ghost' }), 'max-sm:hidden')}>
            ATS Checker
          </Link>
          <Link to="/about-us" className={buttonVariants({ variant: 'ghost' })}>
            About Us
          </Link>
          <Link to="/auth/sign-in" className={buttonVariants()}>
            Login
          </Link>
        </nav>
      )}
    </header>
  );
}
