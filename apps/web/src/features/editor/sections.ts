import {
  customSectionItemSchema,
  defaultCustomSectionItem,
  LIST_SECTION_KEYS,
  MESSAGES,
  SECTIONS,
  type CustomSection,
  type ListSectionKey,
  type MessageId,
} from '@vitae/schema';
import type { ItemListConfig, ListSectionConfig } from './list-section-form.tsx';
import { fieldLabel, HINT_IDS, ITEM_NAME_IDS, STEP_TITLE_IDS } from '../../lib/resumes/section-words.ts';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The form of one of the resume's lists, as the section registry (packages/schema) describes it, its words in the
 * interface's language (`t`; section-words.ts names each label's message), or without `t` in the registry's English
 (for code that needs only its fields and rules: the Check pane's field targets).
 */
export function listSectionConfig<K extends ListSectionKey>(list: K, t?: Translate): ListSectionConfig<K> {
  const { labels, form, item, defaultItem } = SECTIONS[list];
  return {
    list,
    title: t ? t(STEP_TITLE_IDS[list]) : labels.step,
    itemLabel: t ? t(ITEM_NAME_IDS[list]) : labels.item,
    ...form,
    hint: t ? t(HINT_IDS[list]) : form.hint,
    fields: form.fields.map((field) => (t ? { ...field, label: fieldLabel(t, list, field.name) } : field)),
    blank: defaultItem as ListSectionConfig<K>['blank'],
    itemSchema: item,
  };
}

/** The wizard's list forms, one per list section of the registry, in the registry's English. */
export const LIST_SECTION_FORMS = Object.fromEntries(LIST_SECTION_KEYS.map((key) => [key, listSectionConfig(key)])) as {
  [K in ListSectionKey]: ListSectionConfig<K>;
};

/** A section of the user's own: entries shaped like an experience (title, subtitle, dates, place, description). */
export const customSectionConfig = (section: CustomSection, t: Translate): ItemListConfig => ({
  list: section.id,
  title: section.title.trim() || t('design.untitledSection'),
  hint: t('editor.hint.custom'),
  itemLabel: t('editor.item.custom'),
  fields: [
    { name: 'title', label: t('editor.field.title'), needed: true },
    { name: 'subtitle', label: t('editor.field.subtitle') },
    { name: 'startDate', label: t('editor.field.startDate'), kind: 'date' },
    { name: 'endDate', label: t('editor.field.endDate'), kind: 'date' },
    { name: 'location', label: t('editor.field.location'), wide: true },
    { name: 'description', label: t('editor.field.description'), kind: 'rich' },
  ],
  blank: defaultCustomSectionItem,
  itemSchema: customSectionItemSchema,
  success: t('editor.custom.saved'),
  failure: MESSAGES.sectionServerError,
});
