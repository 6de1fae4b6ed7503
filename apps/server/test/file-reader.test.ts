import { IMPORT_MESSAGES } from '@vitae/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/lib/domain-errors.ts';
import { statusOf } from '../src/plugins/errors.ts';
import { createFileReader } from '../src/modules/import/file-reader.ts';
import { nestedXObjectPdf, normalJsonResume } from './helpers/hostile-files.ts';

// One reader process, and a short budget so that a hostile file's turn is brief here.
const reader = createFileReader({ workers: 1, maxRssBytes: 512 * 1024 * 1024, timeoutMs: 1_500, maxQueuedPerUser: 3 });
afterAll(() => reader.close());

describe('createFileReader', () => {
  it('gives users turns: one user’s queue of hostile files delays another’s file by at most one read', async () => {
    const order: string[] = [];
    const track = (name: string, reading: Promise<unknown>) =>
      reading.then(
        () => order.push(`${name} read`),
        (error: unknown) => order.push(`${name} ${statusOf(error as DomainError)}`),
      );
    const hostile = nestedXObjectPdf(8);
    const flood = [1, 2, 3].map((n) => track(`a${n}`, reader.read('user-a', hostile)));
    // Asked for after all of a's files: still read after a's first, before a's second and third.
    const own = track('b', reader.read('user-b', normalJsonResume()));
    await Promise.all([...flood, own]);
    expect(order).toEqual(['a1 400', 'b read', 'a2 400', 'a3 400']);
  });

  it('refuses a user’s files past their share of the queue with 503, and reads others’', async () => {
    // Asked for at once: one is read, three wait (the user's share), the fifth is refused before any is read.
    const reads = [1, 2, 3, 4, 5].map(() =>
      reader.read('user-c', normalJsonResume()).catch((error: DomainError) => error),
    );
    const results = await Promise.all(reads);
    const busy = results.filter((result) => result instanceof DomainError);
    expect(busy).toHaveLength(1);
    expect(statusOf(busy[0] as DomainError)).toBe(503);
    expect(busy[0]).toMatchObject({ message: IMPORT_MESSAGES.readersBusy });
    expect(results.filter((result) => !(result instanceof DomainError))).toHaveLength(4);
    const read = await reader.read('user-d', normalJsonResume());
    expect(read.content.fullName).toBe('Jane Doe');
  });
});
