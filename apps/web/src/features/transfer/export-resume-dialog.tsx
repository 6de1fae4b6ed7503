import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export resume</DialogTitle>
          <DialogDescription>Download “{title}” as a file.</DialogDescription>
        </DialogHeader>
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
                  <Spinner label="Exporting" />
                ) : (
                  <Download className="h-4 w-4" aria-hidden />
                )}
                {label}
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
