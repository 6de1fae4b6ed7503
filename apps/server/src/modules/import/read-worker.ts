import { serveTasks } from '@vitae/workers';
import { readCheckedDocument } from './checked-document.ts';
import type { ReadDocument } from './document-reader.ts';
import { type ReadFile, readImportFile } from './read-file.ts';
import { type Refusal, toRefusal } from './refusal.ts';

export interface ReadTask {
  bytes: Uint8Array;
  /** 'document': the ATS check's read (a PDF or a Word file, its lines and fields); default: an import. */
  kind?: 'import' | 'document';
  /** Sent back as it came: which request's file this was (a newer one may have replaced it in the queue). */
  tag?: string;
}

/** The file read, or why it was refused (rebuilt as a domain error on the server's side). */
export type ReadResult =
  { read: ReadFile } | { document: ReadDocument; warnings: string[]; tag?: string | undefined } | { refused: Refusal };

// A reader process of the import's pool (file-reader.ts): one file at a time, killed past its time or memory.
serveTasks<ReadTask, ReadResult>({
  async run({ bytes, kind, tag }) {
    try {
      if (kind === 'document') {
        const warnings: string[] = [];
        return { document: await readCheckedDocument(bytes, warnings), warnings, tag };
      }
      return { read: await readImportFile(bytes) };
    } catch (error) {
      const refused = toRefusal(error);
      if (refused) return { refused };
      throw error;
    }
  },
});
