import type { AuthSession, User } from '@vitae/schema';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { onTokenRefreshed, tokens } from './api-client.ts';
import { getCurrentUser } from './current-user.ts';
import { setLanguage } from './i18n/language.ts';
import { logout } from './logout.ts';

/** The session's states: loading (user undefined), signed out (user null), signed in (user present). */
export type SessionState = { user: User | null | undefined; loading: boolean };

export type SessionAction = { type: 'signedIn'; user: User } | { type: 'signedOut' } | { type: 'loading' };

export function sessionReducer(_state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'signedIn':
      return { user: action.user, loading: false };
    case 'signedOut':
      return { user: null, loading: false };
    case 'loading':
      return { user: undefined, loading: true };
  }
}

/** On start: with a stored access token the session is loading until the current user is fetched. */
export function initialSessionState(): SessionState {
  return tokens.access() ? { user: undefined, loading: true } : { user: null, loading: false };
}

export interface Session extends SessionState {
  /**
   * Starts the session a sign-in answered (login, sign-up, Google; features/auth/api): stores both tokens and sets
   * the user.
   */
  startSession(session: AuthSession): User;
  /** Ends the session: the server is told, and the tokens are cleared even when it cannot be reached. */
  logout(): Promise<void>;
  /** Reads the signed-in account again (after it changed); signed out when that fails. */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in account, asked for as the app's code runs rather than after its first render: every protected
 * screen waits for it (the editor's first pages among them, docs/architecture.md). Taken once, by the first reader.
 */
let startupUser = askOnStart();

function askOnStart(): Promise<User> | undefined {
  try {
    if (!tokens.access()) return undefined;
  } catch {
    return undefined; // no storage here (blocked, or not a browser): the session starts signed out
  }
  const asked = getCurrentUser();
  asked.catch(() => {}); // read, and its failure handled, by refreshUser
  return asked;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, initialSessionState);

  const refreshUser = useCallback(async () => {
    if (!tokens.access()) {
      dispatch({ type: 'signedOut' });
      return;
    }
    const asked = startupUser ?? getCurrentUser();
    startupUser = undefined;
    try {
      dispatch({ type: 'signedIn', user: await asked });
    } catch (error) {
      console.error('Fetching the current user failed', error);
      dispatch({ type: 'signedOut' });
    }
  }, []);

  // The account's language, once it has one, is the interface's on every device it signs in on (docs/i18n.md).
  const accountLanguage = state.user?.language;
  useEffect(() => {
    if (accountLanguage) void setLanguage(accountLanguage, { remember: true });
  }, [accountLanguage]);

  useEffect(() => {
    if (tokens.access()) void refreshUser();
    return onTokenRefreshed(() => void refreshUser());
  }, [refreshUser]);

  const startSession = useCallback((session: AuthSession) => {
    tokens.store(session.accessToken, session.refreshToken);
    dispatch({ type: 'signedIn', user: session.user });
    return session.user;
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      refreshUser,
      startSession,
      logout: async () => {
        try {
          await logout();
        } catch (error) {
          console.error('Logout failed', error);
        } finally {
          tokens.clear();
          dispatch({ type: 'signedOut' });
        }
      },
    }),
    [state, refreshUser, startSession],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
