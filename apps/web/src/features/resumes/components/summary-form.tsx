import { MESSAGES } from '@vitae/schema';
import { useState } from 'react';
import { toast } from 'sonner';
import { FieldMessage, Label, Textarea } from '../../../components/ui/input.tsx';
import { useEditorContext } from './editor-context.tsx';
import { SectionCard } from './section-form.tsx';

/** Step 2: the summary is required; editing disables Next until it is saved. */
export function SummaryForm() {
  const { resume, update, save, setReady } = useEditorContext();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const onSave = async () => {
    if (!resume.summary.trim()) return setError(MESSAGES.fieldRequired);
    setError(undefined);
    setSaving(true);
    try {
      await save({ summary: resume.summary });
      setReady(true);
      toast.success(MESSAGES.summaryUpdated);
    } catch (failure) {
      console.error('Saving the summary failed', failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Summary" hint="Add a summary for your job title" saving={saving} onSave={onSave}>
      <div className="grid gap-1.5">
        <Label htmlFor="summary">Add Summary</Label>
        <Textarea
          id="summary"
          name="summary"
          required
          rows={6}
          value={resume.summary}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'summary-error' : undefined}
          onChange={(event) => {
            setReady(false);
            update({ summary: event.target.value });
          }}
        />
        <FieldMessage id="summary-error">{error}</FieldMessage>
      </div>
    </SectionCard>
  );
}
