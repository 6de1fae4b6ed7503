import type { QueryClient } from '@tanstack/react-query';
import { LEGAL_PAGES } from '@vitae/schema';
import { Outlet, useRouteError, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { Header } from '../components/layout/header.tsx';
import { LoadingScreen, ProtectedLayout, RequireAuth } from '../components/layout/protected.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { prefetchResume } from '../lib/resumes/prefetch-resume.ts';
import { LandingPage } from './routes/landing.tsx';

/**
 * Every screen of the app; everything but the landing page loads lazily. `queryClient` is the app's: a loader fills
 * it while a screen's code loads.
 */
export const appRoutes = ({ queryClient }: { queryClient: QueryClient }): RouteObject[] => [
  {
    // The skip link comes first on every screen: the first Tab stop (docs/accessibility.md).
    element: (
      <>
        <SkipLink />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/about-us',
        lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutUsPage }),
      },
      {
        // The public ATS checker: no account.
        path: '/ats-checker',
        lazy: async () => ({ Component: (await import('./routes/ats-checker.tsx')).AtsCheckerPage }),
      },
      {
        // A shared resume, for anyone with the link: no account, no sign-in.
        path: '/r/:slug',
        lazy: async () => {
          // Composed here, as a feature never imports another: the pages are drawn as the editor draws them.
          const [{ PublicResumePage }, { PreviewPages }] = await Promise.all([
            import('./routes/public-resume.tsx'),
            import('../features/preview/preview-pages.tsx'),
          ]);
          return { Component: () => <PublicResumePage Pages={PreviewPages} /> };
        },
      },
      {
        path: '/auth/sign-in',
        lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInPage }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ForgotPasswordPage }),
      },
      // The mailed links: their token is in the fragment (#token=…), which the server never sees.
      {
        path: '/reset-password',
        lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordPage }),
      },
      {
        path: '/verify-email',
        lazy: async () => ({ Component: (await import('./routes/verify-email.tsx')).VerifyEmailPage }),
      },
      ...LEGAL_PAGES.map((page) => ({
        path: `/${page}`,
        lazy: async () => {
          const { LegalPage } = await import('./routes/legal.tsx');
          return { Component: () => <LegalPage page={page} /> };
        },
      })),
      {
        element: <ProtectedLayout />,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardPage }),
          },
          ...['/account', '/dashboard/account'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/account.tsx')).AccountPage }),
          })),
          {
            path: '/dashboard/resume/:resumeId/edit',
            // The resume, then its first pages, asked for while the editor's code loads (docs/architecture.md,
            // The live preview: the first render).
            loader: ({ params }) => {
              // The code asking for the pages loads beside the resume (not in the landing page's bundle).
              const previewCode = import('../lib/resumes/prefetch-preview.ts');
              previewCode.catch(() => {}); // not loaded: the editor asks for its pages itself
              prefetchResume(queryClient, params.resumeId ?? '', async (resume) =>
                (await previewCode).prefetchPreview(queryClient, resume),
              );
              return null;
            },
            // Once per resume opened: a step's change (?step=) is the same editor, asking for nothing.
            shouldRevalidate: ({ currentParams, nextParams }) => currentParams.resumeId !== nextParams.resumeId,
            lazy: async () => ({ Component: (await import('./routes/editor.tsx')).EditorPage }),
          },
          {
            path: '/cover-letters/:id',
            lazy: async () => ({ Component: (await import('./routes/cover-letter.tsx')).CoverLetterPage }),
          },
          {
            path: '/applications',
            lazy: async () => ({ Component: (await import('./routes/applications.tsx')).ApplicationsPage }),
          },
          {
            path: '/applications/:id',
            lazy: async () => ({ Component: (await import('./routes/application.tsx')).ApplicationPage }),
          },
          {
            path: '/admin',
            lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminPage }),
          },
        ],
      },
      {
        path: '/my-resume/:resumeId/view',
        lazy: async () => {
          const { ViewPage } = await import('./routes/view.tsx');
          return {
            Component: () => (
              <RequireAuth>
                <ViewPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** An error while loading or drawing a route: what happened in a sentence, a reload and the way back. */
function RouteError() {
  console.error(useRouteError());
  const t = useT();
  return (
    <>
      <SkipLink />
      <main id="main">
        <ErrorPage title={t('somethingWentWrong')} message={t('pageErrorHint')}>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        </ErrorPage>
      </main>
    </>
  );
}

/** Any address the app does not know: the header and a way back, never a dead end. */
function NotFound() {
  const t = useT();
  return (
    <>
      <Header />
      <main id="main">
        <ErrorPage title={t('pageNotFoundTitle')} message={t('pageNotFoundHint')} />
      </main>
    </>
  );
}
