import { type ComponentType, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The saving of the editor on screen now, for code that outlives an editor (a toast's Undo). */
export interface NewestEditor {
  flush: () => Promise<void>;
  hasUnsaved: () => boolean;
}

export interface ReloadableEditorProps {
  id: string;
  /** The newest editor's saving: a restore's Undo, clicked in a toast after the reload, saves that editor's edits. */
  newestRef: RefObject<NewestEditor | undefined>;
  /** Loads the editor afresh (a restore from History), so every field starts from the restored words. */
  onReload: () => void;
}

/**
 * An autosaved editor (a resume's, a cover letter's) that a restore from History loads afresh: a new key mounts a
 * new editor, its autosave starting from the restored copy (docs/architecture.md, autosave).
 */
export function ReloadableEditor({ id, Editor }: { id: string; Editor: ComponentType<ReloadableEditorProps> }) {
  const [loads, setLoads] = useState(0);
  const newestRef = useRef<NewestEditor>(undefined);
  return (
    <Editor key={`${id} ${loads}`} id={id} newestRef={newestRef} onReload={() => setLoads((count) => count + 1)} />
  );
}

/** Makes this editor's saving the newest (see ReloadableEditorProps.newestRef). */
export function useNewestEditor(newestRef: RefObject<NewestEditor | undefined>, { flush, hasUnsaved }: NewestEditor) {
  useLayoutEffect(() => {
    newestRef.current = { flush, hasUnsaved };
  });
}
