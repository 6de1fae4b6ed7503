import { MESSAGES, type Resume } from '@vitae/schema';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePublicConfig } from '../../../lib/config.ts';
import { generateExperienceBullets } from '../api/ai-experience-bullets.ts';
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
  /** Experience: an AI button per entry fills the `into` rich-text field from the `from` title (issue 5). */
  aiBullets?: { from: string; into: string };
}

export function ListSectionForm<K extends ListKey>({ config }: { config: ListSectionConfig<K> }) {
  const { resume, update, save } = useEditorContext();
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const items = resume[config.list] as Record<string, unknown>[];
  // Entries waiting for AI bullets; the latest list, so an answer lands in the list as it is by then.
  const [generating, setGenerating] = useState<Set<number>>(new Set());
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  }, [items]);
  const offline = usePublicConfig().data?.aiProvider === 'offline';

  const setItems = (next: Record<string, unknown>[]) => update({ [config.list]: next } as Partial<Resume>);
  const setField = (index: number, name: string, value: unknown) =>
    setItems(items.map((item, i) => (i === index ? { ...item, [name]: value } : item)));

  const onGenerateBullets = async (index: number) => {
    const ai = config.aiBullets;
    if (!ai) return;
    const positionTitle = String(items[index]?.[ai.from] ?? '').trim();
    if (!positionTitle) {
      toast.error(MESSAGES.addPositionTitle);
      return;
    }
    setGenerating((current) => new Set(current).add(index));
    try {
      const { html } = await generateExperienceBullets({ positionTitle });
      if (!html.trim()) throw new Error(MESSAGES.aiUnreadable);
      // Only the in-memory resume changes: nothing is saved until the user clicks Save.
      setItems(latestItems.current.map((item, i) => (i === index ? { ...item, [ai.into]: html } : item)));
      if (offline) toast.info('Offline suggestions added to the work summary.');
    } catch (error) {
      console.error('Generating bullet points failed', error);
      toast.error(error instanceof Error && error.message ? error.message : MESSAGES.aiProviderFailed);
    } finally {
      setGenerating((current) => {
        const next = new Set(current);
        next.delete(index);
        return next;
      });
    }
  };

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
                {config.aiBullets?.into === field.name ? (
                  <div className="flex flex-wrap items-end justify-between gap-2">
                    <Label htmlFor={id}>{field.label}</Label>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={generating.has(index)}
                      aria-busy={generating.has(index)}
                      aria-label={`Generate bullet points from AI for ${config.itemLabel} ${index + 1}`}
                      onClick={() => void onGenerateBullets(index)}
                    >
                      {generating.has(index) ? (
                        <Spinner label="Generating bullet points" />
                      ) : (
                        <Sparkles className="h-4 w-4" aria-hidden />
                      )}
                      Generate from AI
                    </Button>
                  </div>
                ) : (
                  <Label htmlFor={id}>{field.label}</Label>
                )}
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
