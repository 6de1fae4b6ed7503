import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DESIGN_OPTIONS,
  designSchema,
  invalidDesignSectionMessage,
  LIST_SECTION_KEYS,
  RESUME_CONTENT_FIELDS,
  RESUME_LANGUAGES,
  RESUME_WORDS,
  resumeContentSchema,
  SECTION_KEYS,
  SECTIONS,
  type SectionDefinition,
  sectionHeadings,
  sectionLabels,
  storedResumeContentSchema,
  TEXT_LIST_SECTION_KEYS,
} from '../src/index.ts';

const sections = SECTION_KEYS.map((key) => [key, SECTIONS[key] as SectionDefinition] as const);
const listSections = sections.flatMap(([key, section]) => (section.layout === 'text' ? [] : [[key, section] as const]));
const itemKeys = (schema: z.core.$ZodType) => Object.keys((schema as z.ZodObject).shape);
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the section registry', () => {
  it('gives every section a heading in every resume language, no two alike in one language', () => {
    for (const { id } of RESUME_LANGUAGES) {
      const headings = sectionHeadings(id);
      expect(Object.keys(headings)).toEqual(SECTION_KEYS);
      for (const heading of Object.values(headings)) expect(heading.trim()).not.toBe('');
      expect(duplicates(Object.values(headings))).toEqual([]);
    }
  });

  it('is what design, the resume words, the config and the content schema name', () => {
    expect(designSchema.safeParse({ sectionOrder: SECTION_KEYS, hiddenSections: SECTION_KEYS }).success).toBe(true);
    const designKeys = z.toJSONSchema(designSchema, { io: 'input' }).properties!.sectionOrder as {
      items: { anyOf: { enum?: [] }[] };
    };
    expect(designKeys.items.anyOf.flatMap((option) => option.enum ?? [])).toEqual(SECTION_KEYS);
    expect(designSchema.safeParse({ sectionOrder: ['photo'] }).error?.issues[0]?.message).toBe(
      invalidDesignSectionMessage('sectionOrder'),
    );
    for (const key of SECTION_KEYS) expect(invalidDesignSectionMessage('sectionOrder')).toContain(` ${key},`);
    for (const { id } of RESUME_LANGUAGES) {
      expect(RESUME_WORDS[id].headings).toEqual({ ...sectionHeadings(id), contact: expect.any(String) });
    }
    expect(DESIGN_OPTIONS.sections).toEqual(SECTION_KEYS);
    expect(DESIGN_OPTIONS.titles.de).toMatchObject(sectionHeadings('de'));
    // The wizard's order: personal details, the sections, then the user's own sections and the design.
    const sectionFields = RESUME_CONTENT_FIELDS.filter((field) => (SECTION_KEYS as string[]).includes(field));
    expect(sectionFields).toEqual(SECTION_KEYS);
    expect(RESUME_CONTENT_FIELDS.slice(-SECTION_KEYS.length - 2, -2)).toEqual(SECTION_KEYS);
  });

  it('gives each list section its item schema as the content field, and a stored one with the same fields', () => {
    expect(LIST_SECTION_KEYS).toEqual(SECTION_KEYS.filter((key) => key !== 'summary'));
    for (const [key, section] of listSections) {
      const field = resumeContentSchema.shape[key] as z.ZodDefault<z.ZodArray>;
      expect(field.unwrap().element).toBe(section.item);
      expect(section.item.parse(section.defaultItem)).toEqual(section.defaultItem);
      const stored = (storedResumeContentSchema.shape[key] as z.ZodDefault<z.ZodArray>).unwrap().element;
      expect(stored).toBe(section.storedItem ?? section.item);
      expect(itemKeys(stored)).toEqual(itemKeys(section.item));
    }
  });

  it("gives each list section a form field for every property of its item, and nothing else's", () => {
    for (const [, section] of listSections) {
      expect(section.form.fields.map((field) => field.name)).toEqual(itemKeys(section.item));
      for (const field of section.form.fields) expect(field.label.trim()).not.toBe('');
      if (section.form.aiBullets) {
        expect(itemKeys(section.item)).toEqual(expect.arrayContaining(Object.values(section.form.aiBullets)));
      }
    }
  });

  it('names the text field of exactly the sections drawn as one line per item', () => {
    for (const [key, section] of listSections) {
      const oneLine = section.layout === 'list' || section.layout === 'inline';
      expect(TEXT_LIST_SECTION_KEYS.includes(key as (typeof TEXT_LIST_SECTION_KEYS)[number])).toBe(oneLine);
      if (oneLine) expect(itemKeys(section.item)).toEqual([section.textField]);
      else expect(section.textField).toBeUndefined();
    }
  });

  it('labels every section in every place, each place telling the sections apart', () => {
    for (const place of ['step', 'history'] as const) {
      const labels = Object.values(sectionLabels(place));
      for (const label of labels) expect(label.trim()).not.toBe('');
      expect(duplicates(labels)).toEqual([]);
    }
    const itemLabels = listSections.map(([, section]) => section.labels.item);
    for (const label of itemLabels) expect(label.trim()).not.toBe('');
    expect(duplicates(itemLabels)).toEqual([]);
  });

  it('recognises each heading other resumes use as one section only, written in lower case', () => {
    const all = sections.flatMap(([, section]) => section.importHeadings);
    for (const heading of all) expect(heading).toBe(heading.toLocaleLowerCase().trim());
    expect(duplicates(all)).toEqual([]);
  });
});
