import { MESSAGES } from '@vitae/schema';
import { AlertTriangle, Check, CloudOff } from 'lucide-react';
import type { SaveStatus } from '../lib/autosave/use-document-autosave.ts';
import { Button } from './ui/button.tsx';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './ui/dialog.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * What the autosave's status, conflict and restore dialogs show, for any document the shared autosave keeps
 * (lib/autosave): each editor passes its own words (docs/architecture.md, autosave).
 */
type Status = SaveStatus<unknown, string>;

/** The save state in words, announced politely: "Saving…", "Saved", "Couldn't save — Retry", or why not. */
export function AutosaveStatus({
  autosave,
  conflictNote,
}: {
  autosave: { status: Status; flush: () => Promise<void> };
  /** After "Not saved: ", what a 409 means for this document. */
  conflictNote: string;
}) {
  const { status } = autosave;
  return (
    <div role="status" aria-live="polite" className="flex min-h-8 items-center gap-2 text-sm text-gray-700">
      {(status.state === 'pending' || status.state === 'saving') && (
        <>
          <Spinner />
          {MESSAGES.autosaveSaving}
        </>
      )}
      {status.state === 'saved' && (
        <>
          <Check className="h-4 w-4 text-green-700" aria-hidden />
          {MESSAGES.autosaveSaved}
        </>
      )}
      {status.state === 'failed' && (
        <>
          <CloudOff className="h-4 w-4 text-red-700" aria-hidden />
          <span className="text-red-800">
            {status.retrying ? MESSAGES.autosaveFailed : `${MESSAGES.autosaveFailed}: ${status.message}`} —
          </span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void autosave.flush().catch(() => {})}>
            Retry
          </Button>
        </>
      )}
      {status.state === 'invalid' && (
        <>
          <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden />
          <span className="text-amber-900">Not saved yet: {status.message}</span>
        </>
      )}
      {status.state === 'conflict' && (
        <>
          <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden />
          <span className="text-amber-900">Not saved: {conflictNote}</span>
        </>
      )}
    </div>
  );
}

/**
 * A save answered 409: the user's words stay on screen; they keep theirs or load the other version. Given
 * `fieldLabels`, it also says which parts differ.
 */
export function ConflictDialog({
  autosave,
  title,
  description,
  fieldLabels,
}: {
  autosave: { status: Status; resolveConflict: (keep: 'mine' | 'theirs') => void };
  title: string;
  description: string;
  fieldLabels?: Record<string, string>;
}) {
  const { status } = autosave;
  const open = status.state === 'conflict';
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {open && fieldLabels && (
          <div className="text-sm text-gray-800">
            <p>Your unsaved changes differ from the other version in:</p>
            <ul className="mt-1 list-disc pl-5">
              {status.fields.map((field) => (
                <li key={field}>{fieldLabels[field]}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => autosave.resolveConflict('theirs')}>
            Load the other version
          </Button>
          <Button onClick={() => autosave.resolveConflict('mine')}>Keep my version</Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back, naming
 * the parts they change (and, with `showSavedAt`, when).
 */
export function RestoreDraftDialog({
  autosave,
  description,
  fieldLabels,
  showSavedAt = false,
}: {
  autosave: {
    restorable: { fields: object; savedAt: string } | null;
    restoreDraft: () => void;
    discardDraft: () => void;
  };
  description: string;
  fieldLabels: Record<string, string>;
  showSavedAt?: boolean;
}) {
  const draft = autosave.restorable;
  const fields = draft ? Object.keys(draft.fields) : [];
  const list = (
    <ul className={showSavedAt ? 'mt-1 list-disc pl-5' : 'list-disc pl-5 text-sm text-gray-800'}>
      {fields.map((field) => (
        <li key={field}>{fieldLabels[field] ?? field}</li>
      ))}
    </ul>
  );
  return (
    <AlertDialog open={Boolean(draft)}>
      <AlertDialogContent>
        <AlertDialogTitle>Unsaved changes found</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {showSavedAt ? (
          <div className="text-sm text-gray-800">
            <p>
              Changed
              {draft?.savedAt ? ` on ${new Date(draft.savedAt).toLocaleString()}` : ''}:
            </p>
            {list}
          </div>
        ) : (
          list
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={autosave.discardDraft}>
            Discard them
          </Button>
          <Button onClick={autosave.restoreDraft}>Restore my changes</Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
