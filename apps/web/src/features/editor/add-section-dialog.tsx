import { zodResolver } from '@hookform/resolvers/zod';
import { boundedText, customSectionSchema, LIMITS } from '@vitae/schema';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormDialogFooter } from '../../components/dialog-shell.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The schema's message in English; FieldMessage shows it in the interface's language (`editor.custom.titleNeeded`). */
export const SECTION_TITLE_NEEDED = 'Please enter a title for the section.';

/** The section's title, with the API's limit and a message for the form. */
const addSectionFormSchema = customSectionSchema
  .pick({ title: true })
  .extend({ title: boundedText(LIMITS.sectionTitle).min(1, { error: SECTION_TITLE_NEEDED }) });

/** "Add section": asks for the new section's title ("Volunteering", "Publications"). */
export function AddSectionDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (title: string) => void;
}) {
  // After an add, focus goes to the new section (the caller moves it), not back to "Add section".
  const added = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (added.current) event.preventDefault();
          added.current = false;
        }}
      >
        <AddSectionForm
          onAdd={(title) => {
            added.current = true;
            onAdd(title);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts empty. */
function AddSectionForm({ onAdd }: { onAdd: (title: string) => void }) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(addSectionFormSchema), defaultValues: { title: '' } });
  const error = form.formState.errors.title?.message;
  const submit = form.handleSubmit(({ title }) => onAdd(title));
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t('editor.custom.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('editor.custom.dialogDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="new-section-title">{t('editor.custom.sectionTitle')}</Label>
        <Input
          id="new-section-title"
          placeholder={t('editor.custom.placeholder')}
          maxLength={LIMITS.sectionTitle}
          autoFocus
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'new-section-title-error' : undefined}
          {...form.register('title')}
        />
        <FieldMessage id="new-section-title-error">{error}</FieldMessage>
      </div>
      <FormDialogFooter>
        <Button type="submit">{t('common.add')}</Button>
      </FormDialogFooter>
    </form>
  );
}
