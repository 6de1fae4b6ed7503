import { Download, FileText } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useExportCoverLetter, type CoverLetterFormat } from './api/export-cover-letter.ts';

/** "Download PDF" and "Download Word": pending edits are saved first, so the file holds what is on screen. */
export function LetterDownloadButtons({
  letterId,
  beforeExport,
}: {
  letterId: string;
  beforeExport: () => Promise<unknown>;
}) {
  const exporting = useExportCoverLetter();
  const busy = (format: CoverLetterFormat) => exporting.isPending && exporting.variables?.format === format;
  const download = (format: CoverLetterFormat) => exporting.mutate({ id: letterId, format, beforeExport });
  return (
    <>
      <Button size="sm" onClick={() => download('pdf')} disabled={exporting.isPending}>
        {busy('pdf') ? <Spinner label="Generating" /> : <Download className="h-4 w-4" aria-hidden />}
        Download PDF
      </Button>
      <Button variant="outline" size="sm" onClick={() => download('docx')} disabled={exporting.isPending}>
        {busy('docx') ? <Spinner label="Generating" /> : <FileText className="h-4 w-4" aria-hidden />}
        Download Word
      </Button>
    </>
  );
}
