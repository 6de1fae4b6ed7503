import { isBlankItem, isBlankText, listMessages, MESSAGES, type Resume } from '@vitae/schema';
import type { ListSectionKey, SectionFormField } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type DragEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label, Textarea } from '../../components/ui/input.tsx';
import { MonthInput } from '../../components/ui/month-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePublicConfig } from '../../lib/config.ts';
import { toast } from '../../lib/toast.ts';
import { cn } from '../../lib/utils.ts';
import { useGenerateExperienceBullets } from '../../lib/writing-help/ai-experience-bullets.ts';
import { bulletTexts, withBullets } from '../../lib/writing-help/bullets.ts';
import type { BulletsDialogProps } from '../../lib/writing-help/slots.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import { ITEM_DRAG_TYPE, ListItemActions, type ItemAction } from '../../components/list-item-actions.tsx';
import { SectionCard } from './section-form.tsx';
import { moved, useKeyedList } from '../../lib/use-keyed-list.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type ListKey = ListSectionKey;

type Item<K extends ListKey> = Resume[K][number];
type AnyItem = Record<string, unknown>;

/** A field of an item's form: the section registry's (packages/schema), custom sections' too. */
export type FieldSpec = SectionFormField;

/** A list form's list: its name (the ids of its fields), words, fields and rules. */
export interface ItemListConfig {
  /** The resume field (or, for a section of the user's own, its id): names the fields' ids. */
  list: string;
  title: string;
  hint: string;
  itemLabel: string;
  fields: FieldSpec[];
  blank: AnyItem;
  /** The item's schema in packages/schema: its rules (month dates, end after start) show on the fields as typed. */
  itemSchema: {
    safeParse(item: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  };
  success: string;
  /** undefined: a failed save is only logged (autosave's status line says it failed). */
  failure?: string;
  /** Skills and social keep Remove enabled on an empty list. */
  removeAlwaysEnabled?: boolean;
  /** Achievements refuse to save an empty list with this message. */
  emptyMessage?: string;
  /** Experience: an AI button per entry offers bullets for the `into` rich-text field from the `from` title. */
  aiBullets?: { from: string; into: string };
}

/** One of the resume's own lists (experience, skills, …). */
export interface ListSectionConfig<K extends ListKey> extends ItemListConfig {
  list: K;
  blank: Item<K>;
}

/** Where a list's items live and how they are saved; by default the resume's field named `config.list`. */
export interface ItemListSource {
  items: AnyItem[];
  /** Changes the draft's items at once (autosave saves them after a pause). */
  setItems(next: AnyItem[]): void;
  /** Save: these items (blank ones left out) now. */
  saveItems(items: AnyItem[]): Promise<void>;
}

/** Whether a field holds words (rich text such as "<p></p>" holds none). */
const hasText = (value: unknown) => typeof value === 'string' && !isBlankText(value);

interface PendingFocus {
  key: string;
  action: ItemAction | 'first-field';
}

export function ListSectionForm({
  config,
  source,
  intro,
  BulletsDialog,
}: {
  config: ItemListConfig;
  /** Another list than the resume's field `config.list` (a section of the user's own). */
  source?: ItemListSource;
  /** Shown above the items (a custom section's title). */
  intro?: ReactNode;
  /** Offers generated bullet points (features/writing-help, given by the page) when `config.aiBullets` is set. */
  BulletsDialog?: ComponentType<BulletsDialogProps>;
}) {
  const { resume, update, save } = useEditorContext();
  const items = source?.items ?? (resume[config.list as ListKey] as AnyItem[]);
  const { keys, change } = useKeyedList(items.length);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [offered, setOffered] = useState<{ key: string; bullets: string[] }>();
  const [generatingKey, setGeneratingKey] = useState<string>();
  const offline = usePublicConfig().data?.aiProvider === 'offline';
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus | undefined>(undefined);
  // Undo and AI answers arrive later: they act on the list as it is by then.
  const latest = useRef({ items, keys });
  useEffect(() => {
    latest.current = { items, keys };
  });

  // After a move, a removal or an undo, focus goes where the user can go on from.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-item-key="${target.key}"]`);
    if (!item) return;
    const field = 'input:not([type="hidden"]), textarea, [role="textbox"]';
    const controls =
      target.action === 'first-field' ? [field] : [`[data-action="${target.action}"]`, '[data-action="drag"]', field];
    for (const selector of controls) {
      const control = item.querySelector<HTMLElement>(`${selector}:not([disabled])`);
      if (control) return control.focus();
    }
  });

  const label = (index: number) => `${config.itemLabel} ${index + 1}`;
  const setItems = (next: AnyItem[]) =>
    source ? source.setItems(next) : update({ [config.list]: next } as Partial<Resume>);
  const setField = (index: number, name: string, value: unknown) =>
    setItems(items.map((item, i) => (i === index ? { ...item, [name]: value } : item)));

  const move = (from: number, to: number, via: ItemAction) => {
    if (to < 0 || to >= items.length || from === to) return;
    const key = keys[from]!;
    setItems(moved(items, from, to));
    change.move(from, to);
    pendingFocus.current = { key, action: via };
    setAnnouncement(listMessages.moved(label(from), to + 1, items.length));
  };

  const insertAt = (index: number, item: AnyItem, key?: string) => {
    const { items: now } = latest.current;
    const at = Math.min(index, now.length);
    setItems([...now.slice(0, at), item, ...now.slice(at)]);
    const inserted = change.insert(at, key);
    pendingFocus.current = { key: inserted, action: 'first-field' };
    return at;
  };

  const duplicate = (index: number) => {
    const at = insertAt(index + 1, { ...items[index] });
    setAnnouncement(listMessages.duplicated(label(index), at + 1));
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const key = change.remove(index);
    setItems(items.filter((_, i) => i !== index));
    const next = keys[index + 1] ?? keys[index - 1];
    if (next) pendingFocus.current = { key: next, action: 'remove' };
    // The toast is announced (sonner's live region): no second announcement here.
    toast.success(listMessages.removed(label(index)), {
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          insertAt(index, item, key);
          setAnnouncement(listMessages.restored(label(index)));
        },
      },
    });
  };

  const onDrop = (event: DragEvent<HTMLElement>, to: number) => {
    const from = Number(event.dataTransfer.getData(ITEM_DRAG_TYPE));
    if (!event.dataTransfer.types.includes(ITEM_DRAG_TYPE) || !Number.isInteger(from)) return;
    event.preventDefault();
    move(from, to, 'drag');
  };

  const bullets = useGenerateExperienceBullets();
  const ai = config.aiBullets;
  const onGenerateBullets = (index: number) => {
    if (!ai) return;
    const positionTitle = String(items[index]?.[ai.from] ?? '').trim();
    if (!positionTitle) return void toast.error(MESSAGES.addPositionTitle);
    const key = keys[index]!;
    setGeneratingKey(key);
    bullets.mutate(
      { positionTitle },
      {
        onSuccess: ({ html }) => {
          const offer = bulletTexts(html);
          if (offer.length === 0) return void toast.error(MESSAGES.aiUnreadable);
          setOffered({ key, bullets: offer });
        },
        onError: (error) => {
          console.error('Generating bullet points failed', error);
          toast.error(error.message || MESSAGES.aiProviderFailed);
        },
        onSettled: () => setGeneratingKey(undefined),
      },
    );
  };

  /** The chosen bullets go after what the user wrote; the toast's Undo puts their text back as it was. */
  const addBullets = (key: string, chosen: string[]) => {
    setOffered(undefined);
    if (!ai) return;
    const { items: now, keys: nowKeys } = latest.current;
    const index = nowKeys.indexOf(key);
    const item = now[index];
    if (!item) return;
    const before = String(item[ai.into] ?? '');
    const after = withBullets(before, chosen);
    setItems(now.map((entry, i) => (i === index ? { ...entry, [ai.into]: after } : entry)));
    const message = offline ? MESSAGES.offlineBulletsAdded : listMessages.bulletsAdded(chosen.length);
    toast.success(message, {
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          const { items: then, keys: thenKeys } = latest.current;
          const at = thenKeys.indexOf(key);
          // Only if the summary is still what the bullets made of it: later typing is never thrown away.
          if (at < 0 || then[at]?.[ai.into] !== after) return;
          setItems(then.map((entry, i) => (i === at ? { ...entry, [ai.into]: before } : entry)));
        },
      },
    });
  };

  const saveList = useMutation({
    mutationFn: (list: AnyItem[]) => (source ? source.saveItems(list) : save({ [config.list]: list })),
    onSuccess: () => toast.success(config.success),
    onError: (error) => {
      console.error(`Saving ${config.list} failed`, error);
      if (config.failure) toast.error(config.failure);
    },
  });

  const onSave = () => {
    // List items carry no id: whatever a client added is stripped; items with nothing in them are not saved.
    const filled = items.filter((item) => !isBlankItem(item)).map(({ id: _id, ...rest }) => rest);
    if (config.emptyMessage && filled.length === 0) return void toast.error(config.emptyMessage);
    const blanks = new Set<string>();
    items.forEach((item, index) => {
      if (isBlankItem(item)) return;
      for (const field of config.fields) {
        if (field.required && !hasText(item[field.name])) blanks.add(`${index}-${field.name}`);
      }
    });
    setMissing(blanks);
    if (blanks.size > 0) return;
    saveList.mutate(filled);
  };

  /** The schema's word on each field of a filled item: the same rules the server applies. */
  const fieldErrors = (item: AnyItem): Map<string, string> => {
    const errors = new Map<string, string>();
    if (isBlankItem(item)) return errors;
    const checked = config.itemSchema.safeParse(item);
    for (const issue of checked.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (!errors.has(field)) errors.set(field, issue.message);
    }
    return errors;
  };

  const stillNeeded = (item: AnyItem) =>
    isBlankItem(item)
      ? []
      : config.fields.filter((field) => field.needed && !hasText(item[field.name])).map((field) => field.label);

  return (
    <SectionCard
      title={config.title}
      hint={config.hint}
      saving={saveList.isPending}
      onSave={onSave}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => {
              setItems([...items, { ...config.blank }]);
              change.add();
            }}
            aria-label={`Add ${config.itemLabel}`}
          >
            + Add
          </Button>
          <Button
            variant="outline"
            onClick={() => items.length > 0 && remove(items.length - 1)}
            disabled={!config.removeAlwaysEnabled && items.length === 0}
            aria-label={`Remove ${config.itemLabel}`}
          >
            - Remove
          </Button>
        </>
      }
    >
      {intro}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 && <p className="text-sm text-gray-700">Nothing here yet. Use Add to start.</p>}
      <div ref={listRef} className="grid gap-4">
        {items.map((item, index) => {
          const key = keys[index]!;
          const needed = stillNeeded(item);
          const invalid = fieldErrors(item);
          const neededId = `${config.list}-${key}-needed`;
          return (
            <fieldset
              key={key}
              data-item-key={key}
              className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
              onDragStart={(event) => {
                // From the item's handle only (a text selection dragged out of a field is not a move).
                if (!(event.target as HTMLElement).matches('[data-action="drag"]')) return;
                event.dataTransfer.setData(ITEM_DRAG_TYPE, String(index));
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setDragImage(event.currentTarget, 16, 16);
              }}
              onDragOver={(event) => {
                if (event.dataTransfer.types.includes(ITEM_DRAG_TYPE)) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              <legend className="px-1 text-sm font-semibold text-gray-800">{label(index)}</legend>
              <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                {needed.length > 0 ? (
                  <p id={neededId} className="text-sm text-amber-800">
                    {listMessages.stillNeeded(needed)}
                  </p>
                ) : (
                  <span />
                )}
                <ListItemActions
                  index={index}
                  count={items.length}
                  itemName={label(index)}
                  onMove={(to, via) => move(index, to, via)}
                  onDuplicate={() => duplicate(index)}
                  onRemove={() => remove(index)}
                />
              </div>
              {config.fields.map((field) => {
                const id = `${config.list}-${index}-${field.name}`;
                const error = missing.has(`${index}-${field.name}`) ? MESSAGES.fieldRequired : invalid.get(field.name);
                const isNeeded = needed.includes(field.label);
                const describedBy = [error && `${id}-error`, isNeeded && neededId].filter(Boolean).join(' ');
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
                  <div key={field.name} className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
                    {ai?.into === field.name ? (
                      <div className="flex flex-wrap items-end justify-between gap-2">
                        <Label htmlFor={id}>{field.label}</Label>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={generatingKey === key}
                          aria-busy={generatingKey === key}
                          aria-label={`Generate bullet points from AI for ${label(index)}`}
                          onClick={() => onGenerateBullets(index)}
                        >
                          {generatingKey === key ? (
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
                        aria-describedby={describedBy || undefined}
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
                    ) : field.kind === 'date' ? (
                      <MonthInput
                        id={id}
                        name={field.name}
                        value={String(value ?? '')}
                        onChange={(next) => setField(index, field.name, next)}
                        // A current role has no end: the field says so and stays empty.
                        disabled={field.name === 'endDate' && item.currentlyWorking === true}
                        placeholder={field.name === 'endDate' && item.currentlyWorking === true ? 'Present' : undefined}
                        aria-invalid={Boolean(error) || isNeeded || undefined}
                        aria-describedby={describedBy || undefined}
                      />
                    ) : (
                      <Input
                        id={id}
                        name={field.name}
                        type={field.kind === 'url' ? 'url' : 'text'}
                        required={field.required}
                        aria-invalid={Boolean(error) || isNeeded || undefined}
                        aria-describedby={describedBy || undefined}
                        value={String(value ?? '')}
                        onChange={(event) => setField(index, field.name, event.target.value)}
                      />
                    )}
                    <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
      {offered && ai && BulletsDialog && (
        <BulletsDialog
          itemLabel={label(Math.max(0, keys.indexOf(offered.key)))}
          bullets={offered.bullets}
          onAdd={(chosen) => addBullets(offered.key, chosen)}
          onClose={() => setOffered(undefined)}
        />
      )}
    </SectionCard>
  );
}
