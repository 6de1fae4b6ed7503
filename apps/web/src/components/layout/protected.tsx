import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { Header } from './header.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

export function LoadingScreen() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-700">
      {t('app.loading')}
    </div>
  );
}

/** "Loading..." until the session is known; signed-out visitors go to sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading || user === undefined) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth/sign-in" replace />;
  return children;
}

/**
 * The shared protected layout: header, a reminder while the email is not verified, the nested page (toasts are
 * mounted once at the root).
 */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <Header />
      <main id="main" className="min-h-[calc(100vh-4rem)] bg-gray-50">
        <VerifyEmailBanner />
        <Outlet />
      </main>
    </RequireAuth>
  );
}
