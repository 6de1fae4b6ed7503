import { listMessages, type Resume, type sectionListFormSchema } from '@vitae/schema';
import type { ListSectionKey, SectionFormField } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { BulletsDialogProps } from '../../lib/writing-help/slots.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import type { ItemAction } from '../../components/list-item-actions.tsx';
import { ListItemFieldset } from './list-item-fieldset.tsx';
import { SectionCard } from './section-form.tsx';
import { useItemBullets } from './use-item-bullets.ts';
import { useSectionListForm } from './use-section-list-form.ts';

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
  itemSchema: Parameters<typeof sectionListFormSchema>[0];
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

/** Where the focus goes once a change is drawn: the item at `index`, on the control it was changed with. */
interface PendingFocus {
  index: number;
  action: ItemAction | 'first-field';
}

interface ListSectionFormProps {
  config: ItemListConfig;
  /** Another list than the resume's field `config.list` (a section of the user's own). */
  source?: ItemListSource;
  /** Shown above the items (a custom section's title). */
  intro?: ReactNode;
  /** Offers generated bullet points (features/writing-help, given by the page) when `config.aiBullets` is set. */
  BulletsDialog?: ComponentType<BulletsDialogProps>;
}

/** A list step (experience, skills, …, or a section of the user's own); each list gets a form of its own. */
export function ListSectionForm(props: ListSectionFormProps) {
  return <ItemListForm key={props.config.list} {...props} />;
}

function ItemListForm({ config, source, intro, BulletsDialog }: ListSectionFormProps) {
  const { resume, update, save } = useEditorContext();
  const t = useT();
  const { form, list, edited, submit } = useSectionListForm({
    itemSchema: config.itemSchema,
    required: config.fields.filter((field) => field.required).map((field) => field.name),
    items: source?.items ?? (resume[config.list as ListKey] as AnyItem[]),
    setItems: (next) => (source ? source.setItems(next) : update({ [config.list]: next } as Partial<Resume>)),
  });
  const { fields } = list;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus | undefined>(undefined);

  // After a move, a removal or an undo, focus goes where the user can go on from.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    const item = listRef.current?.querySelectorAll<HTMLElement>('[data-item-key]')[target.index];
    if (!item) return;
    const field = 'input:not([type="hidden"]), textarea, [role="textbox"]';
    const controls =
      target.action === 'first-field' ? [field] : [`[data-action="${target.action}"]`, '[data-action="drag"]', field];
    for (const selector of controls) {
      const control = item.querySelector<HTMLElement>(`${selector}:not([disabled])`);
      if (control) return control.focus();
    }
  });

  const label = (index: number) => t('editor.item.numbered', { item: config.itemLabel, n: index + 1 });
  const count = () => form.getValues('items').length;
  const itemAt = (index: number): AnyItem | undefined => form.getValues('items')[index];
  const setField = (index: number, name: string, value: unknown) => {
    form.setValue(`items.${index}.${name}`, value);
    edited();
  };

  const move = (from: number, to: number, via: ItemAction) => {
    const length = count();
    if (to < 0 || to >= length || from === to) return;
    list.move(from, to);
    edited();
    pendingFocus.current = { index: to, action: via };
    setAnnouncement(listMessages.moved(label(from), to + 1, length));
  };

  const insertAt = (index: number, item: AnyItem) => {
    const at = Math.min(index, count());
    list.insert(at, item, { shouldFocus: false });
    edited();
    pendingFocus.current = { index: at, action: 'first-field' };
    return at;
  };

  const duplicate = (index: number) => {
    const at = insertAt(index + 1, { ...itemAt(index) });
    setAnnouncement(listMessages.duplicated(label(index), at + 1));
  };

  const remove = (index: number) => {
    const item = itemAt(index);
    if (!item) return;
    const length = count();
    list.remove(index);
    edited();
    // The item that took its place, or the one before the last.
    if (length > 1) pendingFocus.current = { index: Math.min(index, length - 2), action: 'remove' };
    // The toast is announced (sonner's live region): no second announcement here.
    toast.success(listMessages.removed(label(index)), {
      action: {
        label: t('common.undo'),
        onClick: () => {
          insertAt(index, item);
          setAnnouncement(listMessages.restored(label(index)));
        },
      },
    });
  };

  const bullets = useItemBullets(
    config.aiBullets,
    fields.map((field) => field.id),
    { get: (index, name) => itemAt(index)?.[name], set: setField },
  );

  const saveList = useMutation({
    mutationFn: (items: AnyItem[]) => (source ? source.saveItems(items) : save({ [config.list]: items })),
    onSuccess: () => toast.success(config.success),
    onError: (error) => {
      console.error(`Saving ${config.list} failed`, error);
      if (config.failure) toast.error(config.failure);
    },
  });

  const onSave = () =>
    void submit((filled) => {
      // List items carry no id: whatever a client added is stripped.
      const items = filled.map(({ id: _id, ...rest }) => rest);
      if (config.emptyMessage && items.length === 0) return void toast.error(config.emptyMessage);
      saveList.mutate(items);
    });

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
              list.append({ ...config.blank }, { shouldFocus: false });
              edited();
            }}
            aria-label={t('editor.list.addItem', { item: config.itemLabel })}
          >
            {t('editor.list.add')}
          </Button>
          <Button
            variant="outline"
            onClick={() => fields.length > 0 && remove(fields.length - 1)}
            disabled={!config.removeAlwaysEnabled && fields.length === 0}
            aria-label={t('editor.list.removeItem', { item: config.itemLabel })}
          >
            {t('editor.list.remove')}
          </Button>
        </>
      }
    >
      {intro}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {fields.length === 0 && <p className="text-sm text-gray-700">{t('editor.list.empty')}</p>}
      <div ref={listRef} className="grid gap-4">
        {fields.map(({ id: key }, index) => (
          <ListItemFieldset
            key={key}
            itemKey={key}
            config={config}
            control={form.control}
            index={index}
            count={fields.length}
            onEdited={edited}
            onMove={(to, via) => move(index, to, via)}
            onDuplicate={() => duplicate(index)}
            onRemove={() => remove(index)}
            onDropped={(from) => move(from, index, 'drag')}
            bullets={
              config.aiBullets && {
                generating: bullets.generatingKey === key,
                onGenerate: () => bullets.generate(index),
              }
            }
          />
        ))}
      </div>
      {bullets.offered && BulletsDialog && (
        <BulletsDialog
          itemLabel={label(Math.max(0, bullets.offered.index))}
          bullets={bullets.offered.bullets}
          onAdd={bullets.add}
          onClose={bullets.close}
        />
      )}
    </SectionCard>
  );
}
