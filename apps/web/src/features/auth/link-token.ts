import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

/** The token of a mailed link, `…#token=<token>`; '' when there is none. */
export const tokenFromHash = (hash: string): string =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

/**
 * The mailed link's token, read once; then the fragment is taken out of the address, so the token is not left in
 * the address bar or the history for someone else at this screen. (It is in the fragment, so it never reached the
 * server or its logs.)
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const { hash, search } = location;
  useEffect(() => {
    if (hash) void navigate({ search, hash: '' }, { replace: true });
  }, [hash, search, navigate]);
  return token;
}

/** A mailed link's token was refused (400): only a new link helps. Other failures may pass on a second try. */
export const isLinkRefused = (error: unknown) => error instanceof ApiError && error.status === 400;
