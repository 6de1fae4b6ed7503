import type { TrashedResume } from '@vitae/schema';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { TrashList } from '../../components/trash-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { destroyResumeMutation } from './api/destroy-resume.ts';
import { useTrash } from './api/get-trash.ts';
import { restoreResumeMutation } from './api/restore-resume.ts';

export { trashDate } from '../../components/trash-list.tsx';

const titleOf = (resume: TrashedResume) => resume.resumeTitle;

/** The resumes in Trash, mounted while the dialog is open: read afresh each time (a deletion since then is in it). */
function ResumeTrashList({ emptyText = 'Trash is empty.' }: { emptyText?: string }) {
  const trash = useTrash();
  return (
    <TrashList
      trash={trash}
      titleOf={titleOf}
      restoreMutation={restoreResumeMutation}
      destroyMutation={destroyResumeMutation}
      listLabel="Resumes in Trash"
      emptyText={emptyText}
      destroyDescription="It is deleted for good, with all its content, and cannot be brought back."
    />
  );
}

/**
 * The dashboard's "Trash" button and its dialog: deleted resumes, each to restore or delete for good; `more` is
 * another kind's part of Trash (the page draws the cover letters' there, as a feature never imports another).
 */
export function TrashButton({ more }: { more?: ReactNode } = {}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Trash
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title="Trash"
        description={`Deleted ${more ? 'resumes and cover letters' : 'resumes'} stay here for 30 days, then they are deleted for good.`}
        closeLabel="Done"
      >
        {open &&
          (more ? (
            <div className="grid max-h-[65vh] gap-4 overflow-y-auto">
              <section aria-labelledby="resume-trash-heading" className="grid gap-1">
                <h3 id="resume-trash-heading" className="text-sm font-semibold text-gray-900">
                  Resumes
                </h3>
                <ResumeTrashList emptyText="No resumes in Trash." />
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
