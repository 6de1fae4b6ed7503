import { COVER_LETTER_MESSAGES } from '@vitae/schema';
import { AutosaveStatus, ConflictDialog, RestoreDraftDialog } from '../../components/autosave-ui.tsx';
import type { LetterAutosave, LetterField } from './use-letter-autosave.ts';

const FIELD_LABELS: Record<LetterField, string> = {
  title: 'Title',
  resumeId: 'Resume',
  applicationId: 'Application',
  body: 'Letter',
  recipient: 'Recipient',
};

/** The save state in words (components/autosave-ui.tsx), a conflict said in the letter's words. */
export function LetterSaveStatus({ autosave }: { autosave: Pick<LetterAutosave, 'status' | 'flush'> }) {
  return <AutosaveStatus autosave={autosave} conflictNote={COVER_LETTER_MESSAGES.versionConflict} />;
}

/** A save answered 409: the user's text stays on screen; they keep theirs or load the other version. */
export function LetterConflictDialog({ autosave }: { autosave: Pick<LetterAutosave, 'status' | 'resolveConflict'> }) {
  return (
    <ConflictDialog
      autosave={autosave}
      title="This cover letter was changed elsewhere"
      description={COVER_LETTER_MESSAGES.versionConflict}
    />
  );
}

/** Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back. */
export function LetterRestoreDraftDialog({
  autosave,
}: {
  autosave: Pick<LetterAutosave, 'restorable' | 'restoreDraft' | 'discardDraft'>;
}) {
  return (
    <RestoreDraftDialog
      autosave={autosave}
      description={COVER_LETTER_MESSAGES.draftRestorePrompt}
      fieldLabels={FIELD_LABELS}
    />
  );
}
