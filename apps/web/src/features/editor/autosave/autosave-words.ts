import { MESSAGES, sectionLabels } from '@vitae/schema';
import type { AutosaveWords } from '../../../components/autosave-ui.tsx';
import type { EditableField } from './use-autosave.ts';

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

/** The resume editor's autosave in its words: a conflict names the parts that differ; a restore says when. */
export const RESUME_AUTOSAVE_WORDS: AutosaveWords = {
  conflictNote: 'this resume was changed elsewhere.',
  conflictTitle: 'This resume was changed elsewhere',
  conflictDescription: MESSAGES.resumeVersionConflict,
  listConflictFields: true,
  restoreDescription: MESSAGES.draftRestorePrompt,
  showSavedAt: true,
  fieldLabels: FIELD_LABELS,
};
