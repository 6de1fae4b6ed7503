import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { QueryStatus } from '../../components/query-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDestroyCoverLetter } from './api/destroy-cover-letter.ts';
import { useCoverLetterTrash, type TrashedCoverLetter } from './api/get-cover-letter-trash.ts';
import { useRestoreCoverLetter } from './api/restore-cover-letter.ts';

function trashDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en', { dateStyle: 'long' });
}

function TrashedLetter({
  letter,
  onDestroy,
}: {
  letter: TrashedCoverLetter;
  onDestroy: (letter: TrashedCoverLetter) => void;
}) {
  const restore = useRestoreCoverLetter();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-gray-900" title={letter.title}>
          {letter.title}
        </p>
        <p className="text-sm text-gray-700">
          Deleted <time dateTime={letter.deletedAt}>{trashDate(letter.deletedAt)}</time>
        </p>
        <p className="text-sm text-gray-700">
          Deleted for good on <time dateTime={letter.purgeAt}>{trashDate(letter.purgeAt)}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore ${letter.title}`}
          disabled={restore.isPending}
          onClick={() => restore.mutate(letter._id)}
        >
          {restore.isPending ? <Spinner label="Restoring" /> : <RotateCcw className="h-4 w-4" aria-hidden />}
          Restore
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={`Delete ${letter.title} forever`}
          disabled={restore.isPending}
          onClick={() => onDestroy(letter)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete forever
        </Button>
      </div>
    </li>
  );
}

/**
 * The cover letters part of Trash (docs/product.md, Cover letters): drawn by the dashboard inside the Trash dialog,
 * mounted while it is open, so it is read afresh each time.
 */
export function CoverLetterTrashList() {
  const trash = useCoverLetterTrash();
  const destroy = useDestroyCoverLetter();
  const [confirming, setConfirming] = useState<TrashedCoverLetter>();
  return (
    <section aria-labelledby="letter-trash-heading" className="grid gap-1">
      <h3 id="letter-trash-heading" className="text-sm font-semibold text-gray-900">
        Cover letters
      </h3>
      {trash.isPending || trash.isError ? (
        <QueryStatus query={trash} />
      ) : trash.data.length === 0 ? (
        <p className="text-sm text-gray-700">No cover letters in Trash.</p>
      ) : (
        <ul aria-label="Cover letters in Trash" className="max-h-[40vh] divide-y overflow-y-auto">
          {trash.data.map((letter) => (
            <TrashedLetter key={letter._id} letter={letter} onDestroy={setConfirming} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={<>Delete “{confirming?.title}” forever?</>}
        description="It is deleted for good, with its history, and cannot be brought back."
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
    </section>
  );
}
