import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resumeTitleFormSchema } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from './ui/button.tsx';
import { FormDialogFooter } from './dialog-shell.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FieldMessage, Input, Label } from './ui/input.tsx';
import { Spinner } from './ui/spinner.tsx';
import { toast } from '../lib/toast.ts';

export function RenameResumeDialog({
  title,
  open,
  onOpenChange,
  onRename,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <RenameForm title={title} onDone={() => onOpenChange(false)} onRename={onRename} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the current title. */
function RenameForm({
  title,
  onDone,
  onRename,
}: {
  title: string;
  onDone: () => void;
  onRename: (title: string) => Promise<void>;
}) {
  // The same limit and message as creating a resume.
  const form = useForm({ resolver: zodResolver(resumeTitleFormSchema), defaultValues: { resumeTitle: title } });
  const error = form.formState.errors.resumeTitle?.message;

  const rename = useMutation({
    mutationFn: (title: string) => onRename(title),
    onSuccess: () => {
      toast.success(MESSAGES.resumeTitleUpdated);
      onDone();
    },
    onError: (failure) => {
      console.error(failure);
      toast.error(MESSAGES.titleUpdateFailed);
    },
  });

  const submit = form.handleSubmit(({ resumeTitle }) => rename.mutate(resumeTitle));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Edit Resume Title</DialogTitle>
        <DialogDescription>Give this resume a new title.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="edit-resumeTitle">Resume title</Label>
        <Input
          id="edit-resumeTitle"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'edit-resumeTitle-error' : undefined}
          {...form.register('resumeTitle')}
        />
        <FieldMessage id="edit-resumeTitle-error">{error}</FieldMessage>
      </div>
      <FormDialogFooter>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending && <Spinner />}
          Save
        </Button>
      </FormDialogFooter>
    </form>
  );
}
