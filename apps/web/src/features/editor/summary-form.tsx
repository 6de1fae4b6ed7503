import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, summaryFormSchema, summaryMessages } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Textarea } from '../../components/ui/input.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { checkGrammar } from '../../lib/writing-help/ai-grammar.ts';
import { useGenerateSummaries } from '../../lib/writing-help/ai-summary.ts';
import { useAddDictionaryWord, useRemoveDictionaryWord } from '../../lib/writing-help/dictionary.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import {
  acceptAll,
  fixOf,
  flagsAfter,
  flagsOf,
  flagsWord,
  type GrammarFlag,
  type IgnoredFlag,
} from '../../lib/writing-help/grammar-flags.ts';
import type { GrammarSuggestionsProps, SummarySuggestionsProps } from '../../lib/writing-help/slots.ts';
import { replaceText } from './replace-text.ts';
import { LabelWithGenerate } from './label-with-generate.tsx';
import { SectionCard } from './section-form.tsx';
import { applyEdit, diffEdit, mapSpan, mapSpans, type Span, type TextEdit } from '../../lib/writing-help/text-edits.ts';

/** The grammar check waits this long after typing stops ... */
export const GRAMMAR_DEBOUNCE_MS = 1000;
/** ... and runs only when the trimmed summary is longer than this. */
export const GRAMMAR_MIN_LENGTH = 20;

function OfflineNote() {
  const config = usePublicConfig();
  const t = useT();
  if (config.data?.aiProvider !== 'offline') return null;
  return <p className="text-xs text-gray-600">{t('editor.summary.offline')}</p>;
}

/** A grammar answer: its flags point into `text`, and are shown only while the summary is that text. */
interface Check {
  text: string;
  flags: GrammarFlag[];
  /** Next-sentence suggestions. */
  suggestions: string[];
}

/** A change this form makes to the summary, waiting for the textarea's input event that brings it back. */
interface ExpectedChange {
  text: string;
  /** The change as edits applied in order (ignored flags and undoable changes follow them). */
  edits: TextEdit[];
  /** The flags of the new text, when they are known without a new check (an accepted suggestion). */
  flags?: GrammarFlag[] | undefined;
}

/** A change the toast's Undo takes back: what it put in the text (`start`..`end`, moved with later edits) replaced `removed`. */
interface Undoable extends Span {
  removed: string;
}

/**
 * Step 2: the summary is required to Save (summaryFormSchema); edits reach the editor's copy (and autosave) as they
 * come, and the form follows that copy when it changes otherwise. AI and grammar help never change the text by
 * themselves: each suggestion is accepted (or ignored) by the user, and each change can be undone with the toast's
 * Undo or with Ctrl/Cmd+Z in the text (changes go through replaceText, which the browser's undo records).
 */
