import { coverLetterTitleSchema, type CoverLetter } from '@vitae/schema';
import { FileText, Pencil, Plus, TextCursorInput, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryStatus } from '../../components/query-status.tsx';
import { RenameDialog } from '../../components/rename-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CardActionsMenu } from '../../components/card-actions-menu.tsx';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { relativeTime } from '../../lib/relative-time.ts';
import { useResumes } from '../../lib/resumes/get-resumes.ts';
import { useDeleteCoverLetter } from './api/delete-cover-letter.ts';
import { useCoverLetters } from './api/get-cover-letters.ts';
import { useRenameCoverLetter } from './api/update-cover-letter.ts';
import { CreateCoverLetterDialog } from './create-cover-letter-dialog.tsx';

export const coverLetterPath = (id: string) => `/cover-letters/${id}`;

/** "Rename": the title alone, by the contract's rule. */
function RenameLetterDialog({
  letter,
  open,
  onOpenChange,
}: {
  letter: CoverLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const rename = useRenameCoverLetter();
  return (
    <RenameDialog
      title={letter.title}
      open={open}
      onOpenChange={onOpenChange}
      titleSchema={coverLetterTitleSchema}
      heading={t('coverLetters.renameTitle')}
      description={t('coverLetters.renameText', { title: letter.title })}
      label={t('coverLetters.field.title')}
      fieldId={`rename-letter-${letter._id}`}
      pending={rename.isPending}
      onSubmit={(title) => rename.mutate({ id: letter._id, title }, { onSuccess: () => onOpenChange(false) })}
    />
  );
}

function CoverLetterCard({
  letter,
  resumeTitle,
  onDelete,
}: {
  letter: CoverLetter;
  resumeTitle: string | undefined;
  onDelete: (letter: CoverLetter) => void;
}) {
  const t = useT();
  const { intl } = useI18n();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const path = coverLetterPath(letter._id);
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg border bg-white p-3 shadow-sm">
      <div className="flex min-w-0 items-center gap-3">
        <FileText className="h-8 w-8 shrink-0 text-violet-700" aria-hidden />
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-gray-900">
            <Link
              to={path}
              className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
            >
              {letter.title}
            </Link>
          </h3>
          <p className="truncate text-xs text-gray-700">
            {resumeTitle ? t('coverLetters.forResume', { title: resumeTitle }) : t('coverLetters.noResume')}
          </p>
          <p className="truncate text-xs text-gray-600">
            {intl.formatMessage(
              { id: 'coverLetters.edited' },
              {
                when: relativeTime(letter.updatedAt),
                time: (chunks) => <time dateTime={letter.updatedAt}>{chunks}</time>,
              },
            )}
          </p>
        </div>
      </div>
      <CardActionsMenu
        title={letter.title}
        actions={[
          { label: t('coverLetters.open'), icon: Pencil, onSelect: () => void navigate(path) },
          { label: t('common.rename'), icon: TextCursorInput, onSelect: () => setRenaming(true) },
          { label: t('common.delete'), icon: Trash2, onSelect: () => onDelete(letter), destructive: true },
        ]}
      />
      {renaming && <RenameLetterDialog letter={letter} open={renaming} onOpenChange={setRenaming} />}
    </li>
  );
}

/**
 * The dashboard's "Cover letters" (docs/product.md, Cover letters): "New cover letter", then a card per letter to
 * open, rename or delete (to Trash, with Undo).
 */
export function CoverLetterList() {
  const t = useT();
  const letters = useCoverLetters();
  const resumes = useResumes();
  const deletion = useDeleteCoverLetter();
  const [creating, setCreating] = useState(false);
  const resumeTitles = new Map((resumes.data ?? []).map((resume) => [resume._id, resume.resumeTitle]));
  const shown = (letters.data ?? []).filter((letter) => !deletion.hidden.has(letter._id));

  return (
    <section aria-labelledby="cover-letters-heading" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cover-letters-heading" className="text-2xl font-bold text-gray-900">
          {t('coverLetters.heading')}
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('coverLetters.new')}
        </Button>
      </div>
      <div className="mt-6">
        {letters.isPending || letters.isError ? (
          <QueryStatus query={letters} />
        ) : shown.length === 0 ? (
          <p className="text-gray-700">{t('coverLetters.empty')}</p>
        ) : (
          <ul aria-label={t('coverLetters.heading')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((letter) => (
              <CoverLetterCard
                key={letter._id}
                letter={letter}
                resumeTitle={letter.resumeId ? resumeTitles.get(letter.resumeId) : undefined}
                onDelete={deletion.schedule}
              />
            ))}
          </ul>
        )}
      </div>
      {creating && <CreateCoverLetterDialog open={creating} onOpenChange={setCreating} />}
    </section>
  );
}
