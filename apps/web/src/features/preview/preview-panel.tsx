import type { Resume } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { Download, FileDown, Maximize2, Pencil, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withCacheBuster } from '../../lib/api-client.ts';
import { cn } from '../../lib/utils.ts';
import { generateResume, notFittedNote } from '../../lib/resumes/generate-resume.ts';
import { useResumePreview } from '../../lib/resumes/preview-resume.ts';
import { FIT_ZOOM, PreviewPages, ZOOM_LEVELS, zoomIn, zoomOut } from './preview-pages.tsx';
import { RenameResumeDialog } from '../../components/rename-resume-dialog.tsx';
import { LatestPreviewButton, PreviewBody, previewFailureMessage } from '../../components/preview-frame.tsx';

/**
 * The server's words when they say what to do: fix a field (400, e.g. an end date before its start), shorten the
 * resume (422), wait (429), try again (503).
 */
export function previewErrorMessage(error: unknown): string {
  return previewFailureMessage(error, [400, 422, 429, 503]);
}

/** Saves a same-origin link (the signed PDF) as resume.pdf. */
function downloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = 'resume.pdf';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const t = useT();
  const { intl } = useI18n();
  return (
    <div role="group" aria-label={t('design.preview.zoom')} className="flex items-center gap-1">
      <IconButton
        label={t('design.preview.zoomOut')}
        icon={ZoomOut}
        onClick={() => onZoom(zoomOut(zoom))}
        disabled={zoom <= ZOOM_LEVELS[0]}
      />
      <IconButton
        label={t('design.preview.fitWidth')}
        icon={Maximize2}
        aria-pressed={zoom === FIT_ZOOM}
        onClick={() => onZoom(FIT_ZOOM)}
      />
      <IconButton
        label={t('design.preview.zoomIn')}
        icon={ZoomIn}
        onClick={() => onZoom(zoomIn(zoom))}
        disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!}
      />
      <span className="w-11 text-end text-xs tabular-nums text-gray-700" aria-live="polite">
        {intl.formatNumber(Math.round(zoom * 100) / 100, { style: 'percent' })}
      </span>
    </div>
  );
}

/**
 * The live preview (docs/architecture.md, The web app): the draft's real pages, not a PDF frame, redrawn after each
 * pause in typing; the last good render stays while a new one is in flight or when it fails; the title opens "Edit
 * Resume Title"; "Latest Preview" renders again; "Download PDF" generates the same draft.
 */
export function PreviewPanel({
  resume,
  onRename,
  exportDialog,
  actions,
}: {
  resume: Resume | undefined;
  onRename: (title: string) => Promise<void>;
  /**
   * Given, an "Export" button opens this dialog (features/transfer, drawn by the page), which offers the stored resume
   * as a file. Mounted while open.
   */
  exportDialog?: (resume: Resume, dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
  /** More buttons after Export (the editor's History). */
  actions?: ReactNode;
}) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [zoom, setZoom] = useState<number>(FIT_ZOOM);
  const { preview, error, isFetching, refresh } = useResumePreview(resume);

  const download = useMutation({
    mutationFn: (draft: Resume) => generateResume(draft),
    onSuccess: ({ resumeUrl }) => downloadLink(withCacheBuster(resumeUrl)),
    onError: (failure) => {
      console.error(failure);
      toast.error(previewErrorMessage(failure));
    },
  });

  if (!resume) {
    return (
      <section
        aria-label={t('design.preview.label')}
        className="rounded-lg border bg-white p-6 text-center text-gray-700"
      >
        <p role="status">{t('design.preview.loading')}</p>
      </section>
    );
  }

  const pages = preview?.pages;
  const notFitted = notFittedNote(download.data);
  const firstRender = !preview && isFetching;
  const updating = Boolean(preview) && isFetching;

  return (
    <section aria-label={t('design.preview.label')} className="flex flex-col rounded-lg border bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-3">
        <div className="flex min-w-0 items-baseline gap-3">
          <button
            type="button"
            onClick={() => setRenaming(true)}
            className="flex min-w-0 items-center gap-2 rounded text-start text-lg font-semibold text-gray-900 hover:text-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
            aria-label={t('design.preview.editTitle', { title: resume.resumeTitle })}
          >
            <span className="truncate">{resume.resumeTitle}</span>
            <Pencil className="h-4 w-4 shrink-0" aria-hidden />
          </button>
          {pages !== undefined && (
            <span className="shrink-0 text-sm text-gray-700">{t('design.preview.pageCount', { count: pages })}</span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LatestPreviewButton onClick={refresh} isFetching={isFetching} />
          <Button size="sm" onClick={() => download.mutate(resume)} disabled={download.isPending}>
            {download.isPending ? (
              <Spinner label={t('design.preview.generating')} />
            ) : (
              <Download className="h-4 w-4" aria-hidden />
            )}
            {t('design.preview.download')}
          </Button>
          {exportDialog && (
            <Button variant="outline" size="sm" onClick={() => setExporting(true)}>
              <FileDown className="h-4 w-4" aria-hidden />
              {t('design.preview.export')}
            </Button>
          )}
          {actions}
        </div>
      </div>
      <div className="flex min-h-9 items-center justify-between gap-2 border-b px-3 py-1">
        <p role="status" className="text-xs text-gray-700">
          {updating ? t('design.preview.updating') : ''}
        </p>
        <ZoomControls zoom={zoom} onZoom={setZoom} />
      </div>
      {/* Announced when it fills: "fit to one page" could not reach one page. */}
      <div role="status">
        {notFitted && (
          <p className="mx-3 mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {translated(notFitted)}
          </p>
        )}
      </div>
      <PreviewBody error={error && previewErrorMessage(error)}>
        {preview ? (
          <PreviewPages preview={preview} zoom={zoom} busy={isFetching} />
        ) : (
          <div
            className={cn(
              'flex h-full flex-col items-center justify-center gap-2 rounded border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700',
              firstRender && 'blur-[1px]',
            )}
          >
            {firstRender ? (
              <p role="status" className="font-semibold text-gray-900">
                {t('design.preview.generatingLatest')}
              </p>
            ) : (
              <>
                <p className="text-lg font-semibold">{t('design.preview.none')}</p>
                <p className="text-sm">{t('design.preview.noneHint')}</p>
              </>
            )}
          </div>
        )}
      </PreviewBody>
      <RenameResumeDialog title={resume.resumeTitle} open={renaming} onOpenChange={setRenaming} onRename={onRename} />
      {exportDialog && exporting && exportDialog(resume, { open: exporting, onOpenChange: setExporting })}
    </section>
  );
}
