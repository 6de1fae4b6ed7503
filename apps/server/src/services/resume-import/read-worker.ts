import { serveTasks } from '@vitae/workers';
import { AppError } from '../../errors.ts';
import { type ReadFile, readImportFile } from './read-file.ts';

export interface ReadTask {
  bytes: Uint8Array;
}

/** The file read, or why it was refused (an AppError's status and message, rebuilt on the server's side). */
export type ReadResult = { read: ReadFile } | { refused: { statusCode: number; message: string } };

// A reader process of the import's pool (file-reader.ts): one file at a time, killed past its time or memory.
serveTasks<ReadTask, ReadResult>({
  async run({ bytes }) {
    try {
      return { read: await readImportFile(bytes) };
    } catch (error) {
      if (error instanceof AppError) return { refused: { statusCode: error.statusCode, message: error.message } };
      throw error;
    }
  },
});
