import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  MESSAGES,
  setRoleBodySchema,
  userIdParamsSchema,
  userSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** /api/v1/admin/users: accounts and their roles, for admins only. */
export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;
  const tags = ['admin'];

  app.get(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Accounts, oldest first, a page at a time; `search` matches email or name (admin only)',
        querystring: adminUsersQuerySchema,
        response: replies(200, adminUsersPageSchema),
      },
    },
    async (request) => ok(await users.listPage(request.query)),
  );

  app.put(
    '/users/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Make an account admin or user (admin only); the last admin cannot be demoted (409)',
        params: userIdParamsSchema,
        body: setRoleBodySchema,
        response: replies(200, userSchema),
      },
    },
    async (request) => {
      const { user, previousRole } = await users.setRole(request.params.id, request.body.role);
      if (previousRole !== user.role) {
        request.log.info(
          { by: { id: request.user._id, email: request.user.email }, user: { id: user._id, email: user.email } },
          `role changed from ${previousRole} to ${user.role}`,
        );
      }
      return ok(user, MESSAGES.roleUpdated);
    },
  );
}
