import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTwoInstances, userOnBothInstances } from './helpers/test-app.ts';

// On PGlite this process is the only writer; on PostgreSQL anyone may write, and every instance must notice.
describe('instances caching reads of a shared PostgreSQL', () => {
  const instances = useTwoInstances();

  it('notice changes made outside the app, and stop caching when they cannot hear them', async () => {
    const {
      calls,
      ids: [id],
    } = await userOnBothInstances(instances, ['By hand']);
    const summaries = () =>
      Promise.all(
        calls.map(
          async (call) =>
            (await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` })).json().data.summary,
        ),
      );
    const admin = new pg.Client({ connectionString: instances.database.url });
    await admin.connect();
    const listeners = "FROM pg_stat_activity WHERE application_name = 'vitae-changes' AND datname = current_database()";
    // Listeners that started after `since` and pinged themselves (the last query a listener sends before it goes live).
    const listening = async (since = new Date(0)) =>
      Number(
        (
          await admin.query(`SELECT count(*) ${listeners} AND backend_start > $1 AND query LIKE 'SELECT pg_notify%'`, [
            since,
          ])
        ).rows[0].count,
      );
    try {
      await expect.poll(listening, { timeout: 5_000, interval: 20 }).toBe(2);
      for (let round = 1; round <= 5; round++) {
        await summaries(); // both instances keep the resume
        await admin.query('UPDATE resumes SET summary = $1 WHERE id = $2', [`by hand ${round}`, id]);
        await expect.poll(summaries, { timeout: 2_000, interval: 1 }).toEqual([`by hand ${round}`, `by hand ${round}`]);
      }

      // Nobody listens for a moment: what the caches keep may go stale, so they stop until listening again.
      await summaries();
      const cutOff = (await admin.query(`SELECT pg_terminate_backend(pid), now() AS at ${listeners}`)).rows[0].at;
      await admin.query('UPDATE resumes SET summary = $1 WHERE id = $2', ['while deaf', id]);
      await expect.poll(summaries, { timeout: 2_000, interval: 5 }).toEqual(['while deaf', 'while deaf']);
      await expect.poll(() => listening(cutOff), { timeout: 5_000, interval: 20 }).toBe(2);
      await summaries();
      await admin.query('UPDATE resumes SET summary = $1 WHERE id = $2', ['heard again', id]);
      await expect.poll(summaries, { timeout: 2_000, interval: 1 }).toEqual(['heard again', 'heard again']);
    } finally {
      await admin.end();
    }
  });
});
