import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The card of the pages around signing in (sign-in, forgotten password, mailed links): the way home and a heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-8">
      <div className="w-full max-w-md rounded-lg border bg-white p-6 shadow-sm">
        <Link to="/" className="text-sm text-violet-800 underline">
          {t('app.name')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
