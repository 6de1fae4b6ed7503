import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '../lib/auth.tsx';

/** SPEC.md section 9: toasts last 4000 ms, at most 3 are visible, 356 px wide. */
export const TOAST_OPTIONS = { duration: 4000, visibleToasts: 3, width: 356 } as const;

export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <Toaster
          duration={TOAST_OPTIONS.duration}
          visibleToasts={TOAST_OPTIONS.visibleToasts}
          position="top-right"
          closeButton
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}
