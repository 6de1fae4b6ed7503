import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './ui/button.tsx';
import { FormDialogFooter } from './dialog-shell.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FieldMessage, Input, Label } from './ui/input.tsx';
import { Spinner } from './ui/spinner.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';

export interface RenameDialogProps {
  /** The current title, the field's starting value. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contract's rule for the title (its messages are the field's errors). */
  titleSchema: z.ZodType<string, string>;
  heading: string;
  description: React.ReactNode;
  label: string;
  /** The field's id; its error is `<fieldId>-error`. */
  fieldId: string;
  /** The field's name (default `title`): a resume's is `resumeTitle`, as its API field and older pages name it. */
  fieldName?: string;
  /** While the rename is on its way: Save is disabled and spins. */
  pending: boolean;
  /** Sends the new title; the caller closes the dialog when it is done. */
  onSubmit: (title: string) => void;
}

/** "Rename": one title field and Save, for resumes and cover letters alike. */
export function RenameDialog({ open, onOpenChange, ...form }: RenameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <RenameForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the current title. */
function RenameForm({
  title,
  titleSchema,
  heading,
  description,
  label,
  fieldId,
  fieldName = 'title',
  pending,
  onSubmit,
}: Omit<RenameDialogProps, 'open' | 'onOpenChange'>) {
  const t = useT();
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(z.object({ [fieldName]: titleSchema })),
    defaultValues: { [fieldName]: title },
  });
  const error = form.formState.errors[fieldName]?.message;
  const submit = form.handleSubmit((values) => onSubmit(values[fieldName] ?? ''));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{heading}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>{label}</Label>
        <Input
          id={fieldId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register(fieldName)}
        />
        <FieldMessage id={`${fieldId}-error`}>{error}</FieldMessage>
      </div>
      <FormDialogFooter>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {t('common.save')}
        </Button>
      </FormDialogFooter>
    </form>
  );
}
