import { Button } from '../../components/ui/button.tsx';
import { summaryText } from '../../lib/writing-help/ai-summary.ts';
import type { MessageId } from '@vitae/schema';
import type { SummarySuggestionsProps } from '../../lib/writing-help/slots.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

const LEVEL_LABELS: Record<string, MessageId> = {
  fresher: 'editor.suggestions.fresher',
  'mid-level': 'editor.suggestions.midLevel',
  experienced: 'editor.suggestions.experienced',
};

/**
 * The AI's summaries (one per experience level). Nothing changes until the user picks one with its button, which
 * says plainly when it replaces the summary already written (the toast then offers Undo).
 */
export function SummarySuggestions({ suggestions, replaces, onChoose, note }: SummarySuggestionsProps) {
  const t = useT();
  return (
    <section aria-label={t('editor.suggestions.region')} className="grid gap-2">
      <h3 className="text-sm font-semibold text-gray-900">{t('editor.suggestions.heading')}</h3>
      {note}
      {replaces && <p className="text-sm text-gray-700">{t('editor.suggestions.replaces')}</p>}
      <div className="grid gap-3 md:grid-cols-3">
        {suggestions.map((suggestion) => {
          const text = summaryText(suggestion);
          const levelId = LEVEL_LABELS[suggestion.experience_level];
          const level = levelId ? t(levelId) : suggestion.experience_level;
          return (
            <article
              key={suggestion.experience_level}
              aria-label={t('editor.suggestions.card', { level })}
              className="grid content-start gap-2 rounded-md border border-gray-300 bg-white p-3 text-sm"
            >
              <h4 className="font-semibold text-violet-800">{level}</h4>
              <p className="text-gray-900">{text}</p>
              {suggestion.skills.length > 0 && (
                <p className="text-xs text-gray-700">
                  {t('editor.suggestions.skills', { skills: suggestion.skills.join(', ') })}
                </p>
              )}
              <div>
                <Button
                  variant={replaces ? 'outline' : 'default'}
                  size="sm"
                  aria-label={
                    replaces
                      ? t('editor.suggestions.replaceWith', { level })
                      : t('editor.suggestions.useThis', { level })
                  }
                  onClick={() => onChoose(text)}
                >
                  {replaces ? t('editor.suggestions.replace') : t('editor.suggestions.use')}
                </Button>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
