import { MESSAGES, SECTION_KEYS, type SectionKey } from '@vitae/schema';
import { useMemo } from 'react';
import type { AutosaveWords } from '../../../components/autosave-ui.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { STEP_TITLE_IDS } from '../../../lib/resumes/section-words.ts';
import type { EditableField } from './use-autosave.ts';

/** The resume editor's autosave in its words, in the interface's language: a conflict names the parts that differ. */
export function useResumeAutosaveWords(): AutosaveWords {
  const t = useT();
  return useMemo(() => {
    const fieldLabels: Record<EditableField, string> = {
      resumeTitle: t('editor.field.title'),
      templateId: t('editor.field.template'),
      fullName: t('editor.field.fullName'),
      jobTitle: t('editor.field.jobTitle'),
      address: t('editor.field.address'),
      phone: t('editor.field.phone'),
      email: t('editor.field.email'),
      ...(Object.fromEntries(SECTION_KEYS.map((key) => [key, t(STEP_TITLE_IDS[key])])) as Record<SectionKey, string>),
      customSections: t('editor.custom.heading'),
      design: t('editor.pane.design'),
    };
    return {
      conflictNote: t('editor.autosave.conflictNote'),
      conflictTitle: t('editor.autosave.conflictTitle'),
      conflictDescription: translated(MESSAGES.resumeVersionConflict),
      listConflictFields: true,
      restoreDescription: translated(MESSAGES.draftRestorePrompt),
      showSavedAt: true,
      fieldLabels,
    };
  }, [t]);
}
