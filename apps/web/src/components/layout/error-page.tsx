import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from '../ui/button.tsx';

export interface ErrorPageProps {
  /** The heading, e.g. MESSAGES.resumeNotFound or MESSAGES.adminOnly (shown in the interface's language). */
  title: string;
  /** One or two sentences saying what happened or what to do; never a raw code. */
  message?: string | undefined;
  /** More actions beside the way back (e.g. a Retry button). */
  children?: ReactNode;
  className?: string;
}

/**
 * A page that cannot be shown (not found, not authorized, failed to load): a heading, what happened, and always a
 * way on: "Back to dashboard" for a signed-in user, "Sign in" for a signed-out one (the dashboard would only send
 * them to sign in). No dead ends (docs/product.md, No dead ends).
 */
export function ErrorPage({ title, message, children, className }: ErrorPageProps) {
  const { user } = useSession();
  const t = useT();
  const headingId = useId();
  const signedOut = user === null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center', className)}
    >
      <div role="alert">
        <h1 id={headingId} className="text-2xl font-bold text-gray-900">
          {translated(title)}
        </h1>
        {message && <p className="mt-3 text-gray-700">{translated(message)}</p>}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedOut ? (
          <Link to="/auth/sign-in" className={buttonVariants()}>
            {t('public.signIn')}
          </Link>
        ) : (
          <Link to="/dashboard" className={buttonVariants()}>
            {t('public.backToDashboard')}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}
