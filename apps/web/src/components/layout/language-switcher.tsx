import { UI_LANGUAGES, isUiLanguage } from '@vitae/schema';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { useChooseLanguage } from '../../lib/i18n/save-language.ts';
import { cn } from '../../lib/utils.ts';

/**
 * The header's "Language": every interface language by its own name (docs/i18n.md). Changes the screens at once,
 * kept on this device and, signed in, on the account.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language } = useI18n();
  const t = useT();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <label htmlFor={id} className="text-gray-700">
        {/* On a phone the header has no room for the icon (the select says the language itself). */}
        <Languages className="h-4 w-4 max-sm:hidden" aria-hidden />
        {/* Named in the interface's language and, when that is not English, in English too: whoever cannot read
            the screen's language still finds the way back (and the contract's name, "Language", holds). */}
        <span className="sr-only">
          {language === 'en' ? t('header.language') : `${t('header.language')} (Language)`}
        </span>
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => isUiLanguage(event.target.value) && void choose(event.target.value)}
        className="h-9 cursor-pointer rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600 max-sm:w-20"
      >
        {UI_LANGUAGES.map((each) => (
          <option key={each.id} value={each.id} lang={each.id}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
  );
}
