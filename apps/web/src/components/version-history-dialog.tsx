import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, saveVersionBodySchema, VERSION_MESSAGES, type ResumeVersion } from '@vitae/schema';
import type { UseMutationResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { userMessage } from '../lib/api-client.ts';
import type { RestoreVersionInput, SaveVersionInput } from '../lib/versions.ts';
import { toast } from '../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DialogShell } from './dialog-shell.tsx';
import { QueryStatus } from './query-status.tsx';
import { Button } from './ui/button.tsx';
import { FieldMessage, Input, Label } from './ui/input.tsx';
import { Spinner } from './ui/spinner.tsx';
import { translated, uiLocale } from '../lib/i18n/language.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** One entry of a History (a resume's or a cover letter's, the same shape), without content. */
export type VersionEntry = ResumeVersion;

const dateOf = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** How the list names a version: its name, or "Automatic snapshot". */
export const versionLabel = (version: VersionEntry) => version.name || translated(VERSION_MESSAGES.automatic);

/** What the editor does around History: the same for a resume and a cover letter. */
export interface VersionHistoryActions<TDoc> {
  /** Runs before a save or a restore: the editor saves its pending edits, so the server has them. */
  beforeChange: () => Promise<unknown>;
  /** A restore (or its Undo) answered: the editor loads the restored document afresh. */
  onRestored: (restored: TDoc) => void;
}

/** The editor's "History" button; `dialog` draws the dialog while it is open. */
export function HistoryButtonShell({
  dialog,
}: {
  dialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History className="h-4 w-4" aria-hidden />
        {t('design.history.title')}
      </Button>
      {open && dialog({ open, onOpenChange: setOpen })}
    </>
  );
}

export interface VersionHistoryDialogProps<TDoc> extends VersionHistoryActions<TDoc> {
  /** The document whose History this is. */
  docId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: ReactNode;
  /** Starts the ids of the dialog's heading and name field ("history", "letter"). */
  idPrefix: string;
  /** The versions, newest first, read while the dialog is open. */
  versions: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: VersionEntry[] };
  /** What the list says while it loads or when it failed (by default the dialogs' usual status). */
  versionsStatus?: ReactNode;
  save: UseMutationResult<unknown, Error, SaveVersionInput>;
  restore: UseMutationResult<TDoc, Error, RestoreVersionInput>;
  /** Reads the versions afresh (to find the snapshot a restore took, for its Undo). */
  fetchVersions: () => Promise<VersionEntry[]>;
  /** Restores a version directly (the Undo of a restore). */
  restoreVersion: (versionId: string) => Promise<TDoc>;
  /** Each version's first action: its words ("Compare", "View") and accessible name. */
  viewAction: { text: string; label: (versionLabel: string) => string };
  /** A version's words, shown in place of the list until `onBack`. */
  renderVersion: (version: VersionEntry, onBack: () => void) => ReactNode;
  /** The restore confirmation's words. */
  restoreDescription: string;
  /** Above the list (a tailored resume's "Compare with master"). */
  beforeVersions?: ReactNode;
  /** Shown in place of the list while set (the comparison with the master). */
  pane?: ReactNode;
}

/**
 * History, one dialog for resumes and cover letters (docs/product.md, History; Cover letters): "Save version" by
 * name, the versions newest first, each to look at or to restore (after a confirmation; the server keeps the
 * document as it was first, and the toast offers Undo).
 */
export function VersionHistoryDialog<TDoc>({
  docId,
  open,
  onOpenChange,
  beforeChange,
  onRestored,
  description,
  idPrefix,
  versions,
  versionsStatus,
  save,
  restore,
  fetchVersions,
  restoreVersion,
  viewAction,
  renderVersion,
  restoreDescription,
  beforeVersions,
  pane,
}: VersionHistoryDialogProps<TDoc>) {
  const t = useT();
  const [viewing, setViewing] = useState<VersionEntry>();
  const [confirming, setConfirming] = useState<VersionEntry>();

  /** Undo of a restore: the snapshot the server took just before it, restored in turn. */
  const undo = async (snapshotId: string) => {
    try {
      await beforeChange();
      onRestored(await restoreVersion(snapshotId));
      toast.success(VERSION_MESSAGES.restoreUndone);
    } catch (error) {
      console.error('Undoing the restore failed', error);
      toast.error(userMessage(error));
    }
  };

  const confirmRestore = (version: VersionEntry) =>
    restore.mutate(
      { id: docId, versionId: version._id, beforeRestore: beforeChange },
      {
        onSuccess: async (restored) => {
          setConfirming(undefined);
          // The snapshot the restore took is the newest of its kind.
          const snapshot = (await fetchVersions().catch(() => [])).find((entry) => entry.kind === 'restore');
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
        title={t('design.history.title')}
        description={description}
        closeLabel={t('common.close')}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        <SaveVersionForm docId={docId} idPrefix={idPrefix} save={save} beforeSave={beforeChange} />
        {pane ??
          (viewing ? (
            renderVersion(viewing, () => setViewing(undefined))
          ) : (
            <section aria-labelledby={`${idPrefix}-versions-heading`} className="grid gap-2">
              {beforeVersions}
              <h3 id={`${idPrefix}-versions-heading`} className="text-sm font-semibold text-gray-900">
                {t('design.history.versions')}
              </h3>
              {versions.isPending || versions.isError || !versions.data ? (
                (versionsStatus ?? <QueryStatus query={versions} />)
              ) : versions.data.length === 0 ? (
                <p className="text-sm text-gray-700">{t('design.history.none')}</p>
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
                            aria-label={viewAction.label(label)}
                            onClick={() => setViewing(version)}
                          >
                            {viewAction.text}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t('design.history.restoreLabel', { label })}
                            disabled={restore.isPending}
                            onClick={() => setConfirming(version)}
                          >
                            {t('common.restore')}
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          ))}
      </DialogShell>
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(next) => {
          if (!next && !restore.isPending) setConfirming(undefined);
        }}
        title={t('design.history.restoreTitle', { label: confirming ? versionLabel(confirming) : '' })}
        description={restoreDescription}
        cancelDisabled={restore.isPending}
      >
        <Button disabled={restore.isPending} onClick={() => confirming && confirmRestore(confirming)}>
          {restore.isPending && <Spinner label={t('design.history.restoring')} />}
          {t('common.restore')}
        </Button>
      </ConfirmDialog>
    </>
  );
}

/** "Save version": a name (the API's rule and message), then the document as stored, once pending edits are saved. */
function SaveVersionForm({
  docId,
  idPrefix,
  save,
  beforeSave,
}: {
  docId: string;
  idPrefix: string;
  save: UseMutationResult<unknown, Error, SaveVersionInput>;
  beforeSave: () => Promise<unknown>;
}) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(saveVersionBodySchema), defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  const fieldId = `${idPrefix}-version-name`;
  const submit = form.handleSubmit(({ name }) =>
    save.mutate({ id: docId, name, beforeSave }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor={fieldId}>{t('design.history.versionName')}</Label>
        <Input
          id={fieldId}
          autoComplete="off"
          placeholder={t('design.history.namePlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('name')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        {t('design.history.saveVersion')}
      </Button>
      <div className="basis-full">
        <FieldMessage id={`${fieldId}-error`}>{error}</FieldMessage>
      </div>
    </form>
  );
}
