import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/client.ts';

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
});
