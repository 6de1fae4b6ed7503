import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from '../ui/button.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

export function Header() {
  const { user } = useSession();
  return (
    <header className="flex items-center justify-between gap-4 border-b bg-white px-4 py-3 shadow-sm sm:px-8">
      <Link to="/" className="text-xl font-bold text-violet-800">
        Vitae
      </Link>
      {user ? (
        <Suspense fallback={<span className="h-9 w-9 rounded-full bg-gray-200" aria-hidden />}>
          <AccountMenu user={user} />
        </Suspense>
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
