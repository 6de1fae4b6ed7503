import type { Resume, UpdateResumeBody } from '@vitae/schema';
import { createContext, useContext } from 'react';

/** The fields of a resume the editor changes (an update's body without its version). */
export type ResumeFields = Omit<UpdateResumeBody, 'version'>;

/** What a section form needs from the editor: the in-memory resume and ways to change and save it. */
export interface EditorContextValue {
  resume: Resume;
  /**
   * Update the in-memory resume at once (the preview and other steps see it); autosave saves it after a pause. A
   * function gets the resume as it is now (for changes made later than the render, such as a toast's Undo).
   */
  update(patch: ResumeFields | ((resume: Resume) => ResumeFields)): void;
  /** Save these fields now (a step's Save button); rejects when they could not be saved. */
  save(patch: ResumeFields): Promise<void>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext must be used inside the editor');
  return value;
}
