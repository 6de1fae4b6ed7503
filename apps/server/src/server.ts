import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError } from '@vitae/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** A setting or a data dir that stops the start is said in one line, without a stack trace. */
async function start() {
  try {
    const config = { ...loadConfig(), webDistDir };
    return { config, app: await buildApp({ config }) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(`Vitae cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
const { config, app } = await start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, 'Vitae is ready');
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
