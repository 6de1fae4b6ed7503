import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { flagsWord, isSpellingFlag, type GrammarFlag } from '../../lib/writing-help/grammar-flags.ts';
import type { GrammarSuggestionsProps } from '../../lib/writing-help/slots.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** Characters of the text shown on each side of a flagged span. */
const CONTEXT = 30;

/** The words around a flag, cut at word boundaries: "…good at [managment] of the…". */
function contextOf(text: string, flag: GrammarFlag) {
  let from = Math.max(0, flag.start - CONTEXT);
  let to = Math.min(text.length, flag.end + CONTEXT);
  const firstSpace = text.indexOf(' ', from);
  if (from > 0 && firstSpace >= 0 && firstSpace < flag.start) from = firstSpace + 1;
  const lastSpace = text.lastIndexOf(' ', to);
  if (to < text.length && lastSpace > flag.end) to = lastSpace;
  return {
    before: `${from > 0 ? '…' : ''}${text.slice(from, flag.start)}`,
    after: `${text.slice(flag.end, to)}${to < text.length ? '…' : ''}`,
  };
}

/**
 * The grammar check's flags, one by one: what each changes and why, with Accept and Ignore (and Add to dictionary
 * for a misspelled word); Accept all is a separate, explicit choice. Nothing here changes the text by itself.
 */
export function GrammarSuggestions({
  text,
  flags,
  onAccept,
  onIgnore,
  onAddWord,
  onAcceptAll,
  addingWord,
}: GrammarSuggestionsProps) {
  const t = useT();
  /** What a suggestion puts in place of the flagged words: its replacement, or "(delete)" in the interface's language. */
  const replacementOf = (flag: GrammarFlag) =>
    flag.replacement === '' ? t('editor.grammar.delete') : flag.replacement;
  const describe = (flag: GrammarFlag) =>
    flag.replacement === null ? flag.flagged : `${flag.flagged} → ${replacementOf(flag)}`;
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After an entry goes (accepted, ignored, added), focus moves to the next one so a keyboard user goes on there.
  const focusAfter = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const key = focusAfter.current;
    if (key === undefined) return;
    focusAfter.current = undefined;
    const entry = key && listRef.current?.querySelector<HTMLElement>(`[data-flag-key="${key}"] button`);
    (entry || headingRef.current)?.focus();
  });

  const sorted = [...flags].sort((a, b) => a.start - b.start || a.end - b.end);
  const fixable = sorted.filter((flag) => flag.replacement !== null).length;
  /**
   * Runs an entry's action and remembers where focus goes next: the following entry, else the one before (for a
   * dictionary word, one that does not flag the same word, since those go too).
   */
  const acting =
    (flag: GrammarFlag, action: (flag: GrammarFlag) => void, sameWordGoes = false) =>
    () => {
      const index = sorted.findIndex((entry) => entry.key === flag.key);
      const neighbours = [...sorted.slice(index + 1), ...sorted.slice(0, index).reverse()];
      const next = neighbours.find((entry) => !sameWordGoes || !flagsWord(entry, flag.flagged));
      focusAfter.current = next?.key ?? null;
      action(flag);
    };

  return (
    <section
      aria-label={t('editor.grammar.region')}
      className="grid gap-2 rounded-md border border-gray-200 bg-gray-50 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-gray-900 focus:outline-none">
          {sorted.length === 0 ? t('editor.grammar.none') : t('editor.grammar.found', { count: sorted.length })}
        </h3>
        {fixable > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              focusAfter.current = null;
              onAcceptAll();
            }}
          >
            {t('editor.grammar.acceptAll')}
          </Button>
        )}
      </div>
      {sorted.length > 0 && (
        <ul ref={listRef} aria-label={t('editor.grammar.list')} className="grid gap-2">
          {sorted.map((flag) => {
            const { before, after } = contextOf(text, flag);
            const what = describe(flag);
            return (
              <li
                key={flag.key}
                data-flag-key={flag.key}
                className="grid gap-1 rounded-md border border-gray-200 bg-white p-2 text-sm"
              >
                <p className="font-medium text-gray-900">
                  {flag.replacement === null ? (
                    <>“{flag.flagged}”</>
                  ) : (
                    <>
                      “{flag.flagged}” → {flag.replacement === '' ? replacementOf(flag) : `“${flag.replacement}”`}
                    </>
                  )}
                </p>
                <p className="text-gray-800">{flag.message}</p>
                <p className="text-xs whitespace-pre-wrap text-gray-700">
                  <span className="sr-only">{t('editor.grammar.in')}</span>
                  {before}
                  <mark className="rounded bg-amber-200 px-0.5 text-gray-900">{flag.flagged || '\u2038'}</mark>
                  {after}
                </p>
                <div className="flex flex-wrap gap-2">
                  {flag.replacement !== null && (
                    <Button
                      size="sm"
                      aria-label={t('editor.grammar.acceptNamed', { what })}
                      onClick={acting(flag, onAccept)}
                    >
                      {t('editor.grammar.accept')}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('editor.grammar.ignoreNamed', { what })}
                    onClick={acting(flag, onIgnore)}
                  >
                    {t('editor.grammar.ignore')}
                  </Button>
                  {isSpellingFlag(flag) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('editor.grammar.addWordNamed', { word: flag.flagged })}
                      disabled={addingWord !== undefined}
                      aria-busy={addingWord?.toLowerCase() === flag.flagged.toLowerCase()}
                      onClick={acting(flag, onAddWord, true)}
                    >
                      {t('editor.grammar.addWord')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
