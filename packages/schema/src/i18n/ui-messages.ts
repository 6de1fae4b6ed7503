import account from './ui/account.ts';
import applications from './ui/applications.ts';
import ats from './ui/ats.ts';
import core from './ui/core.ts';
import design from './ui/design.ts';
import editor from './ui/editor.ts';
import publicPages from './ui/public.ts';

/**
 * The interface's own words in English, beyond the product's messages, one part per group of screens so that each
 * part's file stays small (docs/i18n.md). Keys are `area.name` and unique across parts (a test checks).
 */
export const UI_PARTS = {
  core,
  public: publicPages,
  editor,
  design,
  account,
  applications,
  ats,
} as const;

export const UI_MESSAGES = {
  ...core,
  ...publicPages,
  ...editor,
  ...design,
  ...account,
  ...applications,
  ...ats,
};
