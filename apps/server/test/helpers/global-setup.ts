import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@vitae/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/** PGlite's initdb costs seconds: migrate one database once and let every test file start from its dump. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitae-test-'));
  const snapshot = path.join(dir, 'migrated.tar');
  if (process.env.VITAE_TEST_DB !== 'postgres') {
    const handle = await createDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteSnapshot', snapshot);
  return () => rm(dir, { recursive: true, force: true });
}
