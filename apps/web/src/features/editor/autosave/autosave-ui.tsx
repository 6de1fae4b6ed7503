import { MESSAGES, sectionLabels } from '@vitae/schema';
import { AlertTriangle, Check, CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Autosave, EditableField } from './use-autosave.ts';

const FIELD_LABELS: Record<EditableField, string> = {
  resumeTitle: 'Title',
  templateId: 'Template',
  fullName: 'Full Name',
  jobTitle: 'Job Title',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  ...sectionLabels('step'),
  customSections: 'Your own sections',
  design: 'Design',
};

/** The save state in words, announced politely: "Saving…", "Saved", or "Couldn't save — Retry". */
export function AutosaveStatus({ autosave }: { autosave: Pick<Autosave, 'status' | 'flush'> }) {
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
          <span className="text-amber-900">Not saved: this resume was changed elsewhere.</span>
        </>
      )}
    </div>
  );
}

/** A save answered 409: say which parts differ and let the user keep theirs or load the other version. */
export function ConflictDialog({ autosave }: { autosave: Pick<Autosave, 'status' | 'resolveConflict'> }) {
  const { status } = autosave;
  const open = status.state === 'conflict';
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogTitle>This resume was changed elsewhere</AlertDialogTitle>
        <AlertDialogDescription>{MESSAGES.resumeVersionConflict}</AlertDialogDescription>
        {open && (
          <div className="text-sm text-gray-800">
            <p>Your unsaved changes differ from the other version in:</p>
            <ul className="mt-1 list-disc pl-5">
              {status.fields.map((field) => (
                <li key={field}>{FIELD_LABELS[field]}</li>
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

/** Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back. */
export function RestoreDraftDialog({
  autosave,
}: {
  autosave: Pick<Autosave, 'restorable' | 'restoreDraft' | 'discardDraft'>;
}) {
  const draft = autosave.restorable;
  const fields = draft ? (Object.keys(draft.fields) as EditableField[]) : [];
  return (
    <AlertDialog open={Boolean(draft)}>
      <AlertDialogContent>
        <AlertDialogTitle>Unsaved changes found</AlertDialogTitle>
        <AlertDialogDescription>{MESSAGES.draftRestorePrompt}</AlertDialogDescription>
        <div className="text-sm text-gray-800">
          <p>
            Changed
            {draft?.savedAt ? ` on ${new Date(draft.savedAt).toLocaleString()}` : ''}:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {fields.map((field) => (
              <li key={field}>{FIELD_LABELS[field] ?? field}</li>
            ))}
          </ul>
        </div>
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
