import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './ui/dialog.tsx';

/**
 * A question before something that cannot be taken back (delete forever, restore, leave or log out with unsaved
 * edits): its title and description, a button that closes it and changes nothing ("Cancel", "Stay"), and the
 * confirming button(s), given as children.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  cancelDisabled,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={cancelDisabled}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </AlertDialogCancel>
          {children}
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
