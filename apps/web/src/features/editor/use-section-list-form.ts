import { zodResolver } from '@hookform/resolvers/zod';
import { sectionListFormSchema } from '@vitae/schema';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

type AnyItem = Record<string, unknown>;

/** A list step's form: its items as typed. */
export interface ListFormValues {
  items: AnyItem[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list step's items on react-hook-form (`sectionListFormSchema`, built from the item's schema). The form holds the
 * items; every change made in it goes to the editor's copy at once through `edited()` (autosave and the preview read
 * that copy), and when the copy changes otherwise (a restored draft, the other version of a conflict, a Save leaving
 * empty items out) the form follows it. The schema's rules show on the fields as they are typed; the required fields
 * are checked from the first Save on, since until then a half-filled item only says what it still needs.
 *
 * The form is made for one list: the caller keys it by the list, so another step gets a form of its own.
 */
export function useSectionListForm({
  itemSchema,
  required,
  items,
  setItems,
}: {
  itemSchema: Parameters<typeof sectionListFormSchema>[0];
  /** The fields a filled item cannot be saved without. */
  required: readonly string[];
  /** The editor's copy of the list. */
  items: AnyItem[];
  setItems(next: AnyItem[]): void;
}) {
  const [resolvers] = useState(() => ({
    typing: zodResolver(sectionListFormSchema(itemSchema)),
    saving: zodResolver(sectionListFormSchema(itemSchema, required)),
  }));
  const saveAsked = useRef(false);
  const form = useForm<ListFormValues, unknown, ListFormValues>({
    defaultValues: { items },
    resolver: (values, context, options) =>
      (saveAsked.current ? resolvers.saving : resolvers.typing)(values, context, options),
  });
  const list = useFieldArray({ control: form.control, name: 'items' });

  // Each new copy of the list, from this form or from elsewhere: the form takes it if it differs, and the schema's
  // word on every field is brought up to date (also at the start, for items stored before a rule).
  useEffect(() => {
    if (!same(items, form.getValues('items'))) form.setValue('items', items);
    void form.trigger();
  }, [form, items]);

  /** The form's items become the editor's (copied: react-hook-form changes its own objects in place). */
  const edited = () => setItems(form.getValues('items').map((item) => ({ ...item })));

  /** Save: the filled items as typed, once every rule (the required fields too) holds; the messages otherwise. */
  const submit = (onValid: (filled: AnyItem[]) => void) => {
    saveAsked.current = true;
    return form.handleSubmit(({ items: filled }) => onValid(filled))();
  };

  return { form, list, edited, submit };
}
