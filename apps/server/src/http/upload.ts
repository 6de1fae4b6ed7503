import multipart from '@fastify/multipart';
import { IMPORT_MESSAGES, MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, InvalidInput, TooLarge, UnsupportedFormat } from '../lib/domain-errors.ts';

/**
 * Lets the routes registered in `fastify` (and only those) read a multipart form of one file of at most `maxBytes`
 * (413 past it, in import's words) and `fields` small text fields.
 */
export async function registerUpload(
  fastify: FastifyInstance,
  { maxBytes, fields }: { maxBytes: number; fields: number },
): Promise<void> {
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields, fieldSize: 1024, parts: fields + 1 },
    throwFileSizeLimit: true,
  });
}

/** Multipart's own errors, answered with our words: a file too large is 413, the rest of a bad form 400. */
function multipartError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLarge(IMPORT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new InvalidInput(IMPORT_MESSAGES.oneFile);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new InvalidInput(MESSAGES.invalidBody);
  }
  return error;
}

export interface UploadForm {
  /** The file part named `file`. */
  file: Buffer;
  /** The text fields by name (a field may come before or after the file). */
  fields: Map<string, unknown>;
}

/** The form, read whole: its one file part `file` (400 without it) and its text fields. Not multipart: 415. */
export async function readUpload(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new UnsupportedFormat(IMPORT_MESSAGES.notMultipart);
  let file: Buffer | undefined;
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields.set(part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = bytes;
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw new InvalidInput(IMPORT_MESSAGES.noFile);
  return { file, fields };
}
