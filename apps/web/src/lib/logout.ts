import { api } from './api-client.ts';

/** POST /api/v1/users/logout (bearer): ends this session on the server. The session (lib/auth.tsx) clears the tokens. */
export const logout = () => api.post<null>('/v1/users/logout');
