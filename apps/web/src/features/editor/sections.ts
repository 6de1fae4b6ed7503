import {
  customSectionItemSchema,
  defaultCustomSectionItem,
  LIST_SECTION_KEYS,
  MESSAGES,
  SECTIONS,
  type CustomSection,
  type ListSectionKey,
} from '@vitae/schema';
import { UNTITLED_SECTION } from '../../lib/resumes/design-settings.ts';
import type { ItemListConfig, ListSectionConfig } from './list-section-form.tsx';

/** The form of one of the resume's lists, as the section registry (packages/schema) describes it. */
function listSectionConfig<K extends ListSectionKey>(list: K): ListSectionConfig<K> {
  const { labels, form, item, defaultItem } = SECTIONS[list];
  return {
    list,
    title: labels.step,
    itemLabel: labels.item,
    ...form,
    blank: defaultItem as ListSectionConfig<K>['blank'],
    itemSchema: item,
  };
}

/** The wizard's list forms, one per list section of the registry. */
export const LIST_SECTION_FORMS = Object.fromEntries(LIST_SECTION_KEYS.map((key) => [key, listSectionConfig(key)])) as {
  [K in ListSectionKey]: ListSectionConfig<K>;
};

export const CUSTOM_SECTION_SAVED = 'Section saved!';

/** A section of the user's own: entries shaped like an experience (title, subtitle, dates, place, description). */
export const customSectionConfig = (section: CustomSection): ItemListConfig => ({
  list: section.id,
  title: section.title.trim() || UNTITLED_SECTION,
  hint: 'Your own section: add its entries, each with a title, dates, a place and a description.',
  itemLabel: 'Entry',
  fields: [
    { name: 'title', label: 'Title', needed: true },
    { name: 'subtitle', label: 'Subtitle (for example the organisation)' },
    { name: 'startDate', label: 'Start Date', kind: 'date' },
    { name: 'endDate', label: 'End Date', kind: 'date' },
    { name: 'location', label: 'Location', wide: true },
    { name: 'description', label: 'Description', kind: 'rich' },
  ],
  blank: defaultCustomSectionItem,
  itemSchema: customSectionItemSchema,
  success: CUSTOM_SECTION_SAVED,
  failure: MESSAGES.sectionServerError,
});
