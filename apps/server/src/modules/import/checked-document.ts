import { ATS_FILE_MESSAGES, IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput, UnsupportedFormat } from '../../lib/domain-errors.ts';
import { isPdfFile, isZipFile } from './detect.ts';
import { readDocument, type ReadDocument } from './document-reader.ts';

/**
 * A file for the ATS check, read as import reads it (same limits and refusals): a PDF, or a ZIP container (a Word
 * file) that the document reader takes; anything else 415 naming what the checker reads, an empty file 400.
 */
export async function readCheckedDocument(bytes: Uint8Array, warnings: string[]): Promise<ReadDocument> {
  if (bytes.length === 0) throw new InvalidInput(IMPORT_MESSAGES.emptyFile);
  if (!isPdfFile(bytes) && !isZipFile(bytes)) throw new UnsupportedFormat(ATS_FILE_MESSAGES.unsupported);
  return readDocument(bytes, warnings);
}
