import type { ApplicationStage, ClosedReason, MessageId } from '@vitae/schema';
import { t } from '../../lib/i18n/language.ts';

/**
 * How stages and closing reasons read on screen, in the interface's language (docs/i18n.md); the API and the CSV keep
 * their codes. Ids are written out whole so that the catalogue's usage test finds them.
 */
const STAGE_IDS = {
  saved: 'applications.stage.saved',
  applied: 'applications.stage.applied',
  screening: 'applications.stage.screening',
  interview: 'applications.stage.interview',
  offer: 'applications.stage.offer',
  closed: 'applications.stage.closed',
} as const satisfies Record<ApplicationStage, MessageId>;

const REASON_IDS = {
  rejected: 'applications.reason.rejected',
  withdrawn: 'applications.reason.withdrawn',
  ghosted: 'applications.reason.ghosted',
  accepted: 'applications.reason.accepted',
  other: 'applications.reason.other',
} as const satisfies Record<ClosedReason, MessageId>;

export const stageLabel = (stage: ApplicationStage): string => t(STAGE_IDS[stage]);
export const reasonLabel = (reason: ClosedReason): string => t(REASON_IDS[reason]);
