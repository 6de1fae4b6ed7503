import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountFormSchema, type User } from '@vitae/schema';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldMessage } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../../lib/i18n/language.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { AccountSection, CurrentPasswordField, SubmitButton } from './account-section.tsx';

/**
 * "Delete my account" asks for confirmation in a dialog, with the password for password accounts; once deleted the
 * session ends and sign-in shows.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({
    // Only an account with a password confirms with it; a Google-only account sends nothing.
    resolver: user.hasPassword ? zodResolver(deleteAccountFormSchema) : undefined,
    defaultValues: { password: '' },
  });
  const trigger = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    form.reset();
    remove.reset();
  };

  const onSubmit = form.handleSubmit(({ password }) => remove.mutate(user.hasPassword ? { password } : {}));

  // A refusal is toasted, and said in the dialog too: while it is open, the page behind it (toasts included) is hidden
  // from screen readers.
  const refusal = remove.isError ? translated(userMessage(remove.error)) : undefined;
  return (
    <AccountSection
      id="delete-account"
      title={t('account.delete.title')}
      description={t('account.delete.description')}
      className="border-red-200"
    >
      <Button ref={trigger} variant="destructive" onClick={() => onOpenChange(true)}>
        {t('account.delete.button')}
      </Button>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogContent
          onOpenAutoFocus={(event) => {
            if (!user.hasPassword) return;
            event.preventDefault();
            form.setFocus('password');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <AlertDialogTitle>{t('account.delete.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('account.delete.confirmText')}</AlertDialogDescription>
          <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
            {user.hasPassword && (
              <CurrentPasswordField
                id="delete-password"
                label={t('signIn.password')}
                error={form.formState.errors.password?.message ?? refusal}
                {...form.register('password')}
              />
            )}
            {!user.hasPassword && <FieldMessage id="delete-error">{refusal}</FieldMessage>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  {t('common.cancel')}
                </Button>
              </AlertDialogCancel>
              <SubmitButton variant="destructive" busy={remove.isPending}>
                {t(remove.isPending ? 'account.delete.deleting' : 'account.delete.confirm')}
              </SubmitButton>
            </div>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}
