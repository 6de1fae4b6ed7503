import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { setLanguage } from '../lib/i18n/language.ts';

// The first render of a test file loads its lazy routes; on a busy 2-core machine that can pass the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; sonner captures the pointer when a toast (and its Undo button) is pressed.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

afterEach(async () => {
  cleanup();
  // The interface's language is the app's one module state: each test starts in English.
  await setLanguage('en');
  // Sonner keeps active toasts in module state and replays them to the next Toaster: start each test clean.
  toast.dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Sonner removes a dismissed toast on a timer (about 200 ms); once the file's last test is done, let that timer run
// while jsdom still exists (torn down first, its setState finds no window and fails the run).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));
