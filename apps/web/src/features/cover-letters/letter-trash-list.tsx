import { TrashList } from '../../components/trash-list.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { destroyCoverLetterMutation } from './api/destroy-cover-letter.ts';
import { useCoverLetterTrash, type TrashedCoverLetter } from './api/get-cover-letter-trash.ts';
import { restoreCoverLetterMutation } from './api/restore-cover-letter.ts';

const titleOf = (letter: TrashedCoverLetter) => letter.title;

/**
 * The cover letters part of Trash (docs/product.md, Cover letters): drawn by the dashboard inside the Trash dialog,
 * mounted while it is open, so it is read afresh each time; the same list as the resumes' (components/trash-list).
 */
export function CoverLetterTrashList() {
  const t = useT();
  const trash = useCoverLetterTrash();
  return (
    <section aria-labelledby="letter-trash-heading" className="grid gap-1">
      <h3 id="letter-trash-heading" className="text-sm font-semibold text-gray-900">
        {t('coverLetters.heading')}
      </h3>
      <TrashList
        trash={trash}
        titleOf={titleOf}
        restoreMutation={restoreCoverLetterMutation}
        destroyMutation={destroyCoverLetterMutation}
        listLabel={t('coverLetters.trash.label')}
        emptyText={t('coverLetters.trash.empty')}
        destroyDescription={t('coverLetters.trash.destroy')}
        listClassName="max-h-[40vh]"
      />
    </section>
  );
}
