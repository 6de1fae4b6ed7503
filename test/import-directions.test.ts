import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Lints `code` as if it were the file at `filePath`, returning the import-direction errors. */
async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

describe('import directions, enforced by ESLint', () => {
  it.each([
    ['apps/web/src/probe.ts', "import { users } from '@vitae/db';"],
    ['apps/web/src/probe.ts', "import { buildApp } from '../../server/src/app.ts';"],
    ['apps/server/src/probe.ts', "import '../../web/src/main.tsx';"],
    ['packages/db/src/probe.ts', "import { buildApp } from '../../../apps/server/src/app.ts';"],
    ['packages/schema/src/probe.ts', "import { users } from '@vitae/db';"],
    ['packages/pdf/src/probe.ts', "import { users } from '@vitae/db';"],
    ['packages/workers/src/probe.ts', "import { createPdfRenderer } from '@vitae/pdf';"],
    ['packages/schema/src/probe.ts', "import { WorkerPool } from '@vitae/workers';"],
    ['apps/web/src/probe.ts', "import { WorkerPool } from '@vitae/workers';"],
    // A web feature never imports another feature, nor app/ (the pages compose features).
    ['apps/web/src/features/editor/probe.ts', "import { DesignPanel } from '../design/design-panel.tsx';"],
    ['apps/web/src/features/resume-list/probe.ts', "import { ShareDialog } from '../sharing/share-dialog.tsx';"],
    ['apps/web/src/features/preview/probe.ts', "import { routes } from '../../app/routes.tsx';"],
    // lib/ and components/ are shared by features: they import neither features nor app/.
    ['apps/web/src/lib/probe.ts', "import { TrashButton } from '../features/trash/trash-dialog.tsx';"],
    ['apps/web/src/components/probe.ts', "import { routes } from '../app/routes.tsx';"],
    // A server module's services know no HTTP; a route file is mounted by its module's index.ts only; lib/ is shared.
    ['apps/server/src/modules/resumes/probe.ts', "import { perUserPerMinute } from '../../plugins/rate-limit.ts';"],
    ['apps/server/src/modules/resumes/probe.ts', "import { ok } from '../../http/envelope.ts';"],
    ['apps/server/src/modules/sharing/probe-routes.ts', "import shareRoutes from './share-routes.ts';"],
    ['apps/server/src/modules/sharing/shares.ts', "import shareRoutes from './share-routes.ts';"],
    ['apps/server/src/lib/probe.ts', "import { MODULES } from '../modules/index.ts';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await importErrors(filePath, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['apps/server/src/probe.ts', "import { users } from '@vitae/db';"],
    ['apps/server/src/probe.ts', "import { TEMPLATES_DIR } from '@vitae/pdf';"],
    ['apps/server/src/probe.ts', "import { WorkerPool } from '@vitae/workers';"],
    ['packages/pdf/src/probe.ts', "import { WorkerPool } from '@vitae/workers';"],
    ['apps/web/src/probe.ts', "import { MESSAGES } from '@vitae/schema';"],
    ['packages/db/src/probe.ts', "import { MESSAGES } from '@vitae/schema';"],
    ['apps/web/src/features/editor/probe.ts', "import { SectionCard } from './section-form.tsx';"],
    ['apps/web/src/features/editor/probe.ts', "import { useResume } from '../../lib/resumes/get-resume.ts';"],
    ['apps/web/src/features/editor/probe.ts', "import { Button } from '../../components/ui/button.tsx';"],
    ['apps/web/src/app/routes/probe.ts', "import { DesignPanel } from '../../features/design/design-panel.tsx';"],
    ['apps/server/src/modules/sharing/index.ts', "import shareRoutes from './share-routes.ts';"],
    ['apps/server/src/modules/sharing/probe-routes.ts', "import { ok } from '../../http/envelope.ts';"],
    ['apps/server/src/modules/sharing/probe-routes.ts', "import { shareAccessCookie } from './share-http.ts';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await importErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });

  it("keeps Fastify out of a server module's services, not out of its routes", async () => {
    const fastifyErrors = async (filePath: string) => {
      const [result] = await eslint.lintText("import type { FastifyRequest } from 'fastify';\nexport {};\n", {
        filePath,
      });
      return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
    };
    expect(await fastifyErrors('apps/server/src/modules/resumes/probe.ts')).toHaveLength(1);
    expect(await fastifyErrors('apps/server/src/modules/resumes/probe-routes.ts')).toEqual([]);
  });
});
