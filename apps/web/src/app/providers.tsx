import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '../lib/auth.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { TOAST_OPTIONS } from '../lib/toast.ts';

export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <SessionProvider>
          {children}
          {/* The only Toaster; toasts come from lib/toast.ts, one per message, at most 3 on screen. */}
          <Toaster
            duration={TOAST_OPTIONS.duration}
            visibleToasts={TOAST_OPTIONS.visibleToasts}
            position="top-right"
            closeButton
          />
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
