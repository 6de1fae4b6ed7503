import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, makeQueryClient } from './providers.tsx';
import { appRoutes } from './routes.tsx';

const queryClient = makeQueryClient();
const router = createBrowserRouter(appRoutes({ queryClient }));

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
