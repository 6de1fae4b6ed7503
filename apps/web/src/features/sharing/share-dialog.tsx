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
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { t } from '../../lib/i18n/language.ts';

/** "Viewed 1 time · Downloaded 3 times", in the interface's language. */
export function shareCounts({ views, downloads }: Pick<ShareStatus, 'views' | 'downloads'>): string {
  return t('design.share.counts', { views, downloads });
}

/** The body's rules as a form's: shareResumeBodySchema also takes no body at all, which a form never is. */
const shareSettingsSchema = shareResumeBodySchema.in.unwrap().unwrap();

/** The link's password and indexing, saved together (the link stays the same). */
function ShareSettingsForm({ resumeId, status }: { resumeId: string; status: ShareStatus }) {
  const t = useT();
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
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      noValidate
      aria-label={t('design.share.settings')}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>{t('design.share.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          {...form.register('password')}
        />
        <p id={hintId} className="text-xs text-gray-700">
          {status.hasPassword ? t('design.share.hasPassword') : t('design.share.passwordHint')}
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
          {t('design.share.removePassword')}
        </label>
      )}
      <label htmlFor={`${id}-indexable`} className="flex items-center gap-2 text-sm text-gray-800">
        <input id={`${id}-indexable`} type="checkbox" className="h-4 w-4" {...form.register('indexable')} />
        {t('design.share.indexable')}
      </label>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        {t('common.save')}
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
    toast.error(t('design.share.notCopied'));
  }
}

/** The dialog's body, mounted while it is open: the share state is read afresh each time. */
function ShareBody({ resumeId }: { resumeId: string }) {
  const t = useT();
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
        <Label htmlFor={`${id}-on`}>{t('design.share.publicLink')}</Label>
        {busy && <Spinner label={turnOn.isPending ? t('design.share.turningOn') : t('design.share.turningOff')} />}
      </div>
      {url ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-url`}>{t('design.share.publicLink')}</Label>
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
                {t('design.share.copy')}
              </Button>
            </div>
          </div>
          <p className="text-sm text-gray-700">{shareCounts(status)}</p>
          <ShareSettingsForm resumeId={resumeId} status={status} />
        </>
      ) : (
        <p className="text-sm text-gray-700">{t('design.share.off')}</p>
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
  const t = useT();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('design.share.title')}
      description={t('design.share.description', { title })}
      closeLabel={t('common.done')}
    >
      {open && <ShareBody resumeId={resumeId} />}
    </DialogShell>
  );
}

/** The editor's "Share" button (beside Export) and its dialog. */
export function ShareButton({ resumeId, title }: { resumeId: string; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden />
        {t('design.share.button')}
      </Button>
      <ShareDialog resumeId={resumeId} title={title} open={open} onOpenChange={setOpen} />
    </>
  );
}
