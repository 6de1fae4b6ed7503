import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  saveVersionBodySchema,
  sectionLabels,
  VERSION_MESSAGES,
  type Resume,
  type ResumeVersion,
} from '@vitae/schema';
import { History } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useTemplates } from '../../lib/templates.ts';
import { toast } from '../../lib/toast.ts';
import { useMasterResume } from './api/get-master-resume.ts';
import { useResumeVersion } from './api/get-resume-version.ts';
import { getResumeVersions, useResumeVersions } from './api/get-resume-versions.ts';
import { restoreResumeVersion, useRestoreResumeVersion } from './api/restore-resume-version.ts';
import { useSaveResumeVersion } from './api/save-resume-version.ts';

type ComparedField = 'resumeTitle' | 'templateId' | (typeof RESUME_CONTENT_FIELDS)[number];

const FIELD_LABELS: Partial<Record<string, string>> = {
  fullName: 'Full name',
  jobTitle: 'Job title',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  ...sectionLabels('history'),
  customSections: 'Custom sections',
  design: 'Design',
};

/** "currentlyWorking" → "Currently working". */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields a comparison walks, in the wizard's order, with their names. */
const COMPARED_FIELDS: { field: ComparedField; label: string }[] = [
  { field: 'resumeTitle', label: 'Resume title' },
  { field: 'templateId', label: 'Template' },
  ...RESUME_CONTENT_FIELDS.map((field) => ({ field, label: FIELD_LABELS[field] ?? humanize(field) })),
];

/** Rich text as the words a reader sees: paragraphs and list items on lines of their own, bullets as "•". */
function richTextAsPlain(html: string): string {
  const marked = html.replace(/<li[^>]*>/gi, '$&• ').replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Any field's value as plain text: lists one item a line, an item's parts joined by " · ". */
export function plainText(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return /<[a-z][^>]*>/i.test(value) ? richTextAsPlain(value) : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'id')
      .map(([key, part]) => {
        if (part === true) return humanize(key);
        const text = plainText(part);
        return text && typeof part === 'object' && !Array.isArray(part) ? `${humanize(key)}: ${text}` : text;
      })
      .filter(Boolean)
      .join(' · ');
  }
  return '';
}

export interface FieldChange {
  field: ComparedField;
  label: string;
  version: string;
  current: string;
}

/** The fields whose words differ between a version and the current resume, in the wizard's order. */
export function changedFields(
  version: Resume,
  current: Resume,
  templateName: (id: string | null) => string = (id) => id ?? '',
): FieldChange[] {
  const text = (resume: Resume, field: ComparedField) =>
    field === 'templateId' ? templateName(resume.templateId) : plainText(resume[field]);
  return COMPARED_FIELDS.map(({ field, label }) => ({
    field,
    label,
    version: text(version, field),
    current: text(current, field),
  })).filter((change) => change.version !== change.current);
}

const dateOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How the list names a version: its name, or "Automatic snapshot". */
export const versionLabel = (version: ResumeVersion) => version.name || VERSION_MESSAGES.automatic;

export interface HistoryActions {
  /** Runs before a save or a restore: the editor saves its pending edits, so the server has them. */
  beforeChange: () => Promise<unknown>;
  /** A restore (or its Undo) answered: the editor loads the restored resume afresh. */
  onRestored: (restored: Resume) => void;
}

/** "History" beside Export: the button and its dialog. */
export function HistoryButton({ resume, ...actions }: { resume: Resume } & HistoryActions) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History className="h-4 w-4" aria-hidden />
        History
      </Button>
      {open && <HistoryDialog resume={resume} open={open} onOpenChange={setOpen} {...actions} />}
    </>
  );
}

/**
 * History: "Save version" by name, the versions newest first, each to compare with the resume as the editor holds
 * it, or to restore (after a confirmation; the server keeps the resume as it was first, and the toast offers Undo).
 */
