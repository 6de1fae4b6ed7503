import { SECTION_KEYS } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fieldTarget } from './field-targets.ts';

const stepOf = (section: (typeof SECTION_KEYS)[number]) => SECTION_KEYS.indexOf(section) + 2;

describe('where a report’s field is edited', () => {
  it('maps personal details, the summary and list items to their step and control', () => {
    expect(fieldTarget('email')).toEqual({ pane: 'form', step: 1, controlId: 'email' });
    expect(fieldTarget('summary')).toEqual({ pane: 'form', step: stepOf('summary'), controlId: 'summary' });
    expect(fieldTarget('experience.2.workSummary')).toEqual({
      pane: 'form',
      step: stepOf('experience'),
      controlId: 'experience-2-workSummary',
    });
    // An item alone, or a field the form does not show, leads to the item's first field.
    expect(fieldTarget('skills.3')).toEqual({ pane: 'form', step: stepOf('skills'), controlId: 'skills-3-name' });
    expect(fieldTarget('education.0.gpa')).toMatchObject({ controlId: 'education-0-universityName' });
    expect(fieldTarget('projects')).toEqual({ pane: 'form', step: stepOf('projects'), controlId: undefined });
  });

  it('sends sections of one’s own and design settings to Design, and knows no place for an unknown path', () => {
    expect(fieldTarget('customSections.0.items.1.title')).toEqual({ pane: 'design' });
    expect(fieldTarget('design.accentColor')).toEqual({ pane: 'design' });
    expect(fieldTarget('design.fontSize')).toEqual({ pane: 'design' });
    expect(fieldTarget('nothing.here')).toBeUndefined();
  });
});
