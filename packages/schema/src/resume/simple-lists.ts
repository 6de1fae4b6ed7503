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

export const defaultAchievementItem: AchievementItem = achievementItemSchema.parse({});
export const defaultSkillItem: SkillItem = skillItemSchema.parse({});
export const defaultInterestItem: InterestItem = interestItemSchema.parse({});
export const defaultCertificationItem: CertificationItem = certificationItemSchema.parse({});
export const defaultSocialItem: SocialItem = socialItemSchema.parse({});
