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
  ])('%s may %s', async (filePath, code) => {
    expect(await importErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