export function SummaryForm({
  GrammarSuggestions,
  SummarySuggestions,
}: {
  /** The grammar check's flags (features/writing-help, given by the page). */
  GrammarSuggestions: ComponentType<GrammarSuggestionsProps>;
  /** The AI's summaries to choose from (features/writing-help, given by the page). */
  SummarySuggestions: ComponentType<SummarySuggestionsProps>;
}) {
  const t = useT();
  const { resume, update, save } = useEditorContext();
  const form = useForm({ resolver: zodResolver(summaryFormSchema), defaultValues: { summary: resume.summary } });
  const error = form.formState.errors.summary?.message;
  const generate = useGenerateSummaries();
  const addWord = useAddDictionaryWord();
  const removeWord = useRemoveDictionaryWord();
  // The text waiting for a grammar check (a new object each time, so the same text can be checked again).
  const [pending, setPending] = useState<{ text: string } | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const latestCheck = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  // The summary as of the last change seen (toasts' Undo and check answers arrive later and act on the text of then).
  const latest = useRef(resume.summary);
  const expected = useRef<ExpectedChange | null>(null);
  const ignored = useRef<IgnoredFlag[]>([]);
  const undoable = useRef(new Map<string, Undoable>());
  const changes = useRef(0);
  const toastPrefix = useId();

  /** Moves ignored flags and undoable changes with an edit of the text; an Undo whose words were edited goes. */
  const follow = (edits: TextEdit[]) => {
    if (edits.length === 0) return;
    ignored.current = mapSpans(ignored.current, edits);
    for (const [id, change] of undoable.current) {
      const moved = edits.reduce<Undoable | null>((span, edit) => span && mapSpan(span, edit), change);
      if (moved) {
        undoable.current.set(id, moved);
      } else {
        undoable.current.delete(id);
        toast.dismiss(id);
      }
    }
  };

  // The summary changed from outside this form (a conflict resolved with the other version, a draft restored).
  useEffect(() => {
    if (resume.summary === latest.current) return;
    const edit = diffEdit(latest.current, resume.summary);
    latest.current = resume.summary;
    follow(edit ? [edit] : []);
    form.setValue('summary', resume.summary);
  });

  /** Every new summary text: typed, undone with Ctrl/Cmd+Z, or put there by change(). */
  const onText = (next: string) => {
    const previous = latest.current;
    latest.current = next;
    const known = expected.current?.text === next ? expected.current : null;
    expected.current = null;
    const edit = diffEdit(previous, next);
    follow(known?.edits ?? (edit ? [edit] : []));
    update({ summary: next });
    // Any newer text makes an earlier grammar answer stale.
    latestCheck.current += 1;
    const flags = known?.flags;
    if (flags) {
      // An accepted suggestion: the other flags were moved with it, no new check is needed.
      setPending(null);
      setCheck((current) => current && { ...current, text: next, flags });
    } else if (next.trim().length > GRAMMAR_MIN_LENGTH) {
      setPending({ text: next });
    } else {
      setPending(null);
      setCheck(null);
    }
  };

  /** Makes a change to the summary the way typing would, so that Ctrl/Cmd+Z in the text takes it back. */
  const change = (edits: TextEdit[], region: TextEdit, flags?: GrammarFlag[]) => {
    const previous = latest.current;
    expected.current = { text: applyEdit(previous, region), edits, flags };
    replaceText(box.current, region.start, region.end, region.text);
    // No input event came (no execCommand, as in jsdom, or the field is gone): the text is set from here.
    if (expected.current) {
      const { text } = expected.current;
      form.setValue('summary', text);
      onText(text);
    }
  };

  /** Toasts a change that was just made, with Undo putting back what it replaced (if its words are untouched). */
  const offerUndo = (message: string, before: string, region: TextEdit) => {
    changes.current += 1;
    const id = `${toastPrefix}summary-change-${changes.current}`;
    const removed = before.slice(region.start, region.end);
    undoable.current.set(id, { start: region.start, end: region.start + region.text.length, removed });
    toast.success(message, {
      id,
      action: {
        label: t('common.undo'),
        onClick: () => {
          const span = undoable.current.get(id);
          if (!span) return;
          undoable.current.delete(id);
          const undo = { start: span.start, end: span.end, text: span.removed };
          change([undo], undo);
        },
      },
    });
  };

  // Debounced grammar check: a newer text cancels the timer and makes any older answer stale.
  const resumeId = resume._id;
  useEffect(() => {
    if (pending === null) return;
    const request = latestCheck.current;
    const { text } = pending;
    const timer = setTimeout(() => {
      checkGrammar({ text, resumeId })
        .then((result) => {
          if (request !== latestCheck.current) return;
          setCheck({
            text,
            flags: flagsOf(text, result.issues, ignored.current),
            suggestions: result.suggestions,
          });
        })
        .catch((failure: unknown) => console.error('The grammar check failed', failure));
    }, GRAMMAR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, resumeId]);

  /** Checks the summary again (after the debounce): the text changed behind a flag, or the dictionary changed. */
  const recheck = () => {
    const text = latest.current;
    latestCheck.current += 1;
    if (text.trim().length > GRAMMAR_MIN_LENGTH) setPending({ text });
  };

  /** Whether a flag still points at its words in the summary; when not, the flags are dropped and checked again. */
  const stillHolds = (flag: GrammarFlag) => {
    const text = latest.current;
    if (check?.text === text && text.slice(flag.start, flag.end) === flag.flagged) return true;
    setCheck(null);
    recheck();
    return false;
  };

  const onAccept = (flag: GrammarFlag) => {
    const fix = fixOf(flag);
    if (!check || !fix || !stillHolds(flag)) return;
    const before = latest.current;
    change([fix], fix, flagsAfter(check.flags, flag, fix));
    offerUndo(summaryMessages.corrected(flag.flagged, fix.text), before, fix);
  };

  const onAcceptAll = () => {
    const before = latest.current;
    if (!check || check.text !== before) return;
    const all = acceptAll(before, check.flags);
    if (!all) return;
    change(all.edits, all.region, all.remaining);
    offerUndo(summaryMessages.allCorrected(all.edits.length), before, all.region);
  };

  const onIgnore = (flag: GrammarFlag) => {
    const { start, end, flagged, message } = flag;
    ignored.current = [...ignored.current, { start, end, flagged, message }];
    setCheck((current) => current && { ...current, flags: current.flags.filter((entry) => entry.key !== flag.key) });
  };

  /** The word goes to the user's dictionary and its flags go; the toast's Undo takes it out and checks again. */
  const onAddWord = (flag: GrammarFlag) => {
    const word = flag.flagged;
    addWord.mutate(
      { word },
      {
        onSuccess: () => {
          setCheck(
            (current) => current && { ...current, flags: current.flags.filter((entry) => !flagsWord(entry, word)) },
          );
          toast.success(MESSAGES.dictionaryWordAdded, {
            action: {
              label: t('common.undo'),
              onClick: () => removeWord.mutate({ word }, { onSuccess: recheck }),
            },
          });
        },
      },
    );
  };

  /** A next-sentence suggestion goes after the summary, one space apart. */
  const onAddSentence = (sentence: string) => {
    const before = latest.current;
    const base = before.trimEnd();
    const edit = { start: base.length, end: before.length, text: base ? ` ${sentence}` : sentence };
    change([edit], edit);
    offerUndo(summaryMessages.sentenceAdded, before, edit);
  };

  /** A chosen AI summary takes the place of the whole summary (its button said so when there was one). */
  const onChooseSummary = (text: string) => {
    const before = latest.current;
    const edit = { start: 0, end: before.length, text };
    change([edit], edit);
    offerUndo(before.trim() ? summaryMessages.replaced : summaryMessages.used, before, edit);
  };

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

  const saveSummary = useMutation({
    mutationFn: (summary: string) => save({ summary }),
    onSuccess: () => toast.success(MESSAGES.summaryUpdated),
    // A failed summary save is only logged here: the editor's save status already says it failed.
    onError: (failure) => console.error('Saving the summary failed', failure),
  });

  // The summary as typed: the server cleans it as it stores it, like autosave's.
  const onSave = form.handleSubmit(() => saveSummary.mutate(resume.summary));
  const { ref: registerBox, ...summaryField } = form.register('summary');

  const checked = check && check.text === resume.summary ? check : null;
  const suggestions = check?.suggestions ?? [];

  return (
    <SectionCard
      title={t('editor.step.summary')}
      hint={t('editor.hint.summary')}
      saving={saveSummary.isPending}
      onSave={() => void onSave()}
    >
      <div className="grid gap-1.5">
        <LabelWithGenerate
          htmlFor="summary"
          label={t('editor.field.summary')}
          busy={generate.isPending}
          busyLabel={t('editor.summary.generating')}
          onGenerate={onGenerate}
        />
        <Textarea
          ref={(element) => {
            registerBox(element);
            box.current = element;
          }}
          id="summary"
          required
          rows={6}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'summary-error' : undefined}
          {...summaryField}
          onChange={(event) => {
            void summaryField.onChange(event);
            onText(event.target.value);
          }}
        />
        <FieldMessage id="summary-error">{error}</FieldMessage>
      </div>

      {checked && (
        <GrammarSuggestions
          text={checked.text}
          flags={checked.flags}
          onAccept={onAccept}
          onIgnore={onIgnore}
          onAddWord={onAddWord}
          onAcceptAll={onAcceptAll}
          addingWord={addWord.isPending ? addWord.variables.word : undefined}
        />
      )}

      {suggestions.length > 0 && (
        <section aria-label={t('editor.summary.nextSentences')} className="grid gap-2">
          <h3 className="text-sm font-semibold text-gray-900">{t('editor.summary.continueHeading')}</h3>
          <OfflineNote />
          <ul className="grid gap-1.5">
            {suggestions.map((suggestion, index) => (
              <li key={index}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto w-full justify-start text-start whitespace-normal"
                  aria-label={t('editor.summary.addSuggestion', { suggestion })}
                  onClick={() => onAddSentence(suggestion)}
                >
                  + {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {generate.data && (
        <SummarySuggestions
          suggestions={generate.data}
          replaces={resume.summary.trim().length > 0}
          onChoose={onChooseSummary}
          note={<OfflineNote />}
        />
      )}
    </SectionCard>
  );
}
