import { afterEach, describe, expect, it } from 'vitest';
import { anyValue, createLocalDraftStore } from './local-draft.ts';

// Two kinds of document, as the resume and the cover letter editors keep them: one store each, one key prefix each.
const letters = createLocalDraftStore<{ title?: string; body?: string }>({
  prefix: 'test.letter.',
  fields: { title: anyValue, body: anyValue },
});
const notes = createLocalDraftStore<{ text?: string }>({
  prefix: 'test.note.',
  fields: { text: { safeParse: (value) => ({ success: typeof value === 'string', data: value }) } },
});
const id = 'same-id';

afterEach(() => localStorage.clear());

describe('a local draft store (lib/autosave)', () => {
  it('keeps each kind of document under its own key, so the same id does not mix them', () => {
    letters.write(id, { baseVersion: 2, fields: { title: 'Mine' }, savedAt: 'then' });
    notes.write(id, { baseVersion: 5, fields: { text: 'Note' }, savedAt: 'now' });
    expect(JSON.parse(localStorage.getItem(`test.letter.${id}`)!)).toMatchObject({ fields: { title: 'Mine' } });
    expect(letters.read(id)).toEqual({ baseVersion: 2, fields: { title: 'Mine' }, savedAt: 'then' });
    expect(notes.read(id)).toEqual({ baseVersion: 5, fields: { text: 'Note' }, savedAt: 'now' });
    letters.clear(id);
    expect(letters.read(id)).toBeNull();
    expect(notes.read(id)).not.toBeNull();
  });

  it('reads back only the fields it knows, each as its reader accepts it', () => {
    localStorage.setItem(
      `test.note.${id}`,
      JSON.stringify({ baseVersion: 1, fields: { text: 42, other: 'x' }, savedAt: '' }),
    );
    expect(notes.read(id)).toBeNull();
    localStorage.setItem(
      `test.letter.${id}`,
      JSON.stringify({ baseVersion: 1, fields: { body: 'Kept', version: 3 }, savedAt: '' }),
    );
    expect(letters.read(id)).toEqual({ baseVersion: 1, fields: { body: 'Kept' }, savedAt: '' });
  });
});
