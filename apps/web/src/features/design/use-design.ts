import type { Design } from '@vitae/schema';
import { useCallback } from 'react';
import { withDesign, type DesignPatch } from '../../lib/resumes/design-settings.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';

/** The draft's design and a way to change it: the change reaches the preview at once and autosave after a pause. */
export function useDesign(): { design: Design; setDesign: (patch: DesignPatch) => void } {
  const { resume, update } = useEditorContext();
  const setDesign = useCallback(
    (patch: DesignPatch) => update((now) => ({ design: withDesign(now.design, patch) })),
    [update],
  );
  return { design: resume.design, setDesign };
}
