import {
  achievementItemSchema,
  certificationItemSchema,
  customSectionItemSchema,
  defaultAchievementItem,
  defaultCustomSectionItem,
  defaultCertificationItem,
  defaultEducationItem,
  defaultExperienceItem,
  defaultInterestItem,
  defaultProjectItem,
  defaultSkillItem,
  defaultSocialItem,
  educationItemSchema,
  experienceItemSchema,
  interestItemSchema,
  MESSAGES,
  projectItemSchema,
  skillItemSchema,
  socialItemSchema,
  type CustomSection,
} from '@vitae/schema';
import { UNTITLED_SECTION } from '../../lib/resumes/design-settings.ts';
import type { ItemListConfig, ListSectionConfig } from './list-section-form.tsx';

export const experienceSection: ListSectionConfig<'experience'> = {
  list: 'experience',
  title: 'Professional Experience',
  hint: 'Add your previous job experience',
  itemLabel: 'Experience',
  fields: [
    { name: 'title', label: 'Position Title', needed: true },
    { name: 'companyName', label: 'Company Name', needed: true },
    { name: 'city', label: 'City' },
    { name: 'state', label: 'State' },
    { name: 'startDate', label: 'Start Date', kind: 'date', needed: true },
    { name: 'endDate', label: 'End Date', kind: 'date' },
    { name: 'currentlyWorking', label: 'Currently working here', kind: 'checkbox' },
    { name: 'workSummary', label: 'Work Summary', kind: 'rich' },
  ],
  blank: defaultExperienceItem,
  itemSchema: experienceItemSchema,
  success: MESSAGES.detailsUpdated,
  aiBullets: { from: 'title', into: 'workSummary' },
};

export const educationSection: ListSectionConfig<'education'> = {
  list: 'education',
  title: 'Education',
  hint: 'Add your educational details',
  itemLabel: 'Education',
  fields: [
    { name: 'universityName', label: 'University Name', wide: true, needed: true },
    { name: 'degree', label: 'Degree', needed: true },
    { name: 'major', label: 'Major' },
    { name: 'startDate', label: 'Start Date', kind: 'date' },
    { name: 'endDate', label: 'End Date', kind: 'date' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  blank: defaultEducationItem,
  itemSchema: educationItemSchema,
  success: MESSAGES.educationUpdated,
  failure: MESSAGES.sectionServerError,
};

export const projectsSection: ListSectionConfig<'projects'> = {
  list: 'projects',
  title: 'Projects',
  hint: 'Add your projects',
  itemLabel: 'Project',
  fields: [
    { name: 'projectName', label: 'Project Name', needed: true },
    { name: 'projectLink', label: 'Project Link', kind: 'url' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  blank: defaultProjectItem,
  itemSchema: projectItemSchema,
  success: MESSAGES.projectsUpdated,
  failure: MESSAGES.sectionServerError,
};

export const achievementsSection: ListSectionConfig<'achievements'> = {
  list: 'achievements',
  title: 'Achievements',
  hint: 'Add your achievements',
  itemLabel: 'Achievement',
  fields: [{ name: 'achievement', label: 'Achievement', wide: true }],
  blank: defaultAchievementItem,
  itemSchema: achievementItemSchema,
  success: MESSAGES.achievementsUpdated,
  failure: MESSAGES.sectionServerError,
  emptyMessage: MESSAGES.addOneAchievement,
};

export const skillsSection: ListSectionConfig<'skills'> = {
  list: 'skills',
  title: 'Skills',
  hint: 'Add your top professional key skills',
  itemLabel: 'Skill',
  fields: [{ name: 'name', label: 'Skill', wide: true }],
  blank: defaultSkillItem,
  itemSchema: skillItemSchema,
  success: MESSAGES.detailsUpdated,
  failure: MESSAGES.sectionServerErrorBang,
  removeAlwaysEnabled: true,
};

export const interestsSection: ListSectionConfig<'interests'> = {
  list: 'interests',
  title: 'Interests',
  hint: 'Add your interests',
  itemLabel: 'Interest',
  fields: [{ name: 'interestName', label: 'Interest', wide: true }],
  blank: defaultInterestItem,
  itemSchema: interestItemSchema,
  success: MESSAGES.interestsUpdated,
  failure: MESSAGES.interestsServerError,
};

export const certificationsSection: ListSectionConfig<'certificationsOrExtraCurriculars'> = {
  list: 'certificationsOrExtraCurriculars',
  title: 'Certifications / Extra-Curriculars',
  hint: 'Add your certifications and extra-curricular activities',
  itemLabel: 'Certification',
  fields: [{ name: 'certificationOrExtraCurricularName', label: 'Certification or Extra-Curricular', wide: true }],
  blank: defaultCertificationItem,
  itemSchema: certificationItemSchema,
  success: MESSAGES.certificationsUpdated,
  failure: MESSAGES.sectionServerError,
};

export const socialSection: ListSectionConfig<'social'> = {
  list: 'social',
  title: 'Social Media',
  hint: 'Add your social media links',
  itemLabel: 'Social Link',
  fields: [
    { name: 'socialMediaName', label: 'Platform (for example LinkedIn)' },
    { name: 'socialMediaLink', label: 'Link', kind: 'url', required: true },
  ],
  blank: defaultSocialItem,
  itemSchema: socialItemSchema,
  success: MESSAGES.detailsUpdated,
  failure: MESSAGES.sectionServerErrorBang,
  removeAlwaysEnabled: true,
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
