import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_MESSAGES, shareResumeBodySchema, type ShareStatus } from '@vitae/schema';
import { Copy, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../lib/toast.ts';
import { useShare } from './api/get-share.ts';
import { useShareResume } from './api/share-resume.ts';
import { useUnshareResume } from './api/unshare-resume.ts';
import { QueryStatus } from '../../components/query-status.tsx';

export const LINK_NOT_COPIED = 'The link could not be copied. Select it and copy it yourself.';

/** "Viewed 1 time · Downloaded 3 times". */
export function shareCounts({ views, downloads }: Pick<ShareStatus, 'views' | 'downloads'>): string {
  const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;
  return `Viewed ${times(views)} · Downloaded ${times(downloads)}`;
}

/** The body's rules as a form's: shareResumeBodySchema also takes no body at all, which a form never is. */
const shareSettingsSchema = shareResumeBodySchema.in.unwrap().unwrap();

/** The link's password and indexing, saved together (the link stays the same). */
function ShareSettingsForm({ resumeId, status }: { resumeId: string; status: ShareStatus }) {
  const id = useId();
  const save = useShareResume();
  const form = useForm({
    // The server's own rule and message: 4 to 128 characters, or none.
    resolver: zodResolver(shareSettingsSchema),
    defaultValues: { password: '', indexable: status.indexable },
  });
  const [removePassword, setRemovePassword] = useState(false);
  const error = form.formState.errors.password?.message;
  const hintId = `${id}-password-hint`;
  const errorId = `${id}-password-error`;

  // An empty field keeps the link's password: only "Remove the password" takes it away.
  const submit = form.handleSubmit(({ password, indexable }) =>
    save.mutate({
      id: resumeId,
      body: { indexable, ...(removePassword ? { password: '' } : password ? { password } : {}) },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate aria-label="Link settings">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>Password (optional)</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          {...form.register('password')}
        />
        <p id={hintId} className="text-xs text-gray-700">
          {status.hasPassword
            ? 'The link has a password. Type a new one to change it; leave this empty to keep it.'
            : 'Anyone opening the link is asked for it first.'}
        </p>
        <FieldMessage id={errorId}>{error}</FieldMessage>
      </div>
      {status.hasPassword && (
        <label htmlFor={`${id}-remove-password`} className="flex items-center gap-2 text-sm text-gray-800">
          <input
            id={`${id}-remove-password`}
            type="checkbox"
            className="h-4 w-4"
            checked={removePassword}
            onChange={(event) => setRemovePassword(event.target.checked)}
          />
          Remove the password
        </label>
      )}
      <label htmlFor={`${id}-indexable`} className="flex items-center gap-2 text-sm text-gray-800">
        <input id={`${id}-indexable`} type="checkbox" className="h-4 w-4" {...form.register('indexable')} />
        Let search engines find this page
      </label>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save
      </Button>
    </form>
  );
}

/** Copies the link; a toast says it did (or that it could not: some browsers refuse the clipboard). */
async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(SHARE_MESSAGES.linkCopied);
  } catch (error) {
    console.error('Copying the link failed', error);
    toast.error(LINK_NOT_COPIED);
  }
}

/** The dialog's body, mounted while it is open: the share state is read afresh each time. */
function ShareBody({ resumeId }: { resumeId: string }) {
  const id = useId();
  const share = useShare(resumeId);
  const turnOn = useShareResume();
  const turnOff = useUnshareResume();
  const busy = turnOn.isPending || turnOff.isPending;

  if (share.isPending || share.isError) return <QueryStatus query={share} />;

  const status = share.data;
  const url = status.enabled ? status.url : null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-on`}
          checked={status.enabled}
          disabled={busy}
          onCheckedChange={(on) => (on ? turnOn.mutate({ id: resumeId }) : turnOff.mutate(resumeId))}
        />
        <Label htmlFor={`${id}-on`}>Public link</Label>
        {busy && <Spinner label={turnOn.isPending ? 'Turning the link on' : 'Turning the link off'} />}
      </div>
      {url ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-url`}>Public link</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-url`}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="outline" onClick={() => void copyLink(url)}>
                <Copy className="h-4 w-4" aria-hidden />
                Copy link
              </Button>
            </div>
          </div>
          <p className="text-sm text-gray-700">{shareCounts(status)}</p>
          <ShareSettingsForm resumeId={resumeId} status={status} />
        </>
      ) : (
        <p className="text-sm text-gray-700">The link is off: nobody but you can see this resume.</p>
      )}
    </div>
  );
}

/** Share: a public link to the resume's pages and PDF, on or off, with an optional password. */
export function ShareDialog({
  resumeId,
  title,
  open,
  onOpenChange,
}: {
  resumeId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Share resume"
      description={<>Anyone with the link sees “{title}” and can download it as a PDF, without an account.</>}
      closeLabel="Done"
    >
      {open && <ShareBody resumeId={resumeId} />}
    </DialogShell>
  );
}

/** The editor's "Share" button (beside Export) and its dialog. */
export function ShareButton({ resumeId, title }: { resumeId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden />
        Share
      </Button>
      <ShareDialog resumeId={resumeId} title={title} open={open} onOpenChange={setOpen} />
    </>
  );
}
