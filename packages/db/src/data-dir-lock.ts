import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Another live process holds the PGlite data directory; opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's pid as it wrote it in vitae.lock; NaN when that could not be read. */
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${Number.isNaN(pid) ? 'unknown' : pid}). ` +
        'Stop it first.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The holder's pid, for the refusal's message only: it never decides who holds the directory. */
const PID_FILE = 'vitae.lock';
/** Where the lock is a socket file (neither Linux nor Windows). */
const SOCKET_FILE = 'vitae.sock';
/**
 * How long a lock held by someone else is waited for before the directory is refused: a process killed a moment ago
 * (a supervisor restarting it at once) closes its sockets only after its memory is freed, which for a large one takes
 * a while.
 */
const RELEASE_WAIT_MS = 2_000;
/** sun_path is 104 bytes on macOS and the BSDs (108 on Linux), its terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;

interface LockAddress {
  address: string;
  /** Set when the address is a file, which outlives a holder that died and must then be probed and removed. */
  file: boolean;
}

function lockAddress(dataDir: string, platform: NodeJS.Platform): LockAddress {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  // Linux: the abstract namespace. Bound atomically, gone with the last descriptor (its holder's death included).
  if (platform === 'linux') return { address: `\0vitae-data-dir-${id}`, file: false };
  // Windows: a named pipe, also released by the kernel when its holder dies.
  if (platform === 'win32') return { address: `\\\\.\\pipe\\vitae-data-dir-${id}`, file: false };
  const inside = path.join(dataDir, SOCKET_FILE);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH_BYTES) return { address: inside, file: true };
  return { address: path.join(tmpdir(), `vitae-data-dir-${id.slice(0, 16)}.sock`), file: true };
}

/** Listens on the address; rejects with the error (EADDRINUSE: someone listens there, or a file is in the way). */
function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // A connection (the probe below) is closed at once. Unref'd: the lock never keeps the process alive.
    const server = net.createServer((socket) => socket.destroy());
    server.unref();
    server.once('error', reject);
    // exclusive: a cluster worker binds the address itself instead of sharing its primary's.
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', reject);
      server.on('error', () => {});
      resolve(server);
    });
  });
}

/** Whether a process listens on the socket file: the kernel accepts the connection only then. */
function someoneListens(address: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Refused: a file left by a holder that died (or not a socket at all). Gone: released meanwhile.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      // A full backlog: someone listens.
      else if (error.code === 'EAGAIN') resolve(true);
      else reject(error);
    });
  });
}

function readHolderPid(pidFile: string): number {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError while another holder lives (another
 * process, or another PGlite of this one). The lock is a listening Unix socket (a named pipe on Windows): the kernel
 * releases it when its holder dies, SIGKILL included, so the next start never has to judge whether a recorded pid
 * still means something. `platform` picks the kind of lock (tests take the socket-file one on Linux too). Returns the
 * release function.
 */
export async function lockDataDir(dataDir: string, platform: NodeJS.Platform = process.platform): Promise<() => void> {
  const { address, file } = lockAddress(dataDir, platform);
  const pidFile = path.join(dataDir, PID_FILE);
  let server: net.Server | undefined;
  const giveUpAt = Date.now() + RELEASE_WAIT_MS;
  for (let attempt = 0; attempt < 3 && !server; attempt += 1) {
    try {
      server = await listen(address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (!file || (await someoneListens(address))) {
        // A holder killed a moment ago may still be exiting (its memory is freed before its sockets are closed).
        if (Date.now() < giveUpAt) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          attempt -= 1;
          continue;
        }
        throw new DataDirInUseError(dataDir, readHolderPid(pidFile));
      }
      try {
        unlinkSync(address);
      } catch {
        // Someone else removed the stale socket first.
      }
    }
  }
  if (!server) throw new Error(`Could not lock the data directory ${dataDir}.`);
  const held = server;
  try {
    writeFileSync(pidFile, String(process.pid));
  } catch (error) {
    held.close();
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // While the socket is still ours, no other holder can have written its pid.
    if (readHolderPid(pidFile) === process.pid) {
      try {
        unlinkSync(pidFile);
      } catch {
        // Already gone.
      }
    }
    // Closes the socket at once (and removes a socket file); only the callback would wait.
    held.close();
  };
}
