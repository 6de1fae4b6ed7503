import accounts from './accounts/index.ts';
import admin from './admin/index.ts';
import applications from './applications/index.ts';
import atsCheck from './ats-check/index.ts';
import config from './config/index.ts';
import coverLetters from './cover-letters/index.ts';
import resumeExport from './export/index.ts';
import health from './health/index.ts';
import resumeImport from './import/index.ts';
import jobMatch from './job-match/index.ts';
import type { Infrastructure, ServerModule } from './module.ts';
import previewEngine from './preview-engine/index.ts';
import resumes from './resumes/index.ts';
import sharing from './sharing/index.ts';
import tailoring from './tailoring/index.ts';
import templates from './templates/index.ts';
import writingHelp from './writing-help/index.ts';

/**
 * Every capability of the server (README, Architecture). Their services are built in this order, each from those of
 * the modules before it (`Services` is never when one needs a later one's); their routes are mounted in it too.
 * Adding a capability is adding its folder and its line here.
 */
export const MODULES = [
  health,
  config,
  templates,
  resumes,
  previewEngine,
  applications,
  writingHelp,
  jobMatch,
  tailoring,
  accounts,
  sharing,
  resumeExport,
  coverLetters,
  resumeImport,
  atsCheck,
  admin,
] as const;

/** The services of `Modules` merged, each module's needs met by those before it; never otherwise. */
type Composed<Modules extends readonly unknown[], Built = unknown> = Modules extends readonly [
  infer Head,
  ...infer Rest,
]
  ? Head extends ServerModule<infer Needs, infer Gives>
    ? Built extends Needs
      ? Composed<Rest, Built & Gives>
      : never
    : never
  : Built;

/** `app.services`: every module's services. */
export type Services = Composed<typeof MODULES>;

// Fails to compile, saying why, when a module is listed before one whose services it needs.
const _modulesInOrder: [Services] extends [never] ? 'A module needs the services of one listed after it' : true = true;

/** Every module's services, built once at start in the modules' order. */
export function createServices(infrastructure: Infrastructure): Services {
  const built: Record<string, unknown> = {};
  for (const module of MODULES) {
    if (module.services) Object.assign(built, module.services(infrastructure, built as never));
  }
  return built as Services;
}
