import { defineModule } from '../module.ts';
import healthRoutes from './health-routes.ts';

/** Liveness, at /api/health. */
export default defineModule({ routes: healthRoutes });
