import { isBlankItem, isBlankText, listMessages } from '@vitae/schema';
import { lazy, Suspense } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  ITEM_DRAG_TYPE,
  itemDragHandlers,
  ListItemActions,
  type ItemAction,
} from '../../components/list-item-actions.tsx';
import { FieldMessage, Input, Label, Textarea } from '../../components/ui/input.tsx';
import { MonthInput } from '../../components/ui/month-input.tsx';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { LabelWithGenerate } from './label-with-generate.tsx';
import type { FieldSpec, ItemListConfig } from './list-section-form.tsx';
import type { ListFormValues } from './use-section-list-form.ts';

const RichTextEditor = lazy(() => import('../../components/rich-text-editor.tsx'));

/** Whether a field holds words (rich text such as "<p></p>" holds none). */
const hasText = (value: unknown) => typeof value === 'string' && !isBlankText(value);

/** The fields a half-filled item still needs (none for an item with nothing in it). */
const stillNeeded = (fields: FieldSpec[], item: Record<string, unknown>) =>
  isBlankItem(item) ? [] : fields.filter((field) => field.needed && !hasText(item[field.name]));

/**
 * One item of a list step: its legend ("Experience 2"), what it still needs, its controls (drag handle, move,
 * duplicate, remove) and its fields, each bound to the form with the schema's message beside it.
 */
export function ListItemFieldset({
  config,
  control,
  index,
  count,
  itemKey,
  onEdited,
  onMove,
  onDuplicate,
  onRemove,
  onDropped,
  bullets,
}: {
  config: ItemListConfig;
  control: Control<ListFormValues, unknown, ListFormValues>;
  index: number;
  count: number;
  /** The item's stable key: the list finds it by `data-item-key` to move the focus. */
  itemKey: string;
  /** A field changed in the form: the list passes it on to the editor's copy. */
  onEdited(): void;
  onMove(to: number, via: ItemAction): void;
  onDuplicate(): void;
  onRemove(): void;
  /** Another item of the list was dropped on this one: it moves here. */
  onDropped(from: number): void;
  /** Experience: the AI button over `config.aiBullets.into`. */
  bullets?: { generating: boolean; onGenerate(): void } | undefined;
}) {
  const item = useWatch({ control, name: `items.${index}` }) ?? {};
  const t = useT();
  const label = t('editor.item.numbered', { item: config.itemLabel, n: index + 1 });
  const needed = stillNeeded(config.fields, item);
  const neededId = `${config.list}-${itemKey}-needed`;
  const current = item.currentlyWorking === true;

  return (
    <fieldset
      data-item-key={itemKey}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      {...itemDragHandlers(ITEM_DRAG_TYPE, index, onDropped)}
    >
      <legend className="px-1 text-sm font-semibold text-gray-800">{label}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
        {needed.length > 0 ? (
          <p id={neededId} className="text-sm text-amber-800">
            {listMessages.stillNeeded(needed.map((field) => field.label))}
          </p>
        ) : (
          <span />
        )}
        <ListItemActions
          index={index}
          count={count}
          itemName={label}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      </div>
      {config.fields.map((field) => {
        const id = `${config.list}-${index}-${field.name}`;
        const isNeeded = needed.includes(field);
        const wide = field.wide || field.kind === 'textarea' || field.kind === 'rich';
        return (
          <Controller
            key={field.name}
            control={control}
            name={`items.${index}.${field.name}`}
            render={({ field: input, fieldState }) => {
              const error = fieldState.error?.message;
              const describedBy = [error && `${id}-error`, isNeeded && neededId].filter(Boolean).join(' ');
              const change = (value: unknown) => {
                input.onChange(value);
                onEdited();
              };
              const text = String(input.value ?? '');
              if (field.kind === 'checkbox') {
                return (
                  <label htmlFor={id} className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      ref={input.ref}
                      id={id}
                      name={field.name}
                      type="checkbox"
                      className="h-4 w-4"
                      checked={Boolean(input.value)}
                      onChange={(event) => change(event.target.checked)}
                      onBlur={input.onBlur}
                    />
                    {field.label}
                  </label>
                );
              }
              return (
                <div className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
                  {bullets && config.aiBullets?.into === field.name ? (
                    <LabelWithGenerate
                      htmlFor={id}
                      label={field.label}
                      busy={bullets.generating}
                      busyLabel={t('editor.list.generatingBullets')}
                      buttonName={t('editor.list.generateBulletsFor', { item: label })}
                      onGenerate={bullets.onGenerate}
                    />
                  ) : (
                    <Label htmlFor={id}>{field.label}</Label>
                  )}
                  {field.kind === 'textarea' ? (
                    <Textarea
                      ref={input.ref}
                      id={id}
                      name={field.name}
                      aria-describedby={describedBy || undefined}
                      value={text}
                      onChange={(event) => change(event.target.value)}
                      onBlur={input.onBlur}
                    />
                  ) : field.kind === 'rich' ? (
                    <Suspense fallback={<p className="text-sm text-gray-700">{t('editor.list.loadingEditor')}</p>}>
                      <RichTextEditor id={id} name={field.name} label={field.label} value={text} onChange={change} />
                    </Suspense>
                  ) : field.kind === 'date' ? (
                    <MonthInput
                      ref={input.ref}
                      id={id}
                      name={field.name}
                      value={text}
                      onChange={change}
                      onBlur={input.onBlur}
                      // A current role has no end: the field says so and stays empty.
                      disabled={field.name === 'endDate' && current}
                      placeholder={field.name === 'endDate' && current ? t('editor.present') : undefined}
                      aria-invalid={Boolean(error) || isNeeded || undefined}
                      aria-describedby={describedBy || undefined}
                    />
                  ) : (
                    <Input
                      ref={input.ref}
                      id={id}
                      name={field.name}
                      type={field.kind === 'url' ? 'url' : 'text'}
                      required={field.required}
                      aria-invalid={Boolean(error) || isNeeded || undefined}
                      aria-describedby={describedBy || undefined}
                      value={text}
                      onChange={(event) => change(event.target.value)}
                      onBlur={input.onBlur}
                    />
                  )}
                  <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
                </div>
              );
            }}
          />
        );
      })}
    </fieldset>
  );
}
