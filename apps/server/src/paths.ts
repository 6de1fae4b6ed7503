import { fileURLToPath } from 'node:url';

/** Where the API lives: every module's routes are mounted under it. */
export const API_PREFIX = '/api';

/** The bundled terms and privacy texts (apps/server/legal): this file is one folder below apps/server, in src or dist. */
export const BUNDLED_LEGAL_DIR = fileURLToPath(new URL('../legal/', import.meta.url));
