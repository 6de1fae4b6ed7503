import { MESSAGES, type GrammarIssue, type GrammarResult } from '@vitae/schema';
import { Sparkles } from 'lucide-react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage, Label, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePublicConfig } from '../../../lib/config.ts';
import { checkGrammar } from '../api/ai-grammar.ts';
import { summaryText, useGenerateSummaries } from '../api/ai-summary.ts';
import { useEditorContext } from './editor-context.tsx';
import { SectionCard } from './section-form.tsx';

/** SPEC.md section 9: the grammar check waits this long after typing stops ... */
export const GRAMMAR_DEBOUNCE_MS = 1000;
/** ... and runs only when the trimmed summary is longer than this. */
export const GRAMMAR_MIN_LENGTH = 20;

const LEVEL_LABELS: Record<string, string> = {
  fresher: 'Fresher',
  'mid-level': 'Mid-level',
  experienced: 'Experienced',
};

function OfflineNote() {
  const config = usePublicConfig();
  if (config.data?.aiProvider !== 'offline') return null;
  return <p className="text-xs text-gray-600">Offline suggestions (built-in phrase bank, no AI service)</p>;
}

/** The checked text, read-only, with each flagged span marked and its message spelled out for screen readers. */
function HighlightedText({ text, issues }: { text: string; issues: GrammarIssue[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  const sorted = [...issues].sort((a, b) => a.start - b.start);
  sorted.forEach((issue, index) => {
    if (issue.start < at || issue.end > text.length || issue.end < issue.start) return;
    parts.push(<Fragment key={`t${index}`}>{text.slice(at, issue.start)}</Fragment>);
    const flagged = text.slice(issue.start, issue.end);
    parts.push(
      <mark key={`m${index}`} title={issue.message} className="rounded bg-amber-200 px-0.5 text-gray-900">
        {flagged || '\u2038'}
        <span className="sr-only"> (problem: {issue.message})</span>
      </mark>,
    );
    at = issue.end;
  });
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <p className="text-sm whitespace-pre-wrap text-gray-900">{parts}</p>;
}

/** Step 2: the summary is required to Save; edits are autosaved as they come. */
export function SummaryForm() {
  const { resume, update, save } = useEditorContext();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const generate = useGenerateSummaries();
  // The text the user last typed (or set with an AI control) that is waiting for a grammar check.
  const [pending, setPending] = useState<string | null>(null);
  const [grammar, setGrammar] = useState<{ text: string; result: GrammarResult } | null>(null);
  const latestCheck = useRef(0);

  const setSummary = (summary: string) => {
    update({ summary });
    // Any newer text makes an earlier grammar answer stale.
    latestCheck.current += 1;
    if (summary.trim().length > GRAMMAR_MIN_LENGTH) {
      setPending(summary);
    } else {
      setPending(null);
      setGrammar(null);
    }
  };

  // Debounced grammar check: a newer text cancels the timer and makes any older answer stale.
  useEffect(() => {
    if (pending === null) return;
    const request = latestCheck.current;
    const timer = setTimeout(() => {
      checkGrammar({ text: pending })
        .then((result) => {
          if (request === latestCheck.current) setGrammar({ text: pending, result });
        })
        .catch((failure: unknown) => console.error('The grammar check failed', failure));
    }, GRAMMAR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const onGenerate = () => {
    generate.mutate(
      { jobTitle: resume.jobTitle },
      {
        onError: (failure) => {
          console.error('Generating summaries failed', failure);
          toast.error(failure instanceof Error && failure.message ? failure.message : MESSAGES.aiProviderFailed);
        },
      },
    );
  };

  const onSave = async () => {
    if (!resume.summary.trim()) return setError(MESSAGES.fieldRequired);
    setError(undefined);
    setSaving(true);
    try {
      await save({ summary: resume.summary });
      toast.success(MESSAGES.summaryUpdated);
    } catch (failure) {
      console.error('Saving the summary failed', failure);
    } finally {
      setSaving(false);
    }
  };

  const checked = grammar && grammar.text === resume.summary ? grammar : null;
  const current = checked?.result;
  const canCorrect = current && current.correctedText && current.correctedText !== resume.summary;
  const suggestions = grammar?.result.suggestions ?? [];

  return (
    <SectionCard title="Summary" hint="Add a summary for your job title" saving={saving} onSave={onSave}>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor="summary">Add Summary</Label>
          <Button
            variant="outline"
            size="sm"
            onClick={onGenerate}
            disabled={generate.isPending}
            aria-busy={generate.isPending}
          >
            {generate.isPending ? (
              <Spinner label="Generating summaries" />
            ) : (
              <Sparkles className="h-4 w-4" aria-hidden />
            )}
            Generate from AI
          </Button>
        </div>
        <Textarea
          id="summary"
          name="summary"
          required
          rows={6}
          value={resume.summary}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'summary-error' : undefined}
          onChange={(event) => setSummary(event.target.value)}
        />
        <FieldMessage id="summary-error">{error}</FieldMessage>
      </div>

      {checked && current && (
        <section aria-label="Grammar check" className="grid gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
          <h3 className="text-sm font-semibold text-gray-900">
            {current.issues.length === 0
              ? 'No problems found'
              : `${current.issues.length} problem${current.issues.length === 1 ? '' : 's'} found`}
          </h3>
          {current.issues.length > 0 && <HighlightedText text={checked.text} issues={current.issues} />}
          {canCorrect && (
            <div>
              <Button variant="outline" size="sm" onClick={() => setSummary(current.correctedText)}>
                Apply Correction
              </Button>
            </div>
          )}
        </section>
      )}

      {suggestions.length > 0 && (
        <section aria-label="Next sentence suggestions" className="grid gap-2">
          <h3 className="text-sm font-semibold text-gray-900">Suggestions to continue</h3>
          <OfflineNote />
          <ul className="grid gap-1.5">
            {suggestions.map((suggestion, index) => (
              <li key={index}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto w-full justify-start text-left whitespace-normal"
                  aria-label={`Add suggestion: ${suggestion}`}
                  onClick={() => {
                    const base = resume.summary.trimEnd();
                    setSummary(base ? `${base} ${suggestion}` : suggestion);
                  }}
                >
                  + {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {generate.data && (
        <section aria-label="AI summary suggestions" className="grid gap-2">
          <h3 className="text-sm font-semibold text-gray-900">Suggestions</h3>
          <OfflineNote />
          <div className="grid gap-3 md:grid-cols-3">
            {generate.data.map((suggestion) => {
              const text = summaryText(suggestion);
              const level = LEVEL_LABELS[suggestion.experience_level] ?? suggestion.experience_level;
              return (
                <button
                  key={suggestion.experience_level}
                  type="button"
                  aria-label={`Use the ${level} summary`}
                  className="grid gap-2 rounded-md border border-gray-300 bg-white p-3 text-left text-sm hover:border-violet-600 focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:outline-none"
                  onClick={() => setSummary(text)}
                >
                  <span className="font-semibold text-violet-800">{level}</span>
                  <span className="text-gray-900">{text}</span>
                  {suggestion.skills.length > 0 && (
                    <span className="text-xs text-gray-700">Skills: {suggestion.skills.join(', ')}</span>
                  )}
                </button>
              );
            })}
          </div>
        </section>
      )}
    </SectionCard>
  );
}
