/** Where the API lives: every module's routes are mounted under it. */
export const API_PREFIX = '/api';
