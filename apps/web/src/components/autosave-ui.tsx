import { MESSAGES } from '@vitae/schema';
import { AlertTriangle, Check, CloudOff } from 'lucide-react';
import type { SaveStatus } from '../lib/autosave/use-document-autosave.ts';
import { Button } from './ui/button.tsx';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './ui/dialog.tsx';
import { Spinner } from './ui/spinner.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { translated, uiLocale } from '../lib/i18n/language.ts';

type Status = SaveStatus<unknown, string>;

/**
 * What the autosave's status, conflict and restore dialogs say about one kind of document (a resume, a cover letter):
 * the shared autosave (lib/autosave) is drawn the same for all, in each editor's words (docs/architecture.md).
 */
export interface AutosaveWords {
  /** After "Not saved: ", what a 409 means for this document. */
  conflictNote: string;
  conflictTitle: string;
  conflictDescription: string;
  /** The conflict dialog also says which parts differ. */
  listConflictFields?: boolean;
  restoreDescription: string;
  /** The restore dialog also says when the kept edits were made. */
  showSavedAt?: boolean;
  /** Each field's name as the user knows it. */
  fieldLabels: Record<string, string>;
}

/** The save state in words, announced politely: "Saving…", "Saved", "Couldn't save — Retry", or why not. */
export function AutosaveStatus({
  autosave,
  words,
}: {
  autosave: { status: Status; flush: () => Promise<void> };
  words: Pick<AutosaveWords, 'conflictNote'>;
}) {
  const { status } = autosave;
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="flex min-h-8 items-center gap-2 text-sm text-gray-700">
      {(status.state === 'pending' || status.state === 'saving') && (
        <>
          <Spinner />
          {translated(MESSAGES.autosaveSaving)}
        </>
      )}
      {status.state === 'saved' && (
        <>
          <Check className="h-4 w-4 text-green-700" aria-hidden />
          {translated(MESSAGES.autosaveSaved)}
        </>
      )}
      {status.state === 'failed' && (
        <>
          <CloudOff className="h-4 w-4 text-red-700" aria-hidden />
          <span className="text-red-800">
            {status.retrying
              ? translated(MESSAGES.autosaveFailed)
              : `${translated(MESSAGES.autosaveFailed)}: ${translated(status.message)}`}{' '}
            —
          </span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void autosave.flush().catch(() => {})}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {status.state === 'invalid' && (
        <>
          <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden />
          <span className="text-amber-900">
            {t('editor.autosave.notSavedYet', { reason: translated(status.message) })}
          </span>
        </>
      )}
      {status.state === 'conflict' && (
        <>
          <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden />
          <span className="text-amber-900">{t('editor.autosave.notSaved', { reason: words.conflictNote })}</span>
        </>
      )}
    </div>
  );
}

/** A save answered 409: the user's words stay on screen; they keep theirs or load the other version. */
function ConflictDialog({
  autosave,
  words: { conflictTitle: title, conflictDescription: description, listConflictFields, fieldLabels },
}: {
  autosave: { status: Status; resolveConflict: (keep: 'mine' | 'theirs') => void };
  words: AutosaveWords;
}) {
  const { status } = autosave;
  const t = useT();
  const open = status.state === 'conflict';
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {open && listConflictFields && (
          <div className="text-sm text-gray-800">
            <p>{t('editor.autosave.differIn')}</p>
            <ul className="mt-1 list-disc ps-5">
              {status.fields.map((field) => (
                <li key={field}>{fieldLabels[field]}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => autosave.resolveConflict('theirs')}>
            {t('editor.autosave.loadTheirs')}
          </Button>
          <Button onClick={() => autosave.resolveConflict('mine')}>{t('editor.autosave.keepMine')}</Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back. */
function RestoreDraftDialog({
  autosave,
  words: { restoreDescription: description, fieldLabels, showSavedAt = false },
}: {
  autosave: RestoreAutosave;
  words: AutosaveWords;
}) {
  const t = useT();
  const draft = autosave.restorable;
  const fields = draft ? Object.keys(draft.fields) : [];
  const list = (
    <ul className={showSavedAt ? 'mt-1 list-disc ps-5' : 'list-disc ps-5 text-sm text-gray-800'}>
      {fields.map((field) => (
        <li key={field}>{fieldLabels[field] ?? field}</li>
      ))}
    </ul>
  );
  return (
    <AlertDialog open={Boolean(draft)}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('editor.autosave.foundTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {showSavedAt ? (
          <div className="text-sm text-gray-800">
            <p>
              {draft?.savedAt
                ? t('editor.autosave.changedOn', { date: new Date(draft.savedAt).toLocaleString(uiLocale()) })
                : t('editor.autosave.changed')}
            </p>
            {list}
          </div>
        ) : (
          list
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={autosave.discardDraft}>
            {t('editor.autosave.discard')}
          </Button>
          <Button onClick={autosave.restoreDraft}>{t('editor.autosave.restore')}</Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface RestoreAutosave {
  restorable: { fields: object; savedAt: string } | null;
  restoreDraft: () => void;
  discardDraft: () => void;
}

/** The autosave's two questions: a conflict (409) to settle, and edits kept on this device to restore. */
export function AutosaveDialogs({
  autosave,
  words,
}: {
  autosave: { status: Status; resolveConflict: (keep: 'mine' | 'theirs') => void } & RestoreAutosave;
  words: AutosaveWords;
}) {
  return (
    <>
      <ConflictDialog autosave={autosave} words={words} />
      <RestoreDraftDialog autosave={autosave} words={words} />
    </>
  );
}
