import { Download } from 'lucide-react';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { ResumeExportFormat } from '@vitae/schema';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { EXPORT_FORMATS, useExportResume } from './api/export-resume.ts';

/** "Export": one button per format; each downloads the resume as the server writes it. */
export function ExportResumeDialog({
  resumeId,
  title,
  open,
  onOpenChange,
  beforeExport,
}: {
  resumeId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs before each download (the editor saves what is waiting, so the file has it). */
  beforeExport?: (() => Promise<unknown>) | undefined;
}) {
  const t = useT();
  // Formats' names are names (JSON Resume, Markdown, Word, PDF); the others are words of the interface.
  const labelOf = (format: ResumeExportFormat, label: string) =>
    format === 'vitae' ? t('design.export.vitae') : format === 'txt' ? t('design.export.plainText') : label;
  const exporting = useExportResume();
  const pendingFormat = exporting.isPending ? exporting.variables?.format : undefined;
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('design.export.title')}
      description={t('design.export.description', { title })}
      closeLabel={t('common.close')}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {EXPORT_FORMATS.map(({ format, label }) => (
          <li key={format}>
            <Button
              variant="outline"
              className="w-full justify-start"
              disabled={exporting.isPending}
              onClick={() => exporting.mutate({ id: resumeId, format, beforeExport })}
            >
              {pendingFormat === format ? (
                <Spinner label={t('design.export.exporting')} />
              ) : (
                <Download className="h-4 w-4" aria-hidden />
              )}
              {labelOf(format, label)}
            </Button>
          </li>
        ))}
      </ul>
    </DialogShell>
  );
}
