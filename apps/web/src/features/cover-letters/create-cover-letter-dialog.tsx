import { zodResolver } from '@hookform/resolvers/zod';
import { COVER_LETTER_MESSAGES, coverLetterTitleSchema, LIMITS } from '@vitae/schema';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogFooter } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useCreateCoverLetter } from './api/create-cover-letter.ts';
import { ApplicationSelect, ResumeSelect } from './resume-choices.tsx';

/** The dialog's form: the contract's title rule, a resume chosen (required), an application (optional). */
const newLetterFormSchema = z.object({
  title: coverLetterTitleSchema,
  resumeId: z.string().min(1, { error: COVER_LETTER_MESSAGES.chooseResume }),
  applicationId: z.string(),
});
type NewLetterForm = z.infer<typeof newLetterFormSchema>;

/** "New cover letter": a title, the resume it goes with, optionally the application; the editor opens on success. */
export function CreateCoverLetterDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Values to start from: an application's page presets its own id and a title naming the company. */
  initial?: Partial<NewLetterForm>;
}) {
  const t = useT();
  const create = useCreateCoverLetter();
  const form = useForm<NewLetterForm>({
    resolver: zodResolver(newLetterFormSchema),
    defaultValues: { title: '', resumeId: '', applicationId: '', ...initial },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ title, resumeId, applicationId }) =>
    create.mutate(
      { title, resumeId, ...(applicationId ? { applicationId } : {}) },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        form.clearErrors();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('coverLetters.new')}</DialogTitle>
            <DialogDescription>{t('coverLetters.newDescription')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="new-letter-title">{t('coverLetters.field.title')}</Label>
            <Input
              id="new-letter-title"
              placeholder={t('coverLetters.titlePlaceholder')}
              maxLength={LIMITS.resumeTitle + 1}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? 'new-letter-title-error' : undefined}
              autoFocus
              {...form.register('title')}
            />
            <FieldMessage id="new-letter-title-error">{errors.title?.message}</FieldMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-letter-resume">{t('coverLetters.field.resume')}</Label>
            <Controller
              control={form.control}
              name="resumeId"
              render={({ field }) => (
                <ResumeSelect
                  id="new-letter-resume"
                  value={field.value}
                  onChange={field.onChange}
                  aria-invalid={Boolean(errors.resumeId)}
                  aria-describedby={errors.resumeId ? 'new-letter-resume-error' : undefined}
                />
              )}
            />
            <FieldMessage id="new-letter-resume-error">{errors.resumeId?.message}</FieldMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-letter-application">{t('coverLetters.field.applicationOptional')}</Label>
            <Controller
              control={form.control}
              name="applicationId"
              render={({ field }) => (
                <ApplicationSelect id="new-letter-application" value={field.value} onChange={field.onChange} />
              )}
            />
          </div>
          <FormDialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner label={t('coverLetters.creating')} />}
              {t('coverLetters.create')}
            </Button>
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
