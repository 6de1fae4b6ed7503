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
import { useDeleteAccount } from '../api/delete-account.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { AccountSection, CurrentPasswordField, SubmitButton } from './account-section.tsx';

/**
 * "Delete my account" asks for confirmation in a dialog, with the password for password accounts; once deleted the
 * session ends and sign-in shows.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const remove = useDeleteAccount();
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
  const refusal = remove.isError ? userMessage(remove.error) : undefined;
  return (
    <AccountSection
      id="delete-account"
      title="Delete account"
      description="Delete your account and every resume in it. This cannot be undone."
      className="border-red-200"
    >
      <Button ref={trigger} variant="destructive" onClick={() => onOpenChange(true)}>
        Delete my account
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
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            Your account and all its resumes will be deleted permanently, and you will be signed out. This cannot be
            undone.
          </AlertDialogDescription>
          <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
            {user.hasPassword && (
              <CurrentPasswordField
                id="delete-password"
                label="Password"
                error={form.formState.errors.password?.message ?? refusal}
                {...form.register('password')}
              />
            )}
            {!user.hasPassword && <FieldMessage id="delete-error">{refusal}</FieldMessage>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialogCancel>
              <SubmitButton variant="destructive" busy={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete account permanently'}
              </SubmitButton>
            </div>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}
