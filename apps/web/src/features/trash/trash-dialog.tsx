import type { TrashedResume } from '@vitae/schema';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDestroyResume } from './api/destroy-resume.ts';
import { useTrash } from './api/get-trash.ts';
import { useRestoreResume } from './api/restore-resume.ts';
import { QueryStatus } from '../../components/query-status.tsx';

/** "November 26, 2026"; empty for a date that cannot be read. */
export function trashDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en', { dateStyle: 'long' });
}

/** One resume in Trash: its title, when it was deleted and when it goes for good, "Restore" and "Delete forever". */
function TrashItem({ resume, onDestroy }: { resume: TrashedResume; onDestroy: (resume: TrashedResume) => void }) {
  const restore = useRestoreResume();
  const title = resume.resumeTitle;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-gray-900" title={title}>
          {title}
        </p>
        <p className="text-sm text-gray-700">
          Deleted <time dateTime={resume.deletedAt}>{trashDate(resume.deletedAt)}</time>
        </p>
        <p className="text-sm text-gray-700">
          Deleted for good on <time dateTime={resume.purgeAt}>{trashDate(resume.purgeAt)}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore ${title}`}
          disabled={restore.isPending}
          onClick={() => restore.mutate(resume._id)}
        >
          {restore.isPending ? <Spinner label="Restoring" /> : <RotateCcw className="h-4 w-4" aria-hidden />}
          Restore
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={`Delete ${title} forever`}
          disabled={restore.isPending}
          onClick={() => onDestroy(resume)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete forever
        </Button>
      </div>
    </li>
  );
}

/** The list, mounted while the dialog is open: it is read afresh each time (a deletion since then is in it). */
function TrashList({ emptyText = 'Trash is empty.' }: { emptyText?: string }) {
  const trash = useTrash();
  const destroy = useDestroyResume();
  const [confirming, setConfirming] = useState<TrashedResume>();

  if (trash.isPending || trash.isError) return <QueryStatus query={trash} />;

  return (
    <>
      {trash.data.length === 0 ? (
        <p className="text-sm text-gray-700">{emptyText}</p>
      ) : (
        <ul aria-label="Resumes in Trash" className="max-h-[60vh] divide-y overflow-y-auto">
          {trash.data.map((resume) => (
            <TrashItem key={resume._id} resume={resume} onDestroy={setConfirming} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={<>Delete “{confirming?.resumeTitle}” forever?</>}
        description="It is deleted for good, with all its content, and cannot be brought back."
      >
        <Button
          variant="destructive"
          disabled={destroy.isPending}
          onClick={() => {
            if (!confirming) return;
            destroy.mutate(confirming._id, { onSettled: () => setConfirming(undefined) });
          }}
        >
          {destroy.isPending && <Spinner label="Deleting" />}
          Delete forever
        </Button>
      </ConfirmDialog>
    </>
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
                <TrashList emptyText="No resumes in Trash." />
              </section>
              {more}
            </div>
          ) : (
            <TrashList />
          ))}
      </DialogShell>
    </>
  );
}
