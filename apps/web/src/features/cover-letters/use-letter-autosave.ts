import { updateCoverLetterBodySchema, type CoverLetter, type UpdateCoverLetterBody } from '@vitae/schema';
import { anyValue, createLocalDraftStore } from '../../lib/autosave/local-draft.ts';
import {
  useDocumentAutosave,
  type AutosaveOptions,
  type DocumentAutosaveConfig,
} from '../../lib/autosave/use-document-autosave.ts';
import { coverLetterQueryKey } from './api/get-cover-letter.ts';
import { coverLettersQueryKey } from './api/get-cover-letters.ts';
import { CoverLetterConflictError, updateCoverLetter } from './api/update-cover-letter.ts';

/** What the editor may change; `version` travels with every save. */
export const LETTER_FIELDS = ['title', 'resumeId', 'applicationId', 'body', 'recipient'] as const;
export type LetterField = (typeof LETTER_FIELDS)[number];
export type LetterFields = Partial<Pick<CoverLetter, LetterField>>;

const isField = (key: unknown): key is LetterField =>
  typeof key === 'string' && (LETTER_FIELDS as readonly string[]).includes(key);

/** Edits the server does not have yet, kept in this browser until a save confirms them (as the resume editor's). */
const letterDrafts = createLocalDraftStore<LetterFields>({
  prefix: 'vitae.letter-draft.',
  fields: Object.fromEntries(LETTER_FIELDS.map((field) => [field, anyValue])),
});

export const clearLetterDraft = (id: string): void => letterDrafts.clear(id);

const pick = (letter: CoverLetter, fields: Iterable<LetterField>): LetterFields =>
  Object.fromEntries([...fields].map((field) => [field, letter[field]])) as LetterFields;

const LETTER_AUTOSAVE: DocumentAutosaveConfig<CoverLetter, LetterField, LetterFields> = {
  isField,
  pick,
  bodySchema: updateCoverLetterBodySchema,
  save: (id, body) => updateCoverLetter(id, body as UpdateCoverLetterBody),
  conflictOf: (error) => (error instanceof CoverLetterConflictError ? error.current : undefined),
  drafts: letterDrafts,
  queryKey: coverLetterQueryKey,
  listQueryKey: coverLettersQueryKey,
};

/**
 * The letter editor's copy and its one way to the server: the resume editor's autosave (lib/autosave,
 * docs/architecture.md) at the same pace, with the letter's fields, PATCH and draft key.
 */
export function useLetterAutosave(id: string, initial: CoverLetter | undefined, options: AutosaveOptions = {}) {
  const { doc, ...autosave } = useDocumentAutosave(LETTER_AUTOSAVE, id, initial, options);
  return { letter: doc, ...autosave };
}

export type LetterAutosave = ReturnType<typeof useLetterAutosave>;