export function HistoryDialog({
  resume,
  open,
  onOpenChange,
  beforeChange,
  onRestored,
}: {
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & HistoryActions) {
  const versions = useResumeVersions(resume._id, open);
  const restore = useRestoreResumeVersion();
  const [comparing, setComparing] = useState<ResumeVersion | 'master'>();
  const [confirming, setConfirming] = useState<ResumeVersion>();

  /** Undo of a restore: the snapshot the server took just before it, restored in turn. */
  const undo = async (snapshotId: string) => {
    try {
      await beforeChange();
      onRestored(await restoreResumeVersion(resume._id, snapshotId));
      toast.success(VERSION_MESSAGES.restoreUndone);
    } catch (error) {
      console.error('Undoing the restore failed', error);
      toast.error(userMessage(error));
    }
  };

  const confirmRestore = (version: ResumeVersion) =>
    restore.mutate(
      { id: resume._id, versionId: version._id, beforeRestore: beforeChange },
      {
        onSuccess: async (restored) => {
          setConfirming(undefined);
          // The snapshot the restore took is the newest of its kind.
          const snapshot = (await getResumeVersions(resume._id).catch(() => [])).find(
            (entry) => entry.kind === 'restore',
          );
          toast.success(VERSION_MESSAGES.restored, {
            ...(snapshot && { action: { label: MESSAGES.undo, onClick: () => void undo(snapshot._id) } }),
          });
          onOpenChange(false);
          onRestored(restored);
        },
        onError: () => setConfirming(undefined),
      },
    );

  return (
    <>
      <DialogShell
        open={open}
        onOpenChange={onOpenChange}
        title="History"
        description={
          <>
            Save a version of “{resume.resumeTitle}” to come back to. While you edit, a snapshot is also kept at most
            once an hour.
          </>
        }
        closeLabel="Close"
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        <SaveVersionForm resumeId={resume._id} beforeSave={beforeChange} />
        {comparing === 'master' ? (
          <MasterComparison resume={resume} onBack={() => setComparing(undefined)} />
        ) : comparing ? (
          <Comparison resume={resume} version={comparing} onBack={() => setComparing(undefined)} />
        ) : (
          <section aria-labelledby="history-versions-heading" className="grid gap-2">
            {resume.masterId && (
              // A tailored variant (docs/tailoring.md): what tailoring changed, against the master as it is now.
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-gray-50 p-2">
                <p className="text-sm text-gray-800">This resume is a tailored copy of another.</p>
                <Button variant="outline" size="sm" onClick={() => setComparing('master')}>
                  Compare with master
                </Button>
              </div>
            )}
            <h3 id="history-versions-heading" className="text-sm font-semibold text-gray-900">
              Versions
            </h3>
            {versions.isPending ? (
              <p role="status" className="text-sm text-gray-700">
                Loading versions…
              </p>
            ) : versions.isError ? (
              <div role="alert" className="flex items-center gap-2 text-sm text-red-800">
                {userMessage(versions.error)}
                <Button variant="outline" size="sm" onClick={() => void versions.refetch()}>
                  Retry
                </Button>
              </div>
            ) : versions.data.length === 0 ? (
              <p className="text-sm text-gray-700">No versions yet.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {versions.data.map((version) => {
                  const label = versionLabel(version);
                  return (
                    <li key={version._id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium text-gray-900">{label}</p>
                        <time dateTime={version.createdAt} className="text-xs text-gray-700">
                          {dateOf(version.createdAt)}
                        </time>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Compare ${label} with the current resume`}
                          onClick={() => setComparing(version)}
                        >
                          Compare
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Restore ${label}`}
                          disabled={restore.isPending}
                          onClick={() => setConfirming(version)}
                        >
                          Restore
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </DialogShell>
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(next) => {
          if (!next && !restore.isPending) setConfirming(undefined);
        }}
        title={<>Restore “{confirming ? versionLabel(confirming) : ''}”?</>}
        description="The resume gets this version’s words. Your edits are saved first, and the resume as it is now is kept in History, so you can go back."
        cancelDisabled={restore.isPending}
      >
        <Button disabled={restore.isPending} onClick={() => confirming && confirmRestore(confirming)}>
          {restore.isPending && <Spinner label="Restoring" />}
          Restore
        </Button>
      </ConfirmDialog>
    </>
  );
}

/** "Save version": a name (the API's rule and message), then the resume as stored, once pending edits are saved. */
function SaveVersionForm({ resumeId, beforeSave }: { resumeId: string; beforeSave: () => Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(saveVersionBodySchema), defaultValues: { name: '' } });
  const save = useSaveResumeVersion();
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(({ name }) =>
    save.mutate({ id: resumeId, name, beforeSave }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor="history-version-name">Version name</Label>
        <Input
          id="history-version-name"
          autoComplete="off"
          placeholder="e.g. Sent to Acme"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'history-version-name-error' : undefined}
          {...form.register('name')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save version
      </Button>
      <div className="basis-full">
        <FieldMessage id="history-version-name-error">{error}</FieldMessage>
      </div>
    </form>
  );
}

/** The fields a version changes, side by side: the field, the version's words, the current words. */
function Comparison({ resume, version, onBack }: { resume: Resume; version: ResumeVersion; onBack: () => void }) {
  const compared = useResumeVersion(resume._id, version._id);
  const label = versionLabel(version);
  return (
    <ComparisonView
      resume={resume}
      compared={compared}
      heading={<>“{label}” compared with the current resume</>}
      caption={<>Fields that differ between “{label}” and the current resume</>}
      column="This version"
      loading="Loading the version…"
      same="This version has the same words as the current resume."
      onBack={onBack}
      backLabel="Back to versions"
    />
  );
}

/** A tailored variant beside its master as the master is now: what tailoring (and later edits) changed. */
function MasterComparison({ resume, onBack }: { resume: Resume; onBack: () => void }) {
  const master = useMasterResume(resume.masterId, true);
  const title = master.data?.resumeTitle ?? 'the master';
  return (
    <ComparisonView
      resume={resume}
      compared={master}
      heading={<>“{title}” (master) compared with this tailored copy</>}
      caption={<>Fields that differ between the master “{title}” and this tailored copy</>}
      column="Master"
      loading="Loading the master…"
      same="This tailored copy has the same words as its master."
      onBack={onBack}
      backLabel="Back to versions"
    />
  );
}

/** The fields that differ between `compared` and the current resume, side by side. */
function ComparisonView({
  resume,
  compared,
  heading,
  caption,
  column,
  loading,
  same,
  onBack,
  backLabel,
}: {
  resume: Resume;
  compared: { isPending: boolean; isError: boolean; error: unknown; data: Resume | undefined };
  heading: ReactNode;
  caption: ReactNode;
  column: string;
  loading: string;
  same: string;
  onBack: () => void;
  backLabel: string;
}) {
  const templates = useTemplates();
  const templateName = (id: string | null) =>
    id === null ? 'Default' : (templates.data?.find((template) => template._id === id)?.name ?? id);
  const changes = compared.data ? changedFields(compared.data, resume, templateName) : [];
  return (
    <section aria-labelledby="history-compare-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="history-compare-heading" className="text-sm font-semibold text-gray-900">
          {heading}
        </h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      {compared.isPending ? (
        <p role="status" className="text-sm text-gray-700">
          {loading}
        </p>
      ) : compared.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {userMessage(compared.error)}
        </p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-gray-700">{same}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="p-2 font-semibold">
                  Field
                </th>
                <th scope="col" className="p-2 font-semibold">
                  {column}
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Current
                </th>
              </tr>
            </thead>
            <tbody className="divide-y align-top">
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" className="p-2 font-medium">
                    {change.label}
                  </th>
                  <td className="whitespace-pre-wrap break-words p-2">{change.version || '—'}</td>
                  <td className="whitespace-pre-wrap break-words p-2">{change.current || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
