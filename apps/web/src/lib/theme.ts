import { useSyncExternalStore } from 'react';

/**
 * The colour theme (docs/accessibility.md): light, dark, or the system's (`prefers-color-scheme`, followed as it
 * changes). Kept on this device; shown by the `dark` class on <html> (theme-dark.css).
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'vitae:theme';

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined);

function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // storage blocked: the system's
  }
  return 'system';
}

let theme: Theme = storedTheme();
const listeners = new Set<() => void>();

function apply(): void {
  const dark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
  document.documentElement.classList.toggle('dark', dark);
}

/** Shows the theme saved on this device, and follows the system's while that is the choice. Called once, at start. */
export function startTheme(): void {
  apply();
  darkQuery()?.addEventListener('change', apply);
}

export function setTheme(next: Theme): void {
  theme = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // storage blocked: the choice lasts this visit
  }
  apply();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => theme);
