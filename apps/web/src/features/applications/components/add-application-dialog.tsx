import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_STAGES,
  CLOSED_REASONS,
  createApplicationBodySchema,
  LIMITS,
  type Application,
  type CreateApplicationBody,
} from '@vitae/schema';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialogFooter } from '../../../components/dialog-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FieldMessage, Label, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useCreateApplication } from '../api/create-application.ts';
import { reasonLabel, stageLabel } from '../labels.ts';

/** The body as the schema reads it (defaults filled in): what is sent. */
type CreateBody = ReturnType<typeof createApplicationBodySchema.parse>;

const EMPTY: CreateApplicationBody = {
  company: '',
  role: '',
  posting: '',
  link: '',
  stage: 'saved',
  reason: undefined,
};

/** "Add application": company, role, the posting pasted and/or its link, the stage; read with the API's own schema. */
export function AddApplicationButton({ onAdded }: { onAdded?: (application: Application) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const create = useCreateApplication();
  const form = useForm<CreateApplicationBody, unknown, CreateBody>({
    resolver: zodResolver(createApplicationBodySchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const stage = useWatch({ control: form.control, name: 'stage' });

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (application) => {
        form.reset(EMPTY);
        setOpen(false);
        onAdded?.(application);
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        form.clearErrors();
        setOpen(next);
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('applications.add.button')}
      </Button>
      <DialogContent className="max-w-2xl">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('applications.add.button')}</DialogTitle>
            <DialogDescription>{t('applications.add.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-company`}
              label={t('applications.field.company')}
              maxLength={LIMITS.shortText + 1}
              error={errors.company?.message}
              autoFocus
              {...form.register('company')}
            />
            <Field
              id={`${id}-role`}
              label={t('applications.field.role')}
              maxLength={LIMITS.shortText + 1}
              error={errors.role?.message}
              {...form.register('role')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-posting`}>{t('applications.field.posting')}</Label>
            <Textarea
              id={`${id}-posting`}
              rows={8}
              placeholder={t('applications.add.postingPlaceholder')}
              aria-invalid={Boolean(errors.posting)}
              aria-describedby={errors.posting ? `${id}-posting-error` : undefined}
              {...form.register('posting')}
            />
            <FieldMessage id={`${id}-posting-error`}>{errors.posting?.message}</FieldMessage>
          </div>
          <Field
            id={`${id}-link`}
            label={t('applications.field.link')}
            type="url"
            placeholder="https://"
            error={errors.link?.message}
            {...form.register('link')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-stage`}>{t('applications.field.stage')}</Label>
              <Select id={`${id}-stage`} {...form.register('stage')}>
                {APPLICATION_STAGES.map((value) => (
                  <option key={value} value={value}>
                    {stageLabel(value)}
                  </option>
                ))}
              </Select>
            </div>
            {stage === 'closed' && (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-reason`}>{t('applications.add.closedWhy')}</Label>
                <Select
                  id={`${id}-reason`}
                  aria-invalid={Boolean(errors.reason)}
                  aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
                  {...form.register('reason', { setValueAs: (value: string) => value || undefined })}
                >
                  <option value="">{t('applications.chooseReason')}</option>
                  {CLOSED_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {reasonLabel(value)}
                    </option>
                  ))}
                </Select>
                <FieldMessage id={`${id}-reason-error`}>{errors.reason?.message}</FieldMessage>
              </div>
            )}
          </div>
          <FormDialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('applications.add.adding') : t('common.add')}
            </Button>
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
