import { COVER_LETTER_MESSAGES } from '@vitae/schema';
import type { AutosaveWords } from '../../components/autosave-ui.tsx';
import type { LetterField } from './use-letter-autosave.ts';

const FIELD_LABELS: Record<LetterField, string> = {
  title: 'Title',
  resumeId: 'Resume',
  applicationId: 'Application',
  body: 'Letter',
  recipient: 'Recipient',
};

/** The letter editor's autosave in its words (the user's text stays on screen through a conflict). */
export const LETTER_AUTOSAVE_WORDS: AutosaveWords = {
  conflictNote: COVER_LETTER_MESSAGES.versionConflict,
  conflictTitle: 'This cover letter was changed elsewhere',
  conflictDescription: COVER_LETTER_MESSAGES.versionConflict,
  restoreDescription: COVER_LETTER_MESSAGES.draftRestorePrompt,
  fieldLabels: FIELD_LABELS,
};
