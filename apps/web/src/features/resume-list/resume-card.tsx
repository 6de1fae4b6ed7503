import { MESSAGES, type Resume } from '@vitae/schema';
import { Copy, Download, Eye, Pencil, Share2, TextCursorInput, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { relativeTime } from '../../lib/relative-time.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../components/ui/dialog.tsx';
import { CardActionsMenu } from '../../components/card-actions-menu.tsx';
import { API_BASE } from '../../lib/api-client.ts';
import { useDuplicateResume } from './api/duplicate-resume.ts';
import { useRenameResume } from '../../lib/resumes/rename-resume.ts';
import { RenameResumeDialog } from '../../components/rename-resume-dialog.tsx';
import { uiLocale } from '../../lib/i18n/language.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { FormattedMessage } from 'react-intl';

/** An open/closed dialog the card holds the state of, drawn by the page (a feature never imports another). */
export interface CardDialog {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The server's small PNG of the resume's own first page; `v` changes with every write, so edits show. */
export function thumbnailUrl(resume: Pick<Resume, '_id' | 'version' | 'updatedAt'>): string {
  const version = (resume.version as number | undefined) ?? resume.updatedAt;
  return `${API_BASE}/v1/users/resume-thumbnail/${encodeURIComponent(resume._id)}?v=${encodeURIComponent(version)}`;
}

function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(uiLocale(), { dateStyle: 'long', timeStyle: 'short' });
}

/** The resume's first page; the template's image when the thumbnail cannot be had. */
function Thumbnail({ resume, fallback }: { resume: Resume; fallback: string }) {
  const primary = thumbnailUrl(resume);
  const [failed, setFailed] = useState<string>();
  const src = failed === primary ? fallback : primary;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(primary)}
      className="h-full w-full object-cover object-top"
    />
  );
}

export function ResumeCard({
  resume,
  masterTitle,
  templateName,
  fallbackImage,
  onDelete,
  exportDialog,
  shareDialog,
}: {
  resume: Resume;
  /** For a tailored variant listed under its master: the master's title ("Tailored from …"). */
  masterTitle?: string | undefined;
  /** The template's name; "Default template" when the resume has none. */
  templateName: string | undefined;
  /** Shown when the resume's thumbnail cannot be loaded: its template's preview image. */
  fallbackImage: string;
  /** The user confirmed the deletion (the dashboard takes the card away, with Undo). */
  onDelete: (resume: Resume) => void;
  /** The "Export" dialog for this resume (features/transfer), opened from the menu. */
  exportDialog: (dialog: CardDialog) => ReactNode;
  /** The "Share" dialog for this resume (features/sharing), opened from the menu. */
  shareDialog: (dialog: CardDialog) => ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const [renaming, setRenaming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const duplicate = useDuplicateResume();
  const rename = useRenameResume();
  const editPath = `/dashboard/resume/${resume._id}/edit`;

  const confirmDelete = () => {
    setConfirming(false);
    if (typeof resume._id !== 'string' || !resume._id) {
      toast.error(MESSAGES.invalidResumeId);
      return;
    }
    deleted.current = true;
    onDelete(resume);
  };

  return (
    <article
      data-resume-id={resume._id}
      className={`flex h-[330px] flex-col overflow-hidden rounded-lg border bg-white shadow-sm${masterTitle ? ' border-s-4 border-s-violet-300' : ''}`}
    >
      <Link
        to={editPath}
        className="min-h-0 flex-1 bg-gray-100"
        aria-label={t('resumeCard.editLabel', { title: resume.resumeTitle })}
      >
        <Thumbnail resume={resume} fallback={fallbackImage} />
      </Link>
      <div className="flex items-center justify-between gap-2 border-t px-3 py-2">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-gray-900" title={resume.resumeTitle}>
            {resume.resumeTitle}
          </h3>
          {masterTitle && (
            <p
              className="truncate text-xs text-violet-800"
              title={t('resumeCard.tailoredFrom', { title: masterTitle })}
            >
              {t('resumeCard.tailoredFrom', { title: masterTitle })}
            </p>
          )}
          {templateName && <p className="truncate text-xs text-gray-700">{templateName}</p>}
          <p className="truncate text-xs text-gray-600">
            <FormattedMessage
              id="resumeCard.edited"
              values={{
                when: (
                  <time dateTime={resume.updatedAt} title={fullDate(resume.updatedAt)}>
                    {relativeTime(resume.updatedAt)}
                  </time>
                ),
              }}
            />
          </p>
        </div>
        <CardActionsMenu
          title={resume.resumeTitle}
          actions={[
            { label: t('common.edit'), icon: Pencil, onSelect: () => void navigate(editPath) },
            { label: t('resumeCard.view'), icon: Eye, onSelect: () => void navigate(`/my-resume/${resume._id}/view`) },
            { label: t('common.rename'), icon: TextCursorInput, onSelect: () => setRenaming(true) },
            {
              label: t('common.duplicate'),
              icon: Copy,
              onSelect: () => duplicate.mutate(resume._id),
              disabled: duplicate.isPending,
            },
            { label: t('resumeCard.export'), icon: Download, onSelect: () => setExporting(true) },
            { label: t('resumeCard.share'), icon: Share2, onSelect: () => setSharing(true) },
            { label: t('common.delete'), icon: Trash2, onSelect: () => setConfirming(true), destructive: true },
          ]}
        />
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        {/* Once deleted, the card and the button that opened this are gone: the dashboard places the focus. */}
        <AlertDialogContent onCloseAutoFocus={(event) => deleted.current && event.preventDefault()}>
          <AlertDialogTitle>{t('resumeCard.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('resumeCard.confirmText')}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete}>
              {t('common.delete')}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
      {exportDialog({ open: exporting, onOpenChange: setExporting })}
      {shareDialog({ open: sharing, onOpenChange: setSharing })}
      <RenameResumeDialog
        title={resume.resumeTitle}
        open={renaming}
        onOpenChange={setRenaming}
        onRename={async (resumeTitle) => void (await rename.mutateAsync({ id: resume._id, resumeTitle }))}
      />
    </article>
  );
}
