import { crc32 } from 'node:zlib';
import { IMPORT_MESSAGES } from '@vitae/schema';
import { Inflate } from 'fflate';
import { DomainError, InvalidInput } from '../../lib/domain-errors.ts';

/**
 * A ZIP archive read in memory, for the few files an import needs (by name, any folder, any case): nothing is ever
 * written to disk and no path is used. Sizes the archive declares are never trusted: an entry is inflated in small
 * steps, counting what comes out, and refused (400) as soon as it passes ZIP_LIMITS.entryBytes, all entries read pass
 * ZIP_LIMITS.totalBytes, or it unpacks to more than ZIP_LIMITS.ratio times what was read of it. An archive of more
 * than ZIP_LIMITS.entries entries, an encrypted entry, or one that is damaged (no end record, a header out of place,
 * data that does not inflate, a wrong CRC) is 400 too.
 *
 * fflate's Unzip reads local headers only, so it cannot see encryption flags, the number of entries or a damaged
 * archive; the central directory is read here instead and each entry is inflated with fflate's streaming Inflate.
 */

export const ZIP_LIMITS = {
  /** Entries in the archive, files and folders, at most. */
  entries: 500,
  /** Bytes one entry may unpack to. */
  entryBytes: 5 * 1024 * 1024,
  /** Bytes all entries read may unpack to together. */
  totalBytes: 20 * 1024 * 1024,
  /** Unpacked bytes per packed byte past which an entry is a zip bomb (once it has unpacked ratioFrom bytes). */
  ratio: 100,
  ratioFrom: 1024 * 1024,
} as const;

/** Packed bytes given to the inflater at a time: at most ~4 MB comes out of one step (DEFLATE's ratio is < 1,032). */
const STEP = 4096;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** General purpose flags: bit 0 encrypted, bit 6 strong encryption; bit 11 the name is UTF-8. */
const ENCRYPTED = 0x0001 | 0x0040;
const UTF8_NAME = 0x0800;

const damaged = () => new InvalidInput(IMPORT_MESSAGES.zipDamaged);

interface Entry {
  /** The name without its folders, lower-cased. */
  baseName: string;
  /** The name with its folders (apart by "/"), lower-cased. */
  path: string;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  localOffset: number;
}

/** The central directory's entries, checked for their number and encryption; folders are left out. */
function centralDirectory(bytes: Uint8Array, view: DataView): Entry[] {
  // The end record is in the last 22 + 65,535 bytes (its comment is at most 65,535 long).
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (
      view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY &&
      at + 22 + view.getUint16(at + 20, true) <= bytes.length
    ) {
      end = at;
      break;
    }
  }
  if (end === -1) throw damaged();
  const count = view.getUint16(end + 10, true);
  if (count > ZIP_LIMITS.entries) throw new InvalidInput(IMPORT_MESSAGES.zipTooManyEntries);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset + size > end) throw damaged();
  const entries: Entry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) throw damaged();
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > end) throw damaged();
    if (flags & ENCRYPTED) throw new InvalidInput(IMPORT_MESSAGES.zipEncrypted);
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = flags & UTF8_NAME ? decoder.decode(rawName) : Buffer.from(rawName).toString('latin1');
    if (!name.endsWith('/') && !name.endsWith('\\')) {
      entries.push({
        baseName: name.split(/[/\\]/).pop()!.toLowerCase(),
        path: name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase(),
        flags,
        method: view.getUint16(at + 10, true),
        crc: view.getUint32(at + 16, true),
        packedSize: view.getUint32(at + 20, true),
        localOffset: view.getUint32(at + 42, true),
      });
    }
    at = next;
  }
  return entries;
}

/** Counts unpacked bytes against the limits, across the entries of one archive. */
class Budget {
  total = 0;
  add(entrySoFar: number, added: number, packedSoFar: number) {
    this.total += added;
    if (entrySoFar > ZIP_LIMITS.entryBytes || this.total > ZIP_LIMITS.totalBytes) {
      throw new InvalidInput(IMPORT_MESSAGES.zipTooLarge);
    }
    if (entrySoFar > ZIP_LIMITS.ratioFrom && entrySoFar > packedSoFar * ZIP_LIMITS.ratio) {
      throw new InvalidInput(IMPORT_MESSAGES.zipRatio);
    }
  }
}

function inflateEntry(packed: Uint8Array, budget: Budget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let read = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    budget.add(size, chunk.length, Math.max(read, 1));
    chunks.push(chunk);
  });
  try {
    for (let from = 0; ; from += STEP) {
      read = Math.min(from + STEP, packed.length);
      const final = read === packed.length;
      inflater.push(packed.subarray(from, read), final);
      if (final) break;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw damaged();
  }
  return Buffer.concat(chunks, size);
}

/** The data of one entry, unpacked within the budget and checked against its CRC. */
function readEntry(bytes: Uint8Array, view: DataView, entry: Entry, budget: Budget): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw damaged();
  if (view.getUint16(at + 6, true) & ENCRYPTED) throw new InvalidInput(IMPORT_MESSAGES.zipEncrypted);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packedSize > bytes.length) throw damaged();
  const packed = bytes.subarray(start, start + entry.packedSize);
  let data: Uint8Array;
  if (entry.method === 0) {
    budget.add(packed.length, packed.length, packed.length);
    data = packed;
  } else if (entry.method === 8) {
    data = inflateEntry(packed, budget);
  } else {
    throw new InvalidInput(IMPORT_MESSAGES.zipUnsupported);
  }
  if (crc32(data) !== entry.crc) throw damaged();
  return data;
}

export interface ZipContents {
  /** The data of each wanted file found, by its lower-case name without folders (the first of a name). */
  files: Map<string, Uint8Array>;
  /** The names of all files in the archive, lower-case, without folders. */
  names: string[];
}

/** The files of the archive named (lower-case, without folders) in `wanted`; see the top of this file. */
export function readZip(bytes: Uint8Array, wanted: readonly string[]): ZipContents {
  if (bytes.length < 22) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(bytes, view);
  const wantedNames = new Set(wanted.map((name) => name.toLowerCase()));
  const budget = new Budget();
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (!wantedNames.has(entry.baseName) || files.has(entry.baseName)) continue;
    files.set(entry.baseName, readEntry(bytes, view, entry, budget));
  }
  return { files, names: entries.map((entry) => entry.baseName) };
}

/** The paths of the files in the archive (lower-case, folders apart by "/"), from its central directory only. */
export function zipPaths(bytes: Uint8Array): string[] {
  if (bytes.length < 22) throw damaged();
  return centralDirectory(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)).map(
    (entry) => entry.path,
  );
}

/**
 * The files of the archive whose path (lower-case, folders apart by "/") `wanted` accepts, by path, unpacked within
 * the same limits as readZip (a Word file is a ZIP too); the first of a path when an archive repeats one.
 */
export function readZipPaths(bytes: Uint8Array, wanted: (path: string) => boolean): Map<string, Uint8Array> {
  if (bytes.length < 22) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = new Budget();
  const files = new Map<string, Uint8Array>();
  for (const entry of centralDirectory(bytes, view)) {
    if (!wanted(entry.path) || files.has(entry.path)) continue;
    files.set(entry.path, readEntry(bytes, view, entry, budget));
  }
  return files;
}
