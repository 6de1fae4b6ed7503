import { describe, expect, it } from 'vitest';
import { flattenFields } from './file-checker.tsx';

describe('the public checker’s fields as rows', () => {
  it('names each field by its path, shows rich text as words and a set flag as Yes, and leaves out what is empty', () => {
    const rows = flattenFields({
      fullName: 'Jane Doe',
      email: '',
      experience: [
        {
          title: 'Engineer',
          companyName: 'Smith & Sons',
          currentlyWorking: true,
          remote: false,
          workSummary: '<ul><li>Led 5 &amp; more</li><li>Shipped <img src=x onerror="alert(1)">it</li></ul>',
        },
      ],
      skills: [{ name: 'SQL' }, { name: null }],
    });
    expect(rows).toEqual([
      ['fullName', 'Jane Doe'],
      ['experience.0.title', 'Engineer'],
      ['experience.0.companyName', 'Smith & Sons'],
      ['experience.0.currentlyWorking', 'Yes'],
      ['experience.0.workSummary', 'Led 5 & more\nShipped it'],
      ['skills.0.name', 'SQL'],
    ]);
  });
});
