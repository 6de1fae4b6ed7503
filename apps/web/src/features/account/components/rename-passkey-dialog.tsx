import { zodResolver } from '@hookform/resolvers/zod';
import { passkeyNameFormSchema, type Passkey } from '@vitae/schema';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useRenamePasskey } from '../api/rename-passkey.ts';
import { BusyIcon } from './account-section.tsx';

/** The name form, mounted for one passkey at a time (so it starts from that passkey's name). */
function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const t = useT();
  const form = useForm({ resolver: zodResolver(passkeyNameFormSchema), defaultValues: { name: passkey.name } });
  const onSubmit = form.handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name }, { onSuccess: onDone }));
  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        id="passkey-name"
        label={t('account.passkeys.name')}
        autoComplete="off"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={rename.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={rename.isPending}>
          <BusyIcon busy={rename.isPending} />
          {t(rename.isPending ? 'common.saving' : 'account.passkeys.saveName')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Renames `passkey` (none: closed). */
export function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | undefined; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={Boolean(passkey)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('account.passkeys.renameTitle')}</DialogTitle>
          <DialogDescription>{t('account.passkeys.renameText')}</DialogDescription>
        </DialogHeader>
        {passkey && <RenamePasskeyForm key={passkey.id} passkey={passkey} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
