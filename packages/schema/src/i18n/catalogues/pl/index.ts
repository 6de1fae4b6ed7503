import type { Catalogue } from '../../catalogue.ts';
import account from './account.ts';
import applications from './applications.ts';
import ats from './ats.ts';
import core from './core.ts';
import design from './design.ts';
import editor from './editor.ts';
import messages from './messages.ts';
import publicPages from './public.ts';

export default {
  ...core,
  ...messages,
  ...publicPages,
  ...editor,
  ...design,
  ...account,
  ...applications,
  ...ats,
} satisfies Catalogue;
