import type { User } from '@vitae/schema';
import { api } from './api-client.ts';

/**
 * GET /api/v1/users/current-user (bearer): the signed-in account. Read by the session (lib/auth.tsx) on start, after
 * a token refresh and when an account page changed the account; every feature reads the user from the session.
 */
export const getCurrentUser = () => api.get<User>('/v1/users/current-user');
