import { MESSAGES, type PersonalDetails } from '@vitae/schema';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { FieldMessage, Input, Label } from '../../../components/ui/input.tsx';
import { useEditorContext } from './editor-context.tsx';
import { SectionCard } from './section-form.tsx';

const fields: { name: keyof PersonalDetails; label: string; type?: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'jobTitle', label: 'Job Title', autoComplete: 'organization-title' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** Step 1: every field is required to Save ("Details updated"); edits are autosaved as they come. */
export function PersonalDetailsForm() {
  const { resume, update, save } = useEditorContext();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalDetails, string>>>({});

  const onSave = async () => {
    const found: typeof errors = {};
    for (const field of fields) {
      if (!resume[field.name].trim()) found[field.name] = MESSAGES.fieldRequired;
    }
    if (!found.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(resume.email.trim())) found.email = MESSAGES.invalidEmail;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { fullName, jobTitle, address, phone, email } = resume;
      await save({ fullName, jobTitle, address, phone, email });
      toast.success(MESSAGES.personalDetailsUpdated);
    } catch (error) {
      console.error('Saving personal details failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Personal Details" hint="Get started with the basic information" saving={saving} onSave={onSave}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={field.name === 'address' ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
            <Label htmlFor={field.name}>{field.label}</Label>
            <Input
              id={field.name}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              value={resume[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
              onChange={(event) => update({ [field.name]: event.target.value })}
            />
            <FieldMessage id={`${field.name}-error`}>{errors[field.name]}</FieldMessage>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
