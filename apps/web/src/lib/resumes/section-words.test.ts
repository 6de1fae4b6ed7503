import { EN_CATALOGUE, LIST_SECTION_KEYS, SECTION_KEYS, SECTIONS } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { FIELD_LABEL_IDS, HINT_IDS, ITEM_NAME_IDS, STEP_TITLE_IDS } from './section-words.ts';

describe('the section registry’s words in the catalogue (section-words.ts)', () => {
  it('names a message for every step, item, hint and field, whose English is the registry’s word for word', () => {
    for (const key of SECTION_KEYS) expect(EN_CATALOGUE[STEP_TITLE_IDS[key]]).toBe(SECTIONS[key].labels.step);
    for (const key of LIST_SECTION_KEYS) {
      const { labels, form } = SECTIONS[key];
      expect(EN_CATALOGUE[ITEM_NAME_IDS[key]]).toBe(labels.item);
      expect(EN_CATALOGUE[HINT_IDS[key]]).toBe(form.hint);
      const ids: Record<string, keyof typeof EN_CATALOGUE> = FIELD_LABEL_IDS[key];
      expect(Object.keys(ids).sort()).toEqual(form.fields.map((field) => field.name).sort());
      for (const field of form.fields) expect(EN_CATALOGUE[ids[field.name]!]).toBe(field.label);
    }
  });
});
