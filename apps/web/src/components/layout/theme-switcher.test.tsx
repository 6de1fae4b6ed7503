import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTheme, startTheme } from '../../lib/theme.ts';
import { ThemeSwitcher } from './theme-switcher.tsx';

/** A `prefers-color-scheme: dark` media query whose answer the test changes. */
function systemPrefersDark(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (dark: boolean) => {
    query.matches = dark;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  setTheme('system');
  document.documentElement.classList.remove('dark');
});

describe('the theme', () => {
  it('follows the system until one is chosen, then keeps the choice on this device', async () => {
    const systemChanges = systemPrefersDark(false);
    startTheme();
    render(<ThemeSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    expect(document.documentElement).not.toHaveClass('dark');
    systemChanges(true);
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.selectOptions(select, 'Light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('vitae:theme')).toBe('light');
    systemChanges(true);
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.selectOptions(select, 'Dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'As the system',
      'Light',
      'Dark',
    ]);
  });
});
