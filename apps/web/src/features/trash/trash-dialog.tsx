import type { TrashedResume } from '@vitae/schema';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { TrashList } from '../../components/trash-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { destroyResumeMutation } from './api/destroy-resume.ts';
import { useTrash } from './api/get-trash.ts';
import { restoreResumeMutation } from './api/restore-resume.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** How long Trash keeps a deleted item (the server's rule, docs/product.md, Trash). */
const KEPT_DAYS = 30;

export { trashDate } from '../../components/trash-list.tsx';

const titleOf = (resume: TrashedResume) => resume.resumeTitle;

/** The resumes in Trash, mounted while the dialog is open: read afresh each time (a deletion since then is in it). */
function ResumeTrashList({ emptyText }: { emptyText?: string }) {
  const t = useT();
  const trash = useTrash();
  return (
    <TrashList
      trash={trash}
      titleOf={titleOf}
      restoreMutation={restoreResumeMutation}
      destroyMutation={destroyResumeMutation}
      listLabel={t('design.trash.listLabel')}
      emptyText={emptyText ?? t('design.trash.empty')}
      destroyDescription={t('design.trash.destroyDescription')}
    />
  );
}

/**
 * The dashboard's "Trash" button and its dialog: deleted resumes, each to restore or delete for good; `more` is
 * another kind's part of Trash (the page draws the cover letters' there, as a feature never imports another).
 */
export function TrashButton({ more }: { more?: ReactNode } = {}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('design.trash.button')}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title={t('design.trash.button')}
        description={
          more
            ? t('design.trash.descriptionBoth', { days: KEPT_DAYS })
            : t('design.trash.descriptionResumes', { days: KEPT_DAYS })
        }
        closeLabel={t('common.done')}
      >
        {open &&
          (more ? (
            <div className="grid max-h-[65vh] gap-4 overflow-y-auto">
              <section aria-labelledby="resume-trash-heading" className="grid gap-1">
                <h3 id="resume-trash-heading" className="text-sm font-semibold text-gray-900">
                  {t('design.trash.resumes')}
                </h3>
                <ResumeTrashList emptyText={t('design.trash.noResumes')} />
              </section>
              {more}
            </div>
          ) : (
            <ResumeTrashList />
          ))}
      </DialogShell>
    </>
  );
}
