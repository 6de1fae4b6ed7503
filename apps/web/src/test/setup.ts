import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Sonner keeps active toasts in module state and replays them to the next Toaster: start each test clean.
  toast.dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
