import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  type Resume,
  TAILOR_MESSAGES,
  tailorBodySchema,
  type TailoringState,
  type TailorProposal,
} from '@vitae/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Label } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { t, translated } from '../../lib/i18n/language.ts';
import { ResumeConflictError } from '../../lib/resumes/update-resume.ts';
import { toast } from '../../lib/toast.ts';
import { useDecideProposal } from './api/decide-proposal.ts';
import { tailoringQueryKey, useTailoring } from './api/get-tailoring.ts';
import { useTailorApplication } from './api/tailor-application.ts';
import { type FieldValue, fieldValue, proposedValue, setField } from './apply-proposal.ts';
import { wordDiff } from './word-diff.ts';

export interface TailorPanelProps {
  applicationId: string;
  /** The resumes the user may tailor (their masters; a variant may be tailored again too). */
  resumes: Resume[];
  /** Opens a resume in the editor: the tailored copy. */
  onOpenVariant: (resumeId: string) => void;
}

/** What a proposal changes, in words. */
function fieldLabel(variant: Resume, field: string): string {
  if (field === 'summary') return t('tailoring.field.summary');
  if (field === 'skills') return t('tailoring.field.skills');
  if (field === 'design.sectionOrder') return t('tailoring.field.sections');
  const job = variant.experience[Number(/^experience\.(\d+)\./.exec(field)?.[1])];
  if (!job) return t('tailoring.field.experience');
  const named =
    job.title && job.companyName
      ? t('tailoring.field.jobAt', { title: job.title, company: job.companyName })
      : job.title || job.companyName || t('tailoring.field.aJob');
  return t('tailoring.field.job', { job: named });
}

