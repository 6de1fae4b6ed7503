import { MESSAGES, type User } from '@vitae/schema';
import { useRef, useState, type FormEvent } from 'react';
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
import { errorMessage } from '../form-errors.ts';
import { AccountSection, BusyIcon, Field } from './account-section.tsx';

/**
 * "Delete my account" asks for confirmation in a dialog, with the password for password accounts; once deleted the
 * session ends and sign-in shows.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const trigger = useRef<HTMLButtonElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword('');
    setError(undefined);
    remove.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (user.hasPassword && !password) {
      setError(MESSAGES.passwordConfirmationRequired);
      passwordInput.current?.focus();
      return;
    }
    setError(undefined);
    remove.mutate(user.hasPassword ? { password } : {});
  };

  // A refusal is toasted, and said in the dialog too: while it is open, the page behind it (toasts included) is hidden
  // from screen readers.
  const refusal = remove.isError ? errorMessage(remove.error) : undefined;
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
            if (!passwordInput.current) return;
            event.preventDefault();
            passwordInput.current.focus();
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
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {user.hasPassword && (
              <Field
                ref={passwordInput}
                id="delete-password"
                name="password"
                type="password"
                label="Password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error ?? refusal}
              />
            )}
            {!user.hasPassword && <FieldMessage id="delete-error">{refusal}</FieldMessage>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                <BusyIcon busy={remove.isPending} />
                {remove.isPending ? 'Deleting...' : 'Delete account permanently'}
              </Button>
            </div>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}
