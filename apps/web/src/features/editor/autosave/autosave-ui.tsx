import { MESSAGES, sectionLabels } from '@vitae/schema';
import {
  AutosaveStatus as DocumentAutosaveStatus,
  ConflictDialog as DocumentConflictDialog,
  RestoreDraftDialog as DocumentRestoreDraftDialog,
} from '../../../components/autosave-ui.tsx';
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
  return <DocumentAutosaveStatus autosave={autosave} conflictNote="this resume was changed elsewhere." />;
}

/** A save answered 409: say which parts differ and let the user keep theirs or load the other version. */
export function ConflictDialog({ autosave }: { autosave: Pick<Autosave, 'status' | 'resolveConflict'> }) {
  return (
    <DocumentConflictDialog
      autosave={autosave}
      title="This resume was changed elsewhere"
      description={MESSAGES.resumeVersionConflict}
      fieldLabels={FIELD_LABELS}
    />
  );
}

/** Edits kept on this device that the server never got (a crash, a closed tab, no network): offer them back. */
export function RestoreDraftDialog({
  autosave,
}: {
  autosave: Pick<Autosave, 'restorable' | 'restoreDraft' | 'discardDraft'>;
}) {
  return (
    <DocumentRestoreDraftDialog
      autosave={autosave}
      description={MESSAGES.draftRestorePrompt}
      fieldLabels={FIELD_LABELS}
      showSavedAt
    />
  );
}
