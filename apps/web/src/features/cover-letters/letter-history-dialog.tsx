import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, saveVersionBodySchema, VERSION_MESSAGES, type CoverLetter } from '@vitae/schema';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { QueryStatus } from '../../components/query-status.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useCoverLetterVersion } from './api/get-cover-letter-version.ts';
import {
  getCoverLetterVersions,
  useCoverLetterVersions,
  type CoverLetterVersion,
} from './api/get-cover-letter-versions.ts';
import { restoreCoverLetterVersion, useRestoreCoverLetterVersion } from './api/restore-cover-letter-version.ts';
import { useSaveCoverLetterVersion } from './api/save-cover-letter-version.ts';
import { letterParagraphs } from './letter-text.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const versionLabel = (version: CoverLetterVersion) => version.name || VERSION_MESSAGES.automatic;

export interface LetterHistoryActions {
  /** Runs before a save or a restore: the editor saves its pending edits, so the server has them. */
  beforeChange: () => Promise<unknown>;
  /** A restore (or its Undo) answered: the editor loads the restored letter afresh. */
  onRestored: (restored: CoverLetter) => void;
}

/** The editor's "History" button and its dialog. */
export function LetterHistoryButton({ letter, ...actions }: { letter: CoverLetter } & LetterHistoryActions) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History className="h-4 w-4" aria-hidden />
        History
      </Button>
      {open && <LetterHistoryDialog letter={letter} open={open} onOpenChange={setOpen} {...actions} />}
    </>
  );
}

/**
 * A letter's History, as a resume's (docs/product.md, Cover letters): "Save version" by name, the versions newest
 * first, each to view or to restore (after a confirmation; the server keeps the letter as it was first, and the toast
 * offers Undo).
 */
function LetterHistoryDialog({
  letter,
  open,
  onOpenChange,
  beforeChange,
  onRestored,
}: { letter: CoverLetter; open: boolean; onOpenChange: (open: boolean) => void } & LetterHistoryActions) {
  const versions = useCoverLetterVersions(letter._id, open);
  const restore = useRestoreCoverLetterVersion();
  const [viewing, setViewing] = useState<CoverLetterVersion>();
  const [confirming, setConfirming] = useState<CoverLetterVersion>();

  const undo = async (snapshotId: string) => {
    try {
      await beforeChange();
      onRestored(await restoreCoverLetterVersion(letter._id, snapshotId));
      toast.success(VERSION_MESSAGES.restoreUndone);
    } catch (error) {
      console.error('Undoing the restore failed', error);
      toast.error(userMessage(error));
    }
  };

  const confirmRestore = (version: CoverLetterVersion) =>
    restore.mutate(
      { id: letter._id, versionId: version._id, beforeRestore: beforeChange },
      {
        onSuccess: async (restored) => {
          setConfirming(undefined);
          // The snapshot the restore took is the newest of its kind.
          const snapshot = (await getCoverLetterVersions(letter._id).catch(() => [])).find(
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
        description={<>Save a version of “{letter.title}” to come back to.</>}
        closeLabel="Close"
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        <SaveVersionForm letterId={letter._id} beforeSave={beforeChange} />
        {viewing ? (
          <VersionView letterId={letter._id} version={viewing} onBack={() => setViewing(undefined)} />
        ) : (
          <section aria-labelledby="letter-versions-heading" className="grid gap-2">
            <h3 id="letter-versions-heading" className="text-sm font-semibold text-gray-900">
              Versions
            </h3>
            {versions.isPending || versions.isError ? (
              <QueryStatus query={versions} />
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
                          aria-label={`View ${label}`}
                          onClick={() => setViewing(version)}
                        >
                          View
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
        description="The letter gets this version’s words. Your edits are saved first, and the letter as it is now is kept in History, so you can go back."
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

/** "Save version": a name (the API's rule and message), then the letter as stored, once pending edits are saved. */
function SaveVersionForm({ letterId, beforeSave }: { letterId: string; beforeSave: () => Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(saveVersionBodySchema), defaultValues: { name: '' } });
  const save = useSaveCoverLetterVersion();
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(({ name }) =>
    save.mutate({ id: letterId, name, beforeSave }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor="letter-version-name">Version name</Label>
        <Input
          id="letter-version-name"
          autoComplete="off"
          placeholder="e.g. Sent to Acme"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'letter-version-name-error' : undefined}
          {...form.register('name')}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save version
      </Button>
      <div className="basis-full">
        <FieldMessage id="letter-version-name-error">{error}</FieldMessage>
      </div>
    </form>
  );
}

/** One version's words: its title, recipient and body, as text. */
function VersionView({
  letterId,
  version,
  onBack,
}: {
  letterId: string;
  version: CoverLetterVersion;
  onBack: () => void;
}) {
  const shown = useCoverLetterVersion(letterId, version._id);
  const label = versionLabel(version);
  return (
    <section aria-labelledby="letter-version-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="letter-version-heading" className="text-sm font-semibold text-gray-900">
          “{label}”
        </h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          Back to versions
        </Button>
      </div>
      {shown.isPending || shown.isError ? (
        <QueryStatus query={shown} />
      ) : (
        <div className="grid gap-2 rounded-md border p-3 text-sm text-gray-900">
          <p className="font-semibold">{shown.data.title}</p>
          {[shown.data.recipient.name, shown.data.recipient.company, shown.data.recipient.address]
            .filter(Boolean)
            .map((line, index) => (
              <p key={index} className="whitespace-pre-wrap text-gray-700">
                {line}
              </p>
            ))}
          {letterParagraphs(shown.data.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </section>
  );
}