/** Before and after with the words removed and added marked, each said to a screen reader. */
function Diff({ before, after }: { before: string; after: string }) {
  const translate = useT();
  const parts = wordDiff(before, after);
  return (
    <div className="grid gap-1 text-sm whitespace-pre-wrap">
      <p className="text-gray-700">
        <span className="font-medium">{translate('tailoring.before')}</span>
        {parts
          .filter((part) => part.kind !== 'added')
          .map((part, index) =>
            part.kind === 'removed' ? (
              <del key={index} className="rounded bg-red-100 text-red-900">
                <span className="sr-only">{translate('tailoring.removed')}</span>
                {part.text}
                <span className="sr-only">]</span>
              </del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
      </p>
      <p className="text-gray-900">
        <span className="font-medium">{translate('tailoring.after')}</span>
        {parts
          .filter((part) => part.kind !== 'removed')
          .map((part, index) =>
            part.kind === 'added' ? (
              <ins key={index} className="rounded bg-green-100 text-green-900 no-underline">
                <span className="sr-only">{translate('tailoring.added')}</span>
                {part.text}
                <span className="sr-only">]</span>
              </ins>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
      </p>
    </div>
  );
}

/**
 * "Tailor for this application" (docs/tailoring.md): makes a tailored copy of the chosen resume and lists the
 * proposed edits one by one as diffs, each accepted (written to the copy, with Undo) or rejected; the master is never
 * touched. Proposals that would have added facts the resume does not have were dropped by the server, and it says so.
 */
export function TailorPanel({ applicationId, resumes, onOpenVariant }: TailorPanelProps) {
  const translate = useT();
  const { intl } = useI18n();
  const queryClient = useQueryClient();
  const tailoring = useTailoring(applicationId);
  const tailor = useTailorApplication(applicationId);
  const decide = useDecideProposal(applicationId);
  const [notice, setNotice] = useState<string | null>(null);
  /** What each accepted proposal replaced, for its Undo (this session's acceptances). */
  const [replaced, setReplaced] = useState<ReadonlyMap<string, FieldValue>>(new Map());
  // Toasts' Undo runs long after their render: it reads the tailoring and the undo values as they are then.
  const latest = useRef({ state: tailoring.data, replaced });
  useEffect(() => {
    latest.current = { state: tailoring.data, replaced };
  }, [tailoring.data, replaced]);
  const remember = (id: string, value: FieldValue | undefined) =>
    setReplaced((map) => {
      const next = new Map(map);
      if (value === undefined) next.delete(id);
      else next.set(id, value);
      return next;
    });

  const choices = resumes.some((resume) => resume.masterId === null)
    ? resumes.filter((resume) => resume.masterId === null)
    : resumes;
  const form = useForm<{ resumeId: string }>({
    resolver: zodResolver(tailorBodySchema),
    defaultValues: { resumeId: choices[0]?._id ?? '' },
  });
  const resumeError = form.formState.errors.resumeId?.message;
  // The resumes often arrive after the first render: the select then shows the first one, so the form holds it too.
  const firstChoice = choices[0]?._id ?? '';
  useEffect(() => {
    const current = form.getValues('resumeId');
    if (firstChoice && !choices.some((resume) => resume._id === current)) form.setValue('resumeId', firstChoice);
  }, [firstChoice, choices, form]);

  const submit = form.handleSubmit(({ resumeId }) => {
    setNotice(null);
    setReplaced(new Map());
    tailor.mutate(resumeId, {
      onSuccess: () => toast.success(TAILOR_MESSAGES.created),
      onError: (error) => setNotice(userMessage(error)),
    });
  });

  const failed = (error: unknown) => {
    if (error instanceof ResumeConflictError) {
      // Nothing was written: the copy as it is now is shown, and the user chooses again.
      queryClient.setQueryData<TailoringState | null>(
        tailoringQueryKey(applicationId),
        (state) => state && { ...state, variant: error.current },
      );
      setNotice(TAILOR_MESSAGES.conflict);
      return;
    }
    console.error('Tailoring: the choice failed', error);
    setNotice(userMessage(error));
  };

  function undo(proposal: TailorProposal) {
    const { state, replaced: values } = latest.current;
    const previous = values.get(proposal.id);
    if (!state || previous === undefined) return;
    setNotice(null);
    decide.mutate(
      {
        proposalId: proposal.id,
        decision: 'open',
        edit: { variant: state.variant, changes: setField(state.variant, proposal.field, previous) },
      },
      {
        onSuccess: () => {
          remember(proposal.id, undefined);
          toast.success(TAILOR_MESSAGES.undone, { id: `tailor-${proposal.id}` });
        },
        onError: failed,
      },
    );
  }

  function accept(proposal: TailorProposal) {
    const { state } = latest.current;
    if (!state) return;
    setNotice(null);
    const value = proposedValue(state.variant, proposal);
    if (value === null) {
      setNotice(TAILOR_MESSAGES.stale);
      return;
    }
    const before = fieldValue(state.variant, proposal.field);
    decide.mutate(
      {
        proposalId: proposal.id,
        decision: 'accepted',
        edit: { variant: state.variant, changes: setField(state.variant, proposal.field, value) },
      },
      {
        onSuccess: () => {
          remember(proposal.id, before);
          toast.success(TAILOR_MESSAGES.accepted, {
            id: `tailor-${proposal.id}`,
            action: { label: MESSAGES.undo, onClick: () => undo(proposal) },
          });
        },
        onError: failed,
      },
    );
  }

  function reject(proposal: TailorProposal) {
    setNotice(null);
    decide.mutate(
      { proposalId: proposal.id, decision: 'rejected' },
      { onSuccess: () => toast.success(TAILOR_MESSAGES.rejected, { id: `tailor-${proposal.id}` }), onError: failed },
    );
  }

  const state = tailoring.data;
  const shown = state?.proposals.filter((proposal) => state.decisions[proposal.id] !== 'rejected') ?? [];

  return (
    <section aria-labelledby="tailor-heading" className="grid gap-3 rounded-md border border-gray-200 p-4">
      <h2 id="tailor-heading" className="text-lg font-semibold text-gray-900">
        {translate('tailoring.heading')}
      </h2>
      {choices.length === 0 ? (
        <p className="text-sm text-gray-700">{translate('tailoring.noResume')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="grid min-w-56 gap-1.5">
            <Label htmlFor="tailor-resume">{translate('tailoring.resume')}</Label>
            <Select
              id="tailor-resume"
              aria-invalid={Boolean(resumeError)}
              aria-describedby={resumeError ? 'tailor-resume-error' : undefined}
              {...form.register('resumeId')}
            >
              {choices.map((resume) => (
                <option key={resume._id} value={resume._id}>
                  {resume.resumeTitle}
                </option>
              ))}
            </Select>
            <FieldMessage id="tailor-resume-error">{resumeError}</FieldMessage>
          </div>
          <Button type="submit" disabled={tailor.isPending} aria-busy={tailor.isPending}>
            {tailor.isPending ? translate('tailoring.busy') : translate('tailoring.tailor')}
          </Button>
        </form>
      )}

      {notice && (
        <p role="alert" className="text-sm text-red-700">
          {translated(notice)}
        </p>
      )}

      {tailoring.isPending && <Spinner label={translate('tailoring.loading')} />}
      {tailoring.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {userMessage(tailoring.error)}
          <Button variant="outline" size="sm" onClick={() => void tailoring.refetch()}>
            {translate('tailoring.tryAgain')}
          </Button>
        </div>
      )}

      {state && (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              {intl.formatMessage(
                { id: 'tailoring.copy' },
                { title: state.variant.resumeTitle, b: (chunks) => <strong>{chunks}</strong> },
              )}
            </p>
            <Button variant="outline" size="sm" onClick={() => onOpenVariant(state.variant._id)}>
              {translate('tailoring.openCopy')}
            </Button>
          </div>

          {state.dropped.length > 0 && (
            <details className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
              <summary className="cursor-pointer">{TAILOR_MESSAGES.dropped(state.dropped.length)}</summary>
              <ul aria-label={translate('tailoring.droppedList')} className="mt-2 grid list-disc gap-1 ps-5">
                {state.dropped.map((dropped, index) => (
                  <li key={index}>
                    {translate('tailoring.droppedEntry', { text: dropped.text, reason: dropped.reason })}
                  </li>
                ))}
              </ul>
            </details>
          )}

          {shown.length === 0 ? (
            <p className="text-sm text-gray-700">
              {state.proposals.length === 0
                ? translated(TAILOR_MESSAGES.noProposals)
                : translate('tailoring.allChosen')}
            </p>
          ) : (
            <ul aria-label={translate('tailoring.proposed')} className="grid gap-2">
              {shown.map((proposal) => {
                const label = fieldLabel(state.variant, proposal.field);
                const accepted = state.decisions[proposal.id] === 'accepted';
                return (
                  <li key={proposal.id} className="grid gap-2 rounded-md border border-gray-200 bg-white p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-sm font-semibold text-gray-900">{label}</h3>
                      {proposal.source === 'ai' && (
                        <span className="rounded bg-violet-100 px-1.5 text-xs text-violet-900">
                          {translate('tailoring.ai')}
                        </span>
                      )}
                      {accepted && (
                        <span className="text-xs font-medium text-green-800">{translate('tailoring.accepted')}</span>
                      )}
                    </div>
                    <p className="text-sm text-gray-700">{proposal.reason}</p>
                    <Diff before={proposal.before} after={proposal.after} />
                    <div className="flex flex-wrap gap-2">
                      {accepted ? (
                        replaced.has(proposal.id) && (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={translate('tailoring.undoLabel', { label })}
                            disabled={decide.isPending}
                            onClick={() => undo(proposal)}
                          >
                            {translate('common.undo')}
                          </Button>
                        )
                      ) : (
                        <>
                          <Button
                            size="sm"
                            aria-label={translate('tailoring.acceptLabel', { label })}
                            disabled={decide.isPending}
                            onClick={() => accept(proposal)}
                          >
                            {translate('tailoring.accept')}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={translate('tailoring.rejectLabel', { label })}
                            disabled={decide.isPending}
                            onClick={() => reject(proposal)}
                          >
                            {translate('tailoring.reject')}
                          </Button>
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
