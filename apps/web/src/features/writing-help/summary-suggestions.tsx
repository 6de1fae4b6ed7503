import { Button } from '../../components/ui/button.tsx';
import { summaryText } from '../../lib/writing-help/ai-summary.ts';
import type { SummarySuggestionsProps } from '../../lib/writing-help/slots.ts';

const LEVEL_LABELS: Record<string, string> = {
  fresher: 'Fresher',
  'mid-level': 'Mid-level',
  experienced: 'Experienced',
};

/**
 * The AI's summaries (one per experience level). Nothing changes until the user picks one with its button, which
 * says plainly when it replaces the summary already written (the toast then offers Undo).
 */
export function SummarySuggestions({ suggestions, replaces, onChoose, note }: SummarySuggestionsProps) {
  return (
    <section aria-label="AI summary suggestions" className="grid gap-2">
      <h3 className="text-sm font-semibold text-gray-900">Suggestions</h3>
      {note}
      {replaces && (
        <p className="text-sm text-gray-700">
          Choosing a suggestion replaces your summary. You can undo it with Undo in the message that follows, or with
          Ctrl+Z in the summary.
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        {suggestions.map((suggestion) => {
          const text = summaryText(suggestion);
          const level = LEVEL_LABELS[suggestion.experience_level] ?? suggestion.experience_level;
          return (
            <article
              key={suggestion.experience_level}
              aria-label={`${level} summary`}
              className="grid content-start gap-2 rounded-md border border-gray-300 bg-white p-3 text-sm"
            >
              <h4 className="font-semibold text-violet-800">{level}</h4>
              <p className="text-gray-900">{text}</p>
              {suggestion.skills.length > 0 && (
                <p className="text-xs text-gray-700">Skills: {suggestion.skills.join(', ')}</p>
              )}
              <div>
                <Button
                  variant={replaces ? 'outline' : 'default'}
                  size="sm"
                  aria-label={replaces ? `Replace my summary with the ${level} summary` : `Use this summary: ${level}`}
                  onClick={() => onChoose(text)}
                >
                  {replaces ? 'Replace my summary' : 'Use this summary'}
                </Button>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
