import { MESSAGES, type Resume } from '@vitae/schema';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { useEditorContext } from './editor-context.tsx';
import { SectionCard } from './section-form.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type ListKey =
  | 'experience'
  | 'education'
  | 'projects'
  | 'achievements'
  | 'skills'
  | 'interests'
  | 'certificationsOrExtraCurriculars'
  | 'social';

type Item<K extends ListKey> = Resume[K][number];

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'url' | 'rich' | 'checkbox';
  required?: boolean;
  wide?: boolean;
}

export interface ListSectionConfig<K extends ListKey> {
  list: K;
  title: string;
  hint: string;
  itemLabel: string;
  fields: FieldSpec[];
  blank: Item<K>;
  success: string;
  /** undefined: a failed save is only logged (SPEC.md section 8). */
  failure?: string;
  /** Skills and social keep Remove enabled on an empty list. */
  removeAlwaysEnabled?: boolean;
  /** Achievements refuse to save an empty list with this message. */
  emptyMessage?: string;
}

export function ListSectionForm<K extends ListKey>({ config }: { config: ListSectionConfig<K> }) {
  const { resume, update, save } = useEditorContext();
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const items = resume[config.list] as Record<string, unknown>[];

  const setItems = (next: Record<string, unknown>[]) => update({ [config.list]: next } as Partial<Resume>);
  const setField = (index: number, name: string, value: unknown) =>
    setItems(items.map((item, i) => (i === index ? { ...item, [name]: value } : item)));

  const onSave = async () => {
    if (config.emptyMessage && items.length === 0) {
      toast.error(config.emptyMessage);
      return;
    }
    const blanks = new Set<string>();
    items.forEach((item, index) => {
      for (const field of config.fields) {
        if (field.required && !String(item[field.name] ?? '').trim()) blanks.add(`${index}-${field.name}`);
      }
    });
    setMissing(blanks);
    if (blanks.size > 0) return;
    setSaving(true);
    try {
      // List items carry no id: whatever a client added is stripped before saving.
      const clean = items.map(({ id: _id, ...rest }) => rest);
      await save({ [config.list]: clean });
      toast.success(config.success);
    } catch (error) {
      console.error(`Saving ${config.list} failed`, error);
      if (config.failure) toast.error(config.failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title={config.title}
      hint={config.hint}
      saving={saving}
      onSave={onSave}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => setItems([...items, { ...config.blank }])}
            aria-label={`Add ${config.itemLabel}`}
          >
            + Add
          </Button>
          <Button
            variant="outline"
            onClick={() => setItems(items.slice(0, -1))}
            disabled={!config.removeAlwaysEnabled && items.length === 0}
            aria-label={`Remove ${config.itemLabel}`}
          >
            - Remove
          </Button>
        </>
      }
    >
      {items.length === 0 && <p className="text-sm text-gray-700">Nothing here yet. Use Add to start.</p>}
      {items.map((item, index) => (
        <fieldset key={index} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-800">
            {config.itemLabel} {index + 1}
          </legend>
          {config.fields.map((field) => {
            const id = `${config.list}-${index}-${field.name}`;
            const error = missing.has(`${index}-${field.name}`) ? MESSAGES.fieldRequired : undefined;
            const wide = field.wide || field.kind === 'textarea' || field.kind === 'rich';
            const value = item[field.name];
            if (field.kind === 'checkbox') {
              return (
                <label key={field.name} htmlFor={id} className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    id={id}
                    name={field.name}
                    type="checkbox"
                    className="h-4 w-4"
                    checked={Boolean(value)}
                    onChange={(event) => setField(index, field.name, event.target.checked)}
                  />
                  {field.label}
                </label>
              );
            }
            return (
              <div key={field.name} className={wide ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
                <Label htmlFor={id}>{field.label}</Label>
                {field.kind === 'textarea' ? (
                  <Textarea
                    id={id}
                    name={field.name}
                    value={String(value ?? '')}
                    onChange={(event) => setField(index, field.name, event.target.value)}
                  />
                ) : field.kind === 'rich' ? (
                  <Suspense fallback={<p className="text-sm text-gray-700">Loading editor...</p>}>
                    <RichTextEditor
                      id={id}
                      name={field.name}
                      label={field.label}
                      value={String(value ?? '')}
                      onChange={(html) => setField(index, field.name, html)}
                    />
                  </Suspense>
                ) : (
                  <Input
                    id={id}
                    name={field.name}
                    type={field.kind === 'date' ? 'date' : field.kind === 'url' ? 'url' : 'text'}
                    required={field.required}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={String(value ?? '')}
                    onChange={(event) => setField(index, field.name, event.target.value)}
                  />
                )}
                <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
              </div>
            );
          })}
        </fieldset>
      ))}
    </SectionCard>
  );
}
