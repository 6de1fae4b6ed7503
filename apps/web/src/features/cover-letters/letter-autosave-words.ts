import { COVER_LETTER_MESSAGES } from '@vitae/schema';
import { useMemo } from 'react';
import type { AutosaveWords } from '../../components/autosave-ui.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import type { LetterField } from './use-letter-autosave.ts';

/** The letter editor's autosave in its words, in the interface's language (the user's text stays on screen through a conflict). */
export function useLetterAutosaveWords(): AutosaveWords {
  const t = useT();
  return useMemo(
    () => ({
      conflictNote: translated(COVER_LETTER_MESSAGES.versionConflict),
      conflictTitle: t('coverLetters.conflictTitle'),
      conflictDescription: translated(COVER_LETTER_MESSAGES.versionConflict),
      restoreDescription: translated(COVER_LETTER_MESSAGES.draftRestorePrompt),
      fieldLabels: {
        title: t('coverLetters.field.title'),
        resumeId: t('coverLetters.field.resume'),
        applicationId: t('coverLetters.field.application'),
        body: t('coverLetters.field.letter'),
        recipient: t('coverLetters.field.recipient'),
      } satisfies Record<LetterField, string>,
    }),
    [t],
  );
}
