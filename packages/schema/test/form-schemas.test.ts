import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  connectGoogleFormSchema,
  createResumeBodySchema,
  defaultExperienceItem,
  defaultSocialItem,
  deleteAccountFormSchema,
  experienceItemSchema,
  LIMITS,
  MESSAGES,
  personalDetailsFormSchema,
  personalDetailsSchema,
  profileFormSchema,
  registerBodySchema,
  resumeTitleFormSchema,
  sectionListFormSchema,
  signInFormSchema,
  signUpFormSchema,
  socialItemSchema,
  summaryFormSchema,
  templateResumeTitleFormSchema,
} from '../src/index.ts';

/** Each field's first message, as a form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the web forms’ schemas: the API’s rules with the forms’ messages', () => {
  it('sign-in: both fields required, the email an address', () => {
    expect(messages(signInFormSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: MESSAGES.fieldRequired,
      password: MESSAGES.fieldRequired,
    });
    expect(messages(signInFormSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: MESSAGES.invalidEmail,
    });
    expect(signInFormSchema.parse({ email: ' Jane@Example.com ', password: ' pw ' })).toEqual({
      email: 'jane@example.com',
      password: ' pw ',
    });
  });

  it('sign-up: the password as register takes it', () => {
    expect(messages(signUpFormSchema.safeParse({ email: 'a@b.io', password: 'short' }))).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    const typed = { fullName: ' Jane ', email: 'a@b.io', password: 'long enough' };
    expect(signUpFormSchema.parse(typed)).toEqual(registerBodySchema.parse(typed));
  });

  it('personal details: every field required, the email checked as it is stored', () => {
    const filled = { fullName: 'Jane', jobTitle: 'Engineer', address: '1 Main St', phone: '555', email: 'j@x.io' };
    expect(messages(personalDetailsFormSchema.safeParse({ ...filled, phone: ' ' }))).toEqual({
      phone: MESSAGES.fieldRequired,
    });
    for (const email of ['a@b', 'a b@c.io', 'jane@', '@x.io']) {
      expect(personalDetailsFormSchema.safeParse({ ...filled, email }).success, email).toBe(false);
      expect(personalDetailsSchema.safeParse({ ...filled, email }).success, email).toBe(false);
    }
    for (const email of ['j@x.io', ' J.Doe+cv@Example.co.uk ']) {
      expect(personalDetailsFormSchema.safeParse({ ...filled, email }).success, email).toBe(true);
      expect(personalDetailsSchema.safeParse({ ...filled, email }).success, email).toBe(true);
    }
  });

  it('resume titles: the API’s limit and message; from a template, "Please enter a title." when empty', () => {
    for (const schema of [resumeTitleFormSchema, templateResumeTitleFormSchema]) {
      expect(messages(schema.safeParse({ resumeTitle: 'x'.repeat(101) }))).toEqual({
        resumeTitle: MESSAGES.invalidResumeTitle,
      });
      expect(schema.parse({ resumeTitle: `  ${'x'.repeat(100)}  ` }).resumeTitle).toHaveLength(100);
    }
    expect(messages(resumeTitleFormSchema.safeParse({ resumeTitle: '   ' }))).toEqual({
      resumeTitle: MESSAGES.invalidResumeTitle,
    });
    expect(messages(templateResumeTitleFormSchema.safeParse({ resumeTitle: '   ' }))).toEqual({
      resumeTitle: MESSAGES.emptyTemplateTitle,
    });
    expect(createResumeBodySchema.safeParse({ resumeTitle: 'x'.repeat(101) }).success).toBe(false);
  });

  it('profile: a changed email (not only its case or spaces) needs the current password', () => {
    const schema = profileFormSchema('jane@example.com');
    const unchanged = { fullName: 'Jane', email: ' JANE@example.com ', currentPassword: '' };
    expect(schema.safeParse(unchanged).success).toBe(true);
    expect(messages(schema.safeParse({ ...unchanged, email: 'new@example.com' }))).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
    expect(schema.safeParse({ ...unchanged, email: 'new@example.com', currentPassword: 'pw' }).success).toBe(true);
  });

  it('change password: the new one matched only once it is valid', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({ oldPassword: '', newPassword: 'long enough', confirmPassword: 'x' }),
      ),
    ).toEqual({ oldPassword: MESSAGES.fieldRequired, confirmPassword: MESSAGES.passwordsDoNotMatch });
    expect(
      messages(changePasswordFormSchema.safeParse({ oldPassword: 'old', newPassword: 'short', confirmPassword: 'x' })),
    ).toEqual({ newPassword: MESSAGES.passwordTooShort });
  });

  it('password confirmations say what the server says when they are missing', () => {
    expect(messages(connectGoogleFormSchema.safeParse({ currentPassword: '' }))).toEqual({
      currentPassword: MESSAGES.googleConnectPasswordRequired,
    });
    expect(messages(deleteAccountFormSchema.safeParse({ password: '' }))).toEqual({
      password: MESSAGES.passwordConfirmationRequired,
    });
  });

  it('summary: required, and no longer than the API takes it', () => {
    expect(messages(summaryFormSchema.safeParse({ summary: ' \n ' }))).toEqual({ summary: MESSAGES.fieldRequired });
    expect(summaryFormSchema.safeParse({ summary: 'x'.repeat(LIMITS.longText + 1) }).success).toBe(false);
    expect(summaryFormSchema.parse({ summary: ' Builds things. ' })).toEqual({ summary: 'Builds things.' });
  });

  it("section lists: a filled item meets its schema's rules on its own fields, a blank one none, and is not saved", () => {
    /** Each message with the item and field it is on, as a list form shows it. */
    const onFields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    const experience = sectionListFormSchema(experienceItemSchema);
    const job = { ...defaultExperienceItem, title: 'Developer', startDate: '2022-03' };
    const items = [{ ...defaultExperienceItem, startDate: 'soon' }, job, { ...job, endDate: '2021-01' }];
    // The first item is not blank (it has a start date), so its date is refused too.
    expect(onFields(experience.safeParse({ items }))).toEqual([
      ['items.0.startDate', MESSAGES.invalidMonth],
      ['items.2.endDate', MESSAGES.endBeforeStart],
    ]);
    const typed = { ...job, title: ' Developer ', startDate: 'Mar 2022' };
    expect(experience.parse({ items: [defaultExperienceItem, typed, { ...defaultExperienceItem }] })).toEqual({
      items: [typed],
    });
  });

  it('section lists: a required field of a filled item must hold words', () => {
    const social = sectionListFormSchema(socialItemSchema, ['socialMediaLink']);
    const linkedIn = { ...defaultSocialItem, socialMediaName: 'LinkedIn' };
    expect(messages(social.safeParse({ items: [defaultSocialItem, linkedIn] }))).toEqual({
      items: MESSAGES.fieldRequired,
    });
    expect(social.safeParse({ items: [linkedIn] }).error?.issues[0]?.path).toEqual(['items', 0, 'socialMediaLink']);
    expect(
      social.safeParse({ items: [{ ...linkedIn, socialMediaLink: 'https://linkedin.com/in/jane' }] }).success,
    ).toBe(true);
    expect(sectionListFormSchema(socialItemSchema).safeParse({ items: [linkedIn] }).success).toBe(true);
  });
});
