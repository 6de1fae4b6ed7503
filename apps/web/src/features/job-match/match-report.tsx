import {
  JOB_MATCH_MESSAGES,
  type JobMatch,
  type MatchRequirement,
  type MessageId,
  type RequirementKind,
  type RequirementStatus,
  type Resume,
} from '@vitae/schema';
import { CircleCheck, CircleDashed, CircleHelp, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { t as translate, translated } from '../../lib/i18n/language.ts';
import { useMatchApplication } from './api/match-application.ts';
import { useMatchPosting } from './api/match-posting.ts';
import { useSecondOpinion } from './api/second-opinion.ts';

/** Each status in words with its icon: the colour only repeats what the words say (docs/product.md). */
export const STATUS_LABELS = {
  met: 'jobMatch.status.met',
  partly: 'jobMatch.status.partly',
  not_shown: 'jobMatch.status.notShown',
} as const satisfies Record<RequirementStatus, MessageId>;
const STATUS_ICONS = { met: CircleCheck, partly: CircleDashed, not_shown: CircleHelp } as const;
const STATUS_COLOURS: Record<RequirementStatus, string> = {
  met: 'text-green-800',
  partly: 'text-amber-800',
  not_shown: 'text-gray-700',
};
export const KIND_LABELS = {
  skill: 'jobMatch.kind.skill',
  experience: 'jobMatch.kind.experience',
  degree: 'jobMatch.kind.degree',
  certification: 'jobMatch.kind.certification',
  language: 'jobMatch.kind.language',
} as const satisfies Record<RequirementKind, MessageId>;

/** "Required: 5 of 8 met · Nice to have: 1 of 3": counts only, never one percentage (docs/applications.md). */
export function matchSummaryText(summary: JobMatch['summary']): string {
  return translate('jobMatch.summary', {
    met: summary.required.met,
    total: summary.required.total,
    niceMet: summary.niceToHave.met,
    niceTotal: summary.niceToHave.total,
  });
}

export interface MatchReportProps {
  /** Match this application's stored posting (GET …/applications/:id/match). */
  applicationId?: string | undefined;
  /** The posting's text: matched as it is when there is no applicationId; sent for the second opinion. */
  posting?: string | undefined;
  /** The resumes the user may match against (the first is chosen at first). */
  resumes: Resume[];
  /** "Show in editor": opens the resume's editor at this field path (`experience.0.workSummary`). */
  onOpenField: (resumeId: string, fieldPath: string) => void;
  /** A field path in the editor's words ("Experience 1 · Description"); the path itself when not given. */
  fieldLabel?: ((path: string) => string) | undefined;
}

/** The job match: a resume chosen, "Match", the counts, and every requirement with its status and evidence. */
export function MatchReport({
  applicationId,
  posting,
  resumes,
  onOpenField,
  fieldLabel = (path) => path,
}: MatchReportProps) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const resumeId = chosen || resumes[0]?._id || '';
  const byApplication = useMatchApplication();
  const byPosting = useMatchPosting();
  const match = applicationId ? byApplication : byPosting;
  const opinion = useSecondOpinion();
  const aiProvider = usePublicConfig().data?.aiProvider ?? 'offline';
  // The resume the shown result was matched against (the chooser may have moved on since).
  const [matchedResume, setMatchedResume] = useState('');

  const run = () => {
    if (!resumeId) return;
    setMatchedResume(resumeId);
    opinion.reset();
    if (applicationId) byApplication.mutate({ applicationId, resumeId });
    else byPosting.mutate({ posting: posting ?? '', resumeId });
  };

  const canMatch = Boolean(resumeId) && (Boolean(applicationId) || Boolean(posting?.trim()));

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-lg border bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {t('jobMatch.heading')}
      </h2>
      <p className="text-sm text-gray-700">{t('jobMatch.description')}</p>
      {resumes.length === 0 ? (
        <p className="text-sm text-gray-700">{t('jobMatch.noResume')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-60 gap-1.5">
            <Label htmlFor={`${id}-resume`}>{t('jobMatch.resume')}</Label>
            <Select id={`${id}-resume`} value={resumeId} onChange={(event) => setChosen(event.target.value)}>
              {resumes.map((resume) => (
                <option key={resume._id} value={resume._id}>
                  {resume.resumeTitle}
                </option>
              ))}
            </Select>
          </div>
          <Button onClick={run} disabled={!canMatch || match.isPending}>
            {match.isPending && <Spinner label={t('jobMatch.matching')} />}
            {match.isPending ? t('jobMatch.matchingBusy') : t('jobMatch.match')}
          </Button>
        </div>
      )}
      {!applicationId && !posting?.trim() && resumes.length > 0 && (
        <p className="text-sm text-gray-700">{translated(JOB_MATCH_MESSAGES.postingRequired)}</p>
      )}
      {match.isError && (
        <p role="alert" className="text-sm text-red-700">
          {userMessage(match.error)}
        </p>
      )}
      {match.data && (
        <MatchResult
          result={match.data}
          resumeId={matchedResume}
          onOpenField={onOpenField}
          fieldLabel={fieldLabel}
          opinion={
            <SecondOpinion
              available={aiProvider !== 'offline'}
              canAsk={Boolean(posting?.trim())}
              pending={opinion.isPending}
              text={opinion.data?.text}
              provider={opinion.data?.provider}
              error={opinion.isError ? userMessage(opinion.error) : undefined}
              onAsk={() => opinion.mutate({ posting: posting ?? '', resumeId: matchedResume })}
            />
          }
        />
      )}
    </section>
  );
}

