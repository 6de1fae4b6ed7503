import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

/**
 * A dialog that shows something or acts at once (Trash, Share, History, Export, Import): its title and description,
 * its body, and one button that closes it ("Close", "Done", "Cancel").
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{closeLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A form dialog's buttons: Cancel, which closes it, then the form's own (its submit button). */
export function FormDialogFooter({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{t('common.cancel')}</Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
