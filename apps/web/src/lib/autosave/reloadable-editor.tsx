import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { type ComponentType, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The saving of the editor on screen now, for code that outlives an editor (a toast's Undo). */
export interface NewestEditor {
  flush: () => Promise<void>;
  hasUnsaved: () => boolean;
}

export interface ReloadableEditorProps<D> {
  id: string;
  /** Where the editor registers its saving (useNewestEditor). */
  newestRef: RefObject<NewestEditor | undefined>;
  /** What the editor's History button is given. */
  history: {
    /** Saves the newest editor's edits first: a restore's Undo, clicked in a toast after the reload, saves those. */
    beforeChange: () => Promise<void>;
    /** Loads the editor afresh from the restored copy, so every field starts from the restored words. */
    onRestored: (restored: D) => void;
  };
}

/**
 * An autosaved editor (a resume's, a cover letter's) that a restore from History loads afresh: a new key mounts a
 * new editor, its autosave starting from the restored copy (docs/architecture.md, autosave).
 */
export function ReloadableEditor<D>({
  id,
  Editor,
  queryKey,
  clearDraft,
}: {
  id: string;
  Editor: ComponentType<ReloadableEditorProps<D>>;
  /** The document's query, set to the restored copy. */
  queryKey: (id: string) => QueryKey;
  /** Forgets the edits kept on this device. */
  clearDraft: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const [loads, setLoads] = useState(0);
  const newestRef = useRef<NewestEditor>(undefined);
  const history = {
    beforeChange: () => newestRef.current!.flush(),
    onRestored: (restored: D) => {
      // Edits the server could not take yet stay on this device, offered back once reloaded.
      if (!newestRef.current!.hasUnsaved()) clearDraft(id);
      queryClient.setQueryData(queryKey(id), restored);
      setLoads((count) => count + 1);
    },
  };
  return <Editor key={`${id} ${loads}`} id={id} newestRef={newestRef} history={history} />;
}

/** Makes this editor's saving the newest (see ReloadableEditorProps.history). */
export function useNewestEditor(newestRef: RefObject<NewestEditor | undefined>, { flush, hasUnsaved }: NewestEditor) {
  useLayoutEffect(() => {
    newestRef.current = { flush, hasUnsaved };
  });
}
