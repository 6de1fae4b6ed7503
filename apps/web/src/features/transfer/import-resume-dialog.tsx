import { FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config.ts';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useImportResume } from './api/import-resume.ts';

const ACCEPTED =
  '.json,application/json,.pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.zip,application/zip';

/** The drop zone: a file dragged onto it is imported; keyboard users press "Choose file" (the same picker). */
function DropZone({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-gray-400 p-6 text-center',
        over && 'border-violet-600 bg-violet-50',
      )}
    >
      <Upload className="h-8 w-8 text-gray-600" aria-hidden />
      <p id={`${id}-label`} className="font-medium text-gray-900">
        {t('design.import.dropHere')}
      </p>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {t('design.import.formats')}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('design.import.file')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        <FileUp className="h-4 w-4" aria-hidden />
        {t('design.import.choose')}
      </Button>
    </div>
  );
}

/**
 * The dashboard’s "Import" button and its dialog: a new resume from a Vitae export, JSON Resume, a PDF, a Word file
 * or LinkedIn’s export.
 */
export function ImportResumeButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [improveWithAi, setImproveWithAi] = useState(false);
  const importing = useImportResume();
  const error = importing.isError ? userMessage(importing.error) : undefined;
  // Offered only when the server has an AI provider; the offline read is always the default.
  const aiConfigured = (usePublicConfig().data?.aiProvider ?? 'offline') !== 'offline';
  const improveId = useId();

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload className="h-4 w-4" aria-hidden />
        {t('design.import.button')}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={(next) => {
          if (!next) importing.reset();
          if (next) setImproveWithAi(false);
          setOpen(next);
        }}
        title={t('design.import.title')}
        description={t('design.import.description')}
        closeLabel={t('common.cancel')}
      >
        {aiConfigured && (
          <div className="grid gap-1">
            <label htmlFor={improveId} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                id={improveId}
                type="checkbox"
                className="h-4 w-4"
                checked={improveWithAi}
                disabled={importing.isPending}
                aria-describedby={`${improveId}-hint`}
                onChange={(event) => setImproveWithAi(event.target.checked)}
              />
              {t('design.import.improve')}
            </label>
            <p id={`${improveId}-hint`} className="text-sm text-gray-700">
              {t('design.import.improveHint')}
            </p>
          </div>
        )}
        <DropZone
          disabled={importing.isPending}
          onFile={(file) =>
            importing.mutate(
              { file, improveWithAi: aiConfigured && improveWithAi },
              { onSuccess: () => setOpen(false) },
            )
          }
        />
        {importing.isPending && (
          <p className="flex items-center gap-2 text-sm text-gray-700">
            <Spinner label={t('design.import.importingLabel')} /> {t('design.import.importing')}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </DialogShell>
    </>
  );
}
