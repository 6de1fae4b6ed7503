import { Download } from 'lucide-react';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
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
  const exporting = useExportResume();
  const pendingFormat = exporting.isPending ? exporting.variables?.format : undefined;
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Export resume"
      description={<>Download “{title}” as a file.</>}
      closeLabel="Close"
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
              {pendingFormat === format ? <Spinner label="Exporting" /> : <Download className="h-4 w-4" aria-hidden />}
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </DialogShell>
  );
}
