import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/client.ts';
import { createDataDir } from '../src/create-data-dir.ts';

describe('PGlite', () => {
  it('runs with memory settings for one small instance, not a database server’s', async () => {
    const handle = await createDatabase({ dataDir: 'memory://' });
    try {
      const show = async (name: string) => {
        const result = (await handle.db.execute(sql.raw(`SHOW ${name}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return Object.values(result.rows[0]!)[0];
      };
      expect(await show('shared_buffers')).toBe('16MB');
      expect(await show('max_wal_size')).toBe('64MB');
      expect(await show('work_mem')).toBe('2MB');
      // PGlite's own start parameters still apply.
      expect(await show('max_worker_processes')).toBe('0');
    } finally {
      await handle.close();
    }
  });

  it('creates a new data directory in a process of its own, then opens it here with its settings, and keeps what is written', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'vitae-new-dir-')), 'data');
    try {
      const first = await createDatabase({ dataDir });
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      try {
        const shown = (await first.db.execute(sql.raw('SHOW shared_buffers'))) as unknown as {
          rows: Record<string, string>[];
        };
        expect(Object.values(shown.rows[0]!)[0]).toBe('16MB');
        // Migrated by that process too (its memory is not this one's): the tables are there before migrate() runs.
        const tables = (await first.db.execute(
          sql.raw("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('users', 'resumes')"),
        )) as unknown as { rows: { n: number }[] };
        expect(tables.rows[0]!.n).toBe(2);
        await first.migrate();
        await first.db.execute(sql.raw('CREATE TABLE kept (word text)'));
        await first.db.execute(sql.raw("INSERT INTO kept VALUES ('still here')"));
      } finally {
        await first.close();
      }
      const again = await createDatabase({ dataDir });
      try {
        const kept = (await again.db.execute(sql.raw('SELECT word FROM kept'))) as unknown as {
          rows: { word: string }[];
        };
        expect(kept.rows).toEqual([{ word: 'still here' }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('says why a data directory could not be created', async () => {
    await expect(createDataDir('/proc/vitae-cannot-be-here', [], '/nowhere')).rejects.toThrow(
      /^Creating the database in \/proc\/vitae-cannot-be-here failed \(exit code \d+\): \S/,
    );
  });
});
