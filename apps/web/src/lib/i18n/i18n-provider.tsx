import type { MessageId } from '@vitae/schema';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { i18nState, subscribeI18n, type I18nState } from './language.ts';

/** The interface's language and its formatter, for screens: re-renders them when the language changes. */
export const useI18n = (): I18nState => useSyncExternalStore(subscribeI18n, i18nState, i18nState);

/** `t(id, values)`: a message of the catalogue in the interface's language, as text. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { intl } = useI18n();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * Gives the screens react-intl (`useIntl`, `FormattedMessage`, the `Intl` formatters) in the current language. A
 * change of language re-renders the screens in place: nothing typed is lost.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { intl } = useI18n();
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
