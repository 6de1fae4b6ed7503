import { Download, FileText } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useExportCoverLetter, type CoverLetterFormat } from './api/export-cover-letter.ts';

/** "Download PDF" and "Download Word": pending edits are saved first, so the file holds what is on screen. */
export function LetterDownloadButtons({
  letterId,
  beforeExport,
}: {
  letterId: string;
  beforeExport: () => Promise<unknown>;
}) {
  const t = useT();
  const exporting = useExportCoverLetter();
  const busy = (format: CoverLetterFormat) => exporting.isPending && exporting.variables?.format === format;
  const download = (format: CoverLetterFormat) => exporting.mutate({ id: letterId, format, beforeExport });
  return (
    <>
      <Button size="sm" onClick={() => download('pdf')} disabled={exporting.isPending}>
        {busy('pdf') ? <Spinner label={t('coverLetters.generating')} /> : <Download className="h-4 w-4" aria-hidden />}
        {t('coverLetters.downloadPdf')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => download('docx')} disabled={exporting.isPending}>
        {busy('docx') ? <Spinner label={t('coverLetters.generating')} /> : <FileText className="h-4 w-4" aria-hidden />}
        {t('coverLetters.downloadWord')}
      </Button>
    </>
  );
}
