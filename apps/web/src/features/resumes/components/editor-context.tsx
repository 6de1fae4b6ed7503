import type { Resume, UpdateResumeBody } from '@vitae/schema';
import { createContext, useContext } from 'react';

/** What a section form needs from the editor: the in-memory resume and ways to change and save it. */
export interface EditorContextValue {
  resume: Resume;
  /** Update the in-memory resume at once (the preview and other steps see it); marks the section unsaved. */
  update(patch: Partial<Resume>): void;
  /** Persist a section with PATCH; resolves true on success and marks those fields saved. */
  save(body: UpdateResumeBody): Promise<void>;
  /** Steps 1 and 2 report whether Next may be used. */
  setReady(ready: boolean): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext must be used inside the editor');
  return value;
}
