import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium, as CI installs it, with the flags this machine needs (its closed network refuses Chromium's
 * background connections). The e2e suite and the benchmarks launch it through here.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args });
}

/**
 * The same Chromium with a profile on disk (`userDataDir`), so its HTTP cache is a disk cache as a user's browser
 * has: an incognito context's in-memory cache keeps no entry of several MB (the preview engine's wasm), a profile's does.
 */
export function launchPersistentContext(
  userDataDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...options, executablePath: executablePath(), args });
}
