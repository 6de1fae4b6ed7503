import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, personalDetailsFormSchema, type MessageId, type PersonalDetails } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import { SectionCard } from './section-form.tsx';

const fields: { name: keyof PersonalDetails; label: MessageId; type?: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'editor.field.fullName', autoComplete: 'name' },
  { name: 'jobTitle', label: 'editor.field.jobTitle', autoComplete: 'organization-title' },
  { name: 'address', label: 'editor.field.address', autoComplete: 'street-address' },
  { name: 'phone', label: 'editor.field.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'editor.field.email', type: 'email', autoComplete: 'email' },
];

/**
 * Step 1: every field is required to Save ("Details updated"), by the schema's rules; edits reach the editor's copy
 * (and autosave) as they are typed, and the form follows that copy when it changes otherwise (a restored draft).
 */
export function PersonalDetailsForm() {
  const { resume, update, save } = useEditorContext();
  const t = useT();
  const { fullName, jobTitle, address, phone, email } = resume;
  const details = useMemo(
    () => ({ fullName, jobTitle, address, phone, email }),
    [fullName, jobTitle, address, phone, email],
  );
  const form = useForm({
    resolver: zodResolver(personalDetailsFormSchema),
    values: details,
    // The editor's copy comes back after every keystroke: keep the messages until the next Save.
    resetOptions: { keepErrors: true },
  });
  const { errors } = form.formState;

  const saveDetails = useMutation({
    // The details as typed: the server cleans them as it stores them, like autosave's.
    mutationFn: () => save(details),
    onSuccess: () => {
      toast.success(MESSAGES.personalDetailsUpdated);
    },
    onError: (error) => {
      // Autosave's status line says "Couldn't save" and keeps the text, so it is only logged here.
      console.error('Saving personal details failed', error);
    },
  });

  const onSave = form.handleSubmit(() => saveDetails.mutate());

  return (
    <SectionCard
      title={t('editor.step.personal')}
      hint={t('editor.hint.personal')}
      saving={saveDetails.isPending}
      onSave={() => void onSave()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={field.name === 'address' ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
            <Label htmlFor={field.name}>{t(field.label)}</Label>
            <Input
              id={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
              {...form.register(field.name, { onChange: (event) => update({ [field.name]: event.target.value }) })}
            />
            <FieldMessage id={`${field.name}-error`}>{errors[field.name]?.message}</FieldMessage>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
