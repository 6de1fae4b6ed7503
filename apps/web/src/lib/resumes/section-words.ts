import { SECTIONS, type ListSectionKey, type MessageId, type SectionKey } from '@vitae/schema';

/**
 * The section registry's words (packages/schema/src/resume/sections.ts) as the editor (and any screen naming a section or field) shows them, in the interface's
 * language (docs/i18n.md). The registry keeps its English, which the server, the ATS check and History name sections
 * and fields by; this table names the catalogue message for each of its labels, written out as literals so the
 * catalogue's usage test finds every one. section-words.test.ts checks that each message's English is the registry's
 * label word for word, and that every section and field has one.
 */

/** Each section's wizard step title (`labels.step`). */
export const STEP_TITLE_IDS = {
  summary: 'editor.step.summary',
  experience: 'editor.step.experience',
  education: 'editor.step.education',
  projects: 'editor.step.projects',
  achievements: 'editor.step.achievements',
  skills: 'editor.step.skills',
  interests: 'editor.step.interests',
  certificationsOrExtraCurriculars: 'editor.step.certifications',
  social: 'editor.step.social',
} as const satisfies Record<SectionKey, MessageId>;

/** Each list section's item, numbered in the form and named on its buttons (`labels.item`). */
export const ITEM_NAME_IDS = {
  experience: 'editor.item.experience',
  education: 'editor.item.education',
  projects: 'editor.item.project',
  achievements: 'editor.item.achievement',
  skills: 'editor.item.skill',
  interests: 'editor.item.interest',
  certificationsOrExtraCurriculars: 'editor.item.certification',
  social: 'editor.item.social',
} as const satisfies Record<ListSectionKey, MessageId>;

/** Each list section's hint under its title (`form.hint`). */
export const HINT_IDS = {
  experience: 'editor.hint.experience',
  education: 'editor.hint.education',
  projects: 'editor.hint.projects',
  achievements: 'editor.hint.achievements',
  skills: 'editor.hint.skills',
  interests: 'editor.hint.interests',
  certificationsOrExtraCurriculars: 'editor.hint.certifications',
  social: 'editor.hint.social',
} as const satisfies Record<ListSectionKey, MessageId>;

/** Each list section's fields' labels (`form.fields[].label`), by the field's name. */
export const FIELD_LABEL_IDS = {
  experience: {
    title: 'editor.field.positionTitle',
    companyName: 'editor.field.companyName',
    city: 'editor.field.city',
    state: 'editor.field.state',
    startDate: 'editor.field.startDate',
    endDate: 'editor.field.endDate',
    currentlyWorking: 'editor.field.currentlyWorking',
    workSummary: 'editor.field.workSummary',
  },
  education: {
    universityName: 'editor.field.universityName',
    degree: 'editor.field.degree',
    major: 'editor.field.major',
    startDate: 'editor.field.startDate',
    endDate: 'editor.field.endDate',
    description: 'editor.field.description',
  },
  projects: {
    projectName: 'editor.field.projectName',
    projectLink: 'editor.field.projectLink',
    description: 'editor.field.description',
  },
  achievements: { achievement: 'editor.field.achievement' },
  skills: { name: 'editor.field.skill' },
  interests: { interestName: 'editor.field.interest' },
  certificationsOrExtraCurriculars: { certificationOrExtraCurricularName: 'editor.field.certification' },
  social: { socialMediaName: 'editor.field.platform', socialMediaLink: 'editor.field.link' },
} as const satisfies Record<ListSectionKey, Record<string, MessageId>>;

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** A list section's field label in the interface's language; the registry's English for a field the table lacks. */
export function fieldLabel(t: Translate, section: ListSectionKey, name: string): string {
  const id = (FIELD_LABEL_IDS[section] as Record<string, MessageId>)[name];
  const field = SECTIONS[section].form.fields.find((candidate) => candidate.name === name);
  return id ? t(id) : (field?.label ?? name);
}
