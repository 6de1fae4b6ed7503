import { z } from 'zod';
import { text, urlText } from '../fields.ts';

/** The one- and two-field sections: achievements, skills, interests, certifications, social links. */
export const achievementItemSchema = z.object({ achievement: text(1000) });
export const skillItemSchema = z.object({ name: text() });
export const interestItemSchema = z.object({ interestName: text() });
export const certificationItemSchema = z.object({ certificationOrExtraCurricularName: text(1000) });
export const socialItemSchema = z.object({ socialMediaName: text(), socialMediaLink: urlText() });

export type AchievementItem = z.infer<typeof achievementItemSchema>;
export type SkillItem = z.infer<typeof skillItemSchema>;
export type InterestItem = z.infer<typeof interestItemSchema>;
export type CertificationItem = z.infer<typeof certificationItemSchema>;
export type SocialItem = z.infer<typeof socialItemSchema>;

export const defaultAchievementItem: AchievementItem = { achievement: '' };
export const defaultSkillItem: SkillItem = { name: '' };
export const defaultInterestItem: InterestItem = { interestName: '' };
export const defaultCertificationItem: CertificationItem = { certificationOrExtraCurricularName: '' };
export const defaultSocialItem: SocialItem = { socialMediaName: '', socialMediaLink: '' };
