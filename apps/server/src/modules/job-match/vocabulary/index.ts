import { CERTIFICATIONS } from './certifications.ts';
import { DATA } from './data.ts';
import { DESIGN } from './design.ts';
import { FINANCE } from './finance.ts';
import { HEALTHCARE } from './healthcare.ts';
import { LOGISTICS } from './logistics.ts';
import { MARKETING } from './marketing.ts';
import { GENERAL, HOSPITALITY, HR, LEGAL } from './people.ts';
import { SOFTWARE } from './software.ts';
import { TEACHING } from './teaching.ts';
import { TRADES } from './trades.ts';

export { DEGREES } from './degrees.ts';
export { HIGH_LEVEL, LANGUAGE_CUES, LANGUAGES, LOW_LEVEL } from './languages.ts';

/** Every field's skills and tools, one list (entry syntax: software.ts). */
export const SKILLS: readonly string[] = [
  ...SOFTWARE,
  ...DATA,
  ...HEALTHCARE,
  ...FINANCE,
  ...LOGISTICS,
  ...TEACHING,
  ...TRADES,
  ...DESIGN,
  ...MARKETING,
  ...HR,
  ...LEGAL,
  ...HOSPITALITY,
  ...GENERAL,
];

export { CERTIFICATIONS };
