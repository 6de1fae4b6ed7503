import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, resumeTitleFormSchema, templateResumeTitleFormSchema, type Template } from '@vitae/schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormDialogFooter } from '../../components/dialog-shell.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { useCreateResume } from './api/create-resume.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

type TitleForm = { resumeTitle: string };

/** Asks for a title and creates the resume with it; the editor opens on success. */
function TitleDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  placeholder: string;
  /** The title's rules and messages (packages/schema). */
  resolver: Resolver<TitleForm>;
  templateId?: string | undefined;
  /** The create tile's Create is disabled while the title is empty; the template dialog explains instead. */
  disableWhenEmpty: boolean;
}) {
  const create = useCreateResume();
  const t = useT();
  const form = useForm<TitleForm>({ resolver: props.resolver, defaultValues: { resumeTitle: '' } });
  const error = form.formState.errors.resumeTitle?.message;
  const empty = !useWatch({ control: form.control, name: 'resumeTitle' }).trim();

  const submit = form.handleSubmit(({ resumeTitle }) =>
    create.mutate(
      { resumeTitle, templateId: props.templateId },
      {
        onSuccess: () => {
          form.reset();
          props.onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        form.clearErrors();
        props.onOpenChange(open);
      }}
    >
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="resumeTitle">{t('createResume.titleLabel')}</Label>
            <Input
              id="resumeTitle"
              placeholder={props.placeholder}
              maxLength={LIMITS.resumeTitle + 1}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'resumeTitle-error' : undefined}
              autoFocus
              {...form.register('resumeTitle')}
            />
            <FieldMessage id="resumeTitle-error">{error}</FieldMessage>
          </div>
          <FormDialogFooter>
            <Button type="submit" disabled={(props.disableWhenEmpty && empty) || create.isPending}>
              {create.isPending ? t('createResume.creating') : t('createResume.create')}
            </Button>
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The 330 px create tile and its "Create New Resume" dialog. */
export function CreateResumeTile() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        aria-label={t('createResume.tile')}
        data-create-resume
        onClick={() => setOpen(true)}
        className="flex h-[330px] items-center justify-center rounded-lg border-2 border-dashed border-gray-400 bg-white text-gray-700 transition hover:border-violet-600 hover:text-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
      >
        <Plus className="h-10 w-10" aria-hidden />
      </button>
      <TitleDialog
        open={open}
        onOpenChange={setOpen}
        title={t('createResume.title')}
        description={t('createResume.description')}
        placeholder={t('createResume.placeholder')}
        resolver={zodResolver(resumeTitleFormSchema)}
        disableWhenEmpty
      />
    </>
  );
}

/** Choosing a template asks for a title ("Enter Resume Title") and creates the resume with it. */
export function TemplateTitleDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const t = useT();
  return (
    <TitleDialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('createResume.templateTitle')}
      description={template ? t('createResume.templateDescription', { name: template.name }) : ''}
      placeholder={t('createResume.templatePlaceholder')}
      resolver={zodResolver(templateResumeTitleFormSchema)}
      templateId={template?._id}
      disableWhenEmpty={false}
    />
  );
}
