import { MESSAGES, type Resume } from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldMessage, Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, withCacheBuster } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import { generateResume } from '../api/generate-resume.ts';
import { resumeQueryKey } from '../api/get-resume.ts';
import { resumesQueryKey } from '../api/get-resumes.ts';
import { updateResume } from '../api/update-resume.ts';

/** Generates previews of a resume; the link carries a cache-busting timestamp. */
export function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const generate = useCallback(async (resume: Resume): Promise<string | null> => {
    setLoading(true);
    try {
      const next = withCacheBuster(await generateResume(resume));
      setUrl(next);
      return next;
    } catch (error) {
      console.error(error);
      // The server's words when they say what to do: shorten the resume (422), wait (429), try again (503).
      const actionable = error instanceof ApiError && [422, 429, 503].includes(error.status);
      toast.error(actionable ? error.message : MESSAGES.previewFailed);
      return null;
    } finally {
      setLoading(false);
    }
  }, []);
  return { url, loading, generate };
}

export type Preview = ReturnType<typeof usePreview>;

function TitleDialog({
  resume,
  open,
  onOpenChange,
  onRenamed,
}: {
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRenamed: (title: string) => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(resume.resumeTitle);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) setValue(resume.resumeTitle);
  }, [open, resume.resumeTitle]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = value.trim();
    if (!title || title.length > 100) return setError(MESSAGES.invalidResumeTitle);
    setError(undefined);
    setSaving(true);
    try {
      const saved = await updateResume(resume._id, { resumeTitle: title });
      queryClient.setQueryData<Resume>(resumeQueryKey(resume._id), (cached) =>
        cached ? { ...cached, resumeTitle: saved?.resumeTitle ?? title } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      onRenamed(title);
      toast.success(MESSAGES.resumeTitleUpdated);
      onOpenChange(false);
    } catch (failure) {
      console.error(failure);
      toast.error(MESSAGES.titleUpdateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Edit Resume Title</DialogTitle>
            <DialogDescription>Give this resume a new title.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-resumeTitle">Resume title</Label>
            <Input
              id="edit-resumeTitle"
              name="resumeTitle"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'edit-resumeTitle-error' : undefined}
            />
            <FieldMessage id="edit-resumeTitle-error">{error}</FieldMessage>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** SPEC.md section 2: title (click to rename), "Latest Preview", a 600 px PDF frame and its four states. */
export function PreviewPanel({
  resume,
  preview,
  onRenamed,
}: {
  resume: Resume | undefined;
  preview: Preview;
  onRenamed: (title: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const generatedOnce = useRef(false);
  const { generate } = preview;

  // A preview is generated automatically once, when the resume first loads.
  useEffect(() => {
    if (resume && !generatedOnce.current) {
      generatedOnce.current = true;
      void generate(resume);
    }
  }, [resume, generate]);

  if (!resume) {
    return (
      <section aria-label="Preview" className="rounded-lg border bg-white p-6 text-center text-gray-700">
        <p role="status">Loading resume data...</p>
      </section>
    );
  }

  return (
    <section aria-label="Preview" className="rounded-lg border bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setRenaming(true)}
          className="flex items-center gap-2 rounded text-left text-lg font-semibold text-gray-900 hover:text-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
          aria-label={`Edit resume title: ${resume.resumeTitle}`}
        >
          <span className="truncate">{resume.resumeTitle}</span>
          <Pencil className="h-4 w-4 shrink-0" aria-hidden />
        </button>
        <Button variant="outline" onClick={() => void generate(resume)} disabled={preview.loading}>
          <RefreshCw className={cn('h-4 w-4', preview.loading && 'animate-spin')} aria-hidden />
          Latest Preview
        </Button>
      </div>
      <div className="relative mt-4">
        {preview.url ? (
          <iframe
            key={preview.url}
            // Chromium's viewer: no thumbnail pane, page fitted to the frame's width.
            src={`${preview.url}#navpanes=0&view=FitH`}
            title="Resume PDF preview"
            className={cn('h-[600px] w-full rounded border', preview.loading && 'blur-sm')}
          />
        ) : (
          <div
            className={cn(
              'flex h-[600px] flex-col items-center justify-center gap-2 rounded border border-dashed p-6 text-center text-gray-700',
              preview.loading && 'blur-sm',
            )}
          >
            {!preview.loading && (
              <>
                <p className="text-lg font-semibold">No Preview Available</p>
                <p className="text-sm">Fill in the form and click Latest Preview to see your resume.</p>
              </>
            )}
          </div>
        )}
        {preview.loading && (
          <p role="status" className="absolute inset-0 flex items-center justify-center font-semibold text-gray-900">
            Generating latest preview...
          </p>
        )}
      </div>
      <TitleDialog resume={resume} open={renaming} onOpenChange={setRenaming} onRenamed={onRenamed} />
    </section>
  );
}
