import { ATS_FILE_MESSAGES, IMPORT_MESSAGES } from '@vitae/schema';
import { UnsupportedFormat } from '../../lib/domain-errors.ts';
import { readDocument, type ReadDocument } from './document-reader.ts';

/**
 * A file for the ATS check, read as import reads a PDF or a Word file (same limits and refusals). Import's 415 names
 * every format it takes (JSON exports, LinkedIn's ZIP); the checker reads only PDFs and Word files, and says so.
 */
export async function readCheckedDocument(bytes: Uint8Array, warnings: string[]): Promise<ReadDocument> {
  try {
    return await readDocument(bytes, warnings);
  } catch (error) {
    if (error instanceof UnsupportedFormat && error.message === IMPORT_MESSAGES.unsupported) {
      throw new UnsupportedFormat(ATS_FILE_MESSAGES.unsupported);
    }
    throw error;
  }
}
