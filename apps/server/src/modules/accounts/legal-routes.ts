import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_PAGES, legalPageSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';
import { BUNDLED_LEGAL_DIR } from '../../paths.ts';

/** A page's title: its first `# ` heading, else its name. */
const titleOf = (markdown: string, fallback: string) => /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() || fallback;

const FALLBACK_TITLES = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

/**
 * GET /api/v1/legal/:page: the terms and the privacy policy as Markdown, from LEGAL_DIR when the operator set it
 * (docs/accounts.md), else the bundled defaults. Read on each request: an operator's edit shows without a restart.
 */
export default async function legalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:page',
    {
      schema: {
        tags: ['meta'],
        summary: 'The terms of service or the privacy policy, as Markdown',
        params: z.object({ page: z.enum(LEGAL_PAGES, { error: 'There is no such page.' }) }),
        response: replies(200, legalPageSchema),
      },
    },
    async (request) => {
      const { page } = request.params;
      const dir = app.config.legalDir ?? BUNDLED_LEGAL_DIR;
      const markdown = await readFile(path.join(dir, `${page}.md`), 'utf8');
      return ok({ title: titleOf(markdown, FALLBACK_TITLES[page]), markdown });
    },
  );
}