function MatchResult({
  result,
  resumeId,
  onOpenField,
  fieldLabel,
  opinion,
}: {
  result: JobMatch;
  resumeId: string;
  onOpenField: MatchReportProps['onOpenField'];
  fieldLabel: (path: string) => string;
  opinion: React.ReactNode;
}) {
  const t = useT();
  if (result.requirements.length === 0) {
    return <p className="text-sm text-gray-700">{translated(JOB_MATCH_MESSAGES.noRequirements)}</p>;
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <p className="rounded-md bg-gray-50 p-3 font-medium text-gray-900" role="status">
          {matchSummaryText(result.summary)}
        </p>
        {opinion}
      </div>
      <ul className="grid gap-3" aria-label={t('jobMatch.requirements')}>
        {result.requirements.map((requirement, index) => (
          <RequirementItem
            key={`${requirement.kind}-${requirement.text}-${index}`}
            requirement={requirement}
            resumeId={resumeId}
            onOpenField={onOpenField}
            fieldLabel={fieldLabel}
          />
        ))}
      </ul>
    </div>
  );
}

function RequirementItem({
  requirement,
  resumeId,
  onOpenField,
  fieldLabel,
}: {
  requirement: MatchRequirement;
  resumeId: string;
  onOpenField: MatchReportProps['onOpenField'];
  fieldLabel: (path: string) => string;
}) {
  const t = useT();
  const Icon = STATUS_ICONS[requirement.status];
  return (
    <li className="rounded-md border p-3" data-status={requirement.status}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`inline-flex items-center gap-1 text-sm font-semibold ${STATUS_COLOURS[requirement.status]}`}>
          <Icon className="h-4 w-4" aria-hidden />
          {t(STATUS_LABELS[requirement.status])}
        </span>
        <span className="font-medium text-gray-900">{requirement.text}</span>
        <span className="text-sm text-gray-700">
          {t(KIND_LABELS[requirement.kind])} ·{' '}
          {requirement.required ? t('jobMatch.required') : t('jobMatch.niceToHave')}
        </span>
      </div>
      {requirement.evidence.length > 0 ? (
        <ul className="mt-2 grid gap-1" aria-label={t('jobMatch.evidenceFor', { text: requirement.text })}>
          {requirement.evidence.map((evidence, index) => (
            <li key={`${evidence.field}-${index}`} className="flex flex-wrap items-baseline gap-2 text-sm">
              <span className="font-medium text-gray-800">{fieldLabel(evidence.field)}:</span>
              <q className="text-gray-900">{evidence.text}</q>
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                aria-label={t('jobMatch.showInEditorLabel', { field: fieldLabel(evidence.field) })}
                onClick={() => onOpenField(resumeId, evidence.field)}
              >
                {t('jobMatch.showInEditor')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t('jobMatch.notShownYet')}</p>
      )}
    </li>
  );
}

/** "Second opinion (AI)": words from the AI provider, beside the offline counts, never replacing them. */
function SecondOpinion(props: {
  available: boolean;
  canAsk: boolean;
  pending: boolean;
  text: string | undefined;
  provider: string | undefined;
  error: string | undefined;
  onAsk: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3 text-sm">
      {props.available ? (
        <Button variant="outline" size="sm" onClick={props.onAsk} disabled={props.pending || !props.canAsk}>
          {props.pending ? <Spinner label={t('jobMatch.asking')} /> : <Sparkles className="h-4 w-4" aria-hidden />}
          {t('jobMatch.secondOpinion')}
        </Button>
      ) : (
        <p className="text-gray-700">{translated(JOB_MATCH_MESSAGES.secondOpinionUnavailable)}</p>
      )}
      {props.error && (
        <p role="alert" className="text-red-700">
          {props.error}
        </p>
      )}
      {props.text && (
        <div aria-live="polite">
          <p className="whitespace-pre-line text-gray-900">{props.text}</p>
          {props.provider && (
            <p className="mt-1 text-xs text-gray-700">{t('jobMatch.from', { provider: props.provider })}</p>
          )}
        </div>
      )}
    </div>
  );
}
