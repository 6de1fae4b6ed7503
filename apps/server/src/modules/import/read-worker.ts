import { serveTasks } from '@vitae/workers';
import { type ReadFile, readImportFile } from './read-file.ts';
import { type Refusal, toRefusal } from './refusal.ts';

export interface ReadTask {
  bytes: Uint8Array;
}

/** The file read, or why it was refused (rebuilt as a domain error on the server's side). */
export type ReadResult = { read: ReadFile } | { refused: Refusal };

// A reader process of the import's pool (file-reader.ts): one file at a time, killed past its time or memory.
serveTasks<ReadTask, ReadResult>({
  async run({ bytes }) {
    try {
      return { read: await readImportFile(bytes) };
    } catch (error) {
      const refused = toRefusal(error);
      if (refused) return { refused };
      throw error;
    }
  },
});
