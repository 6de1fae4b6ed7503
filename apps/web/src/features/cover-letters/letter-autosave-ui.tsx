import { COVER_LETTER_MESSAGES, MESSAGES } from '@vitae/schema';
import { AlertTriangle, Check, CloudOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { LetterAutosave, LetterField } from './use-letter-autosave.ts';

const FIELD_LABELS: Record<LetterField, string> = {
  title: 'Title',
  resumeId: 'Resume',
  applicationId: 'Application',
  body: 'Letter',
  recipient: 'Recipient',
};

/** The save state in words, announced politely: "Saving…", "Saved", "Couldn't save — Retry", or why not. */
export function LetterSaveStatus({ autosave }: { autosave: Pick<LetterAutosave, 'status' | 'flush'> }) {
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
          <span className="text-amber-900">Not saved: {COVER_LETTER_MESSAGES.versionConflict}</span>
        </>
      )}
    </div>
  );
}

/** A save answered 409: the user's text stays on screen; they keep theirs or load the other version. */
export function LetterConflictDialog({ autosave }: { autosave: Pick<LetterAutosave, 'status' | 'resolveConflict'> }) {
  const open = autosave.status.state === 'conflict';
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogTitle>This cover letter was changed elsewhere</AlertDialogTitle>
        <AlertDialogDescription>{COVER_LETTER_MESSAGES.versionConflict}</AlertDialogDescription>
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

/** Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back. */
export function LetterRestoreDraftDialog({
  autosave,
}: {
  autosave: Pick<LetterAutosave, 'restorable' | 'restoreDraft' | 'discardDraft'>;
}) {
  const draft = autosave.restorable;
  const fields = draft ? (Object.keys(draft.fields) as LetterField[]) : [];
  return (
    <AlertDialog open={Boolean(draft)}>
      <AlertDialogContent>
        <AlertDialogTitle>Unsaved changes found</AlertDialogTitle>
        <AlertDialogDescription>{COVER_LETTER_MESSAGES.draftRestorePrompt}</AlertDialogDescription>
        <ul className="list-disc pl-5 text-sm text-gray-800">
          {fields.map((field) => (
            <li key={field}>{FIELD_LABELS[field]}</li>
          ))}
        </ul>
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
