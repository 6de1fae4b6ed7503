import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, as CI installs it, with the flags this machine needs (its closed network refuses Chromium's
 * background connections). The e2e suite and the benchmarks launch it through here.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
