import type { Passkey } from '@vitae/schema';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { QueryStatus } from '../../../components/query-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useAddPasskey } from '../api/finish-passkey-registration.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { AccountSection, BusyIcon } from './account-section.tsx';
import { RenamePasskeyDialog } from './rename-passkey-dialog.tsx';

/** One passkey: its name, when it was added and last used, Rename and Remove. */
function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  const nameId = `passkey-${passkey.id}`;
  const t = useT();
  const added = <time dateTime={passkey.createdAt}>{relativeTime(passkey.createdAt)}</time>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <KeyRound className="h-5 w-5 shrink-0 text-gray-600" aria-hidden />
        <div className="min-w-0">
          <p id={nameId} className="truncate font-medium text-gray-900">
            {passkey.name}
          </p>
          <p className="text-sm text-gray-700">
            {passkey.lastUsedAt ? (
              <FormattedMessage
                id="account.passkeys.addedUsed"
                values={{
                  added,
                  used: <time dateTime={passkey.lastUsedAt}>{relativeTime(passkey.lastUsedAt)}</time>,
                }}
              />
            ) : (
              <FormattedMessage id="account.passkeys.addedNeverUsed" values={{ added }} />
            )}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" aria-describedby={nameId} onClick={() => onRename(passkey)}>
          {t('common.rename')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-describedby={nameId}
          onClick={() => onRemove(passkey)}
        >
          {t('common.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Passkeys: sign in with the device's lock (fingerprint, face, PIN) or a password manager instead of a password. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const t = useT();
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();

  return (
    <AccountSection id="passkeys" title={t('account.passkeys.title')} description={t('account.passkeys.description')}>
      {passkeys.isPending || passkeys.isError ? (
        <QueryStatus query={passkeys} />
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-gray-700">{t('account.passkeys.none')}</p>
      ) : (
        <ul aria-label={t('account.passkeys.list')} className="divide-y">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRename={setRenaming} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <Button variant="outline" className="mt-4" disabled={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? <BusyIcon busy /> : <Plus className="h-4 w-4" aria-hidden />}
        {t(add.isPending ? 'account.passkeys.adding' : 'account.passkeys.add')}
      </Button>
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(undefined)} />
      <AlertDialog open={Boolean(removing)} onOpenChange={(open) => !open && setRemoving(undefined)}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('account.passkeys.removeTitle', { name: removing?.name ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('account.passkeys.removeText')}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) });
              }}
            >
              <BusyIcon busy={remove.isPending} />
              {t('account.passkeys.remove')}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}
