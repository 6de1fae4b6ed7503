import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { installFakeApi } from './fake-api.ts';
import { renderApp, signIn } from './render-app.tsx';

/** Signs in as the fake API's user and opens the account page (at `path`, one of its two addresses). */
export async function openAccountPage(
  options: Parameters<typeof installFakeApi>[0] = {},
  path: '/dashboard/account' | '/account' = '/dashboard/account',
) {
  const fake = installFakeApi(options);
  signIn();
  const { router } = renderApp(path);
  await screen.findByRole('heading', { name: 'Account settings', level: 1 });
  return { fake, router };
}

/** A section of the page, by its heading. */
export const region = (name: string) => screen.getByRole('region', { name });

/** A toast saying exactly `text` (inline messages with the same text do not count). */
export async function expectToast(text: string) {
  await waitFor(() =>
    expect([...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent)).toContain(text),
  );
}
