import { LIMITS, MESSAGES, type Template } from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
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
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { createResume } from '../api/create-resume.ts';
import { resumesQueryKey } from '../api/get-resumes.ts';

/** Shared create flow (SPEC.md sections 4, 5, 8): validate, create, go to the editor. */
function useCreateResume(onDone: () => void) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const create = async (resumeTitle: string, templateId?: string) => {
    if (!user?.email) {
      toast.error(MESSAGES.mustBeLoggedInToCreate);
      return;
    }
    setBusy(true);
    try {
      const resume = await createResume({ resumeTitle, email: user.email, ...(templateId ? { templateId } : {}) });
      if (!resume?._id) {
        toast.error(MESSAGES.resumeCreateNoId);
        return;
      }
      toast.success(MESSAGES.resumeCreated);
      onDone();
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      await navigate(`/dashboard/resume/${resume._id}/edit`);
    } catch (error) {
      console.error(error);
      toast.error(
        error instanceof ApiError && error.status >= 500 ? MESSAGES.resumeCreateLater : MESSAGES.resumeCreateFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  return { create, busy };
}

function TitleDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  placeholder: string;
  emptyMessage: string;
  onSubmit: (title: string) => Promise<void>;
  busy: boolean;
  value: string;
  setValue: (value: string) => void;
  /** The create tile's Create is disabled while the title is empty; the template dialog explains instead. */
  disableWhenEmpty: boolean;
}) {
  const [error, setError] = useState<string>();
  const trimmed = props.value.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return setError(props.emptyMessage);
    if (trimmed.length > LIMITS.resumeTitle) return setError(MESSAGES.invalidResumeTitle);
    setError(undefined);
    await props.onSubmit(trimmed);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        setError(undefined);
        props.onOpenChange(open);
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="resumeTitle">Resume title</Label>
            <Input
              id="resumeTitle"
              name="resumeTitle"
              placeholder={props.placeholder}
              maxLength={LIMITS.resumeTitle + 1}
              value={props.value}
              onChange={(event) => props.setValue(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'resumeTitle-error' : undefined}
              autoFocus
            />
            <FieldMessage id="resumeTitle-error">{error}</FieldMessage>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={(props.disableWhenEmpty && !trimmed) || props.busy}>
              {props.busy ? 'Creating...' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The 330 px create tile and its "Create New Resume" dialog. */
export function CreateResumeTile() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const { create, busy } = useCreateResume(() => {
    setOpen(false);
    setValue('');
  });
  return (
    <>
      <button
        type="button"
        aria-label="Create new resume"
        onClick={() => setOpen(true)}
        className="flex h-[330px] items-center justify-center rounded-lg border-2 border-dashed border-gray-400 bg-white text-gray-700 transition hover:border-violet-600 hover:text-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
      >
        <Plus className="h-10 w-10" aria-hidden />
      </button>
      <TitleDialog
        open={open}
        onOpenChange={setOpen}
        title="Create New Resume"
        description="Add a title for your new resume."
        placeholder="e.g. Full Stack Resume"
        emptyMessage={MESSAGES.invalidResumeTitle}
        onSubmit={(title) => create(title)}
        busy={busy}
        value={value}
        setValue={setValue}
        disableWhenEmpty
      />
    </>
  );
}

/** Choosing a template asks for a title ("Enter Resume Title") and creates the resume with it. */
export function TemplateTitleDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const [value, setValue] = useState('');
  const { create, busy } = useCreateResume(() => {
    setValue('');
    onClose();
  });
  return (
    <TitleDialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Enter Resume Title"
      description={template ? `Template: ${template.name}` : ''}
      placeholder="e.g. Frontend Developer Resume"
      emptyMessage={MESSAGES.emptyTemplateTitle}
      onSubmit={(title) => create(title, template?._id)}
      busy={busy}
      value={value}
      setValue={setValue}
      disableWhenEmpty={false}
    />
  );
}
