import { MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { toast } from '../../../lib/toast.ts';

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
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string>();

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next || next.length > 100) return setError(MESSAGES.invalidResumeTitle);
    setError(undefined);
    rename.mutate(next);
  };

  return (
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
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending && <Spinner />}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
