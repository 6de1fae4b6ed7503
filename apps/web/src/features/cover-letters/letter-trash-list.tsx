import { TrashList } from '../../components/trash-list.tsx';
import { destroyCoverLetterMutation } from './api/destroy-cover-letter.ts';
import { useCoverLetterTrash, type TrashedCoverLetter } from './api/get-cover-letter-trash.ts';
import { restoreCoverLetterMutation } from './api/restore-cover-letter.ts';

const titleOf = (letter: TrashedCoverLetter) => letter.title;

/**
 * The cover letters part of Trash (docs/product.md, Cover letters): drawn by the dashboard inside the Trash dialog,
 * mounted while it is open, so it is read afresh each time; the same list as the resumes' (components/trash-list).
 */
export function CoverLetterTrashList() {
  const trash = useCoverLetterTrash();
  return (
    <section aria-labelledby="letter-trash-heading" className="grid gap-1">
      <h3 id="letter-trash-heading" className="text-sm font-semibold text-gray-900">
        Cover letters
      </h3>
      <TrashList
        trash={trash}
        titleOf={titleOf}
        restoreMutation={restoreCoverLetterMutation}
        destroyMutation={destroyCoverLetterMutation}
        listLabel="Cover letters in Trash"
        emptyText="No cover letters in Trash."
        destroyDescription="It is deleted for good, with its history, and cannot be brought back."
        listClassName="max-h-[40vh]"
      />
    </section>
  );
}
