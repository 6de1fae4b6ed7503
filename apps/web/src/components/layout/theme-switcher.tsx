import { SunMoon } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { setTheme, THEMES, useTheme, type Theme } from '../../lib/theme.ts';

const THEME_NAMES = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const;

/** The header's "Theme": light, dark, or as the system says (docs/accessibility.md). */
export function ThemeSwitcher() {
  const theme = useTheme();
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-gray-700">
        <SunMoon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t('theme.label')}</span>
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => setTheme(event.target.value as Theme)}
        className="h-9 cursor-pointer rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
      >
        {THEMES.map((each) => (
          <option key={each} value={each}>
            {t(THEME_NAMES[each])}
          </option>
        ))}
      </select>
    </div>
  );
}
