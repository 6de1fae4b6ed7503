import { Link, Outlet, useRouteError, type RouteObject } from 'react-router';
import { LoadingScreen, ProtectedLayout, RequireAuth } from '../components/layout/protected.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';

/** Every screen of SPEC.md section 2; everything but the landing page loads lazily. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/about-us',
        lazy: async () => ({ Component: (await import('../features/landing/about-us-page.tsx')).AboutUsPage }),
      },
      {
        path: '/auth/sign-in',
        lazy: async () => ({ Component: (await import('../features/auth/sign-in-page.tsx')).SignInPage }),
      },
      {
        element: <ProtectedLayout />,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('../features/resumes/dashboard-page.tsx')).DashboardPage }),
          },
          {
            path: '/dashboard/account',
            lazy: async () => ({ Component: (await import('../features/account/account-page.tsx')).AccountPage }),
          },
          {
            path: '/dashboard/resume/:resumeId/edit',
            lazy: async () => ({ Component: (await import('../features/resumes/editor-page.tsx')).EditorPage }),
          },
          {
            path: '/admin',
            lazy: async () => ({ Component: (await import('../features/admin/admin-page.tsx')).AdminPage }),
          },
        ],
      },
      {
        path: '/my-resume/:resumeId/view',
        lazy: async () => {
          const { ViewPage } = await import('../features/resumes/view-page.tsx');
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

function RouteError() {
  console.error(useRouteError());
  return (
    <main className="p-8" role="alert">
      <h1 className="text-2xl font-bold">Something went wrong.</h1>
      <a className="text-violet-800 underline" href="/dashboard">
        Back to the dashboard
      </a>
    </main>
  );
}

function NotFound() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Not found.</h1>
      <Link className="text-violet-800 underline" to="/">
        Go home
      </Link>
    </main>
  );
}
