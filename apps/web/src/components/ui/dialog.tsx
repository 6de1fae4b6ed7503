import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlay = 'fixed inset-0 z-50 bg-black/50';
const panel =
  'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-white p-6 shadow-lg max-h-[90vh] overflow-y-auto';

/**
 * Mounted first in a dialog's content: notes what had the focus as the dialog opened, before anything in it takes the
 * focus (a field's `autoFocus` is applied after this, and Radix moves the focus in later still). Once per opening.
 */
function OpenerNote({ openerRef }: { openerRef: RefObject<Element | null> }) {
  const noted = useRef(false);
  useLayoutEffect(() => {
    if (noted.current) return;
    noted.current = true;
    openerRef.current = document.activeElement;
  }, [openerRef]);
  return null;
}

/**
 * Closing gives the focus back to the element that had it when the dialog opened (docs/accessibility.md). Radix gives
 * it back only to a `DialogTrigger`, and the app's dialogs are opened by buttons and menu items that set their open
 * state: without this the focus fell to <body>, and the next Tab started again from the top of the page. A dialog's
 * own `onCloseAutoFocus` that prevents the default still sends the focus elsewhere (a new section, a next card).
 */
function useFocusReturn(onCloseAutoFocus: ((event: Event) => void) | undefined) {
  const opener = useRef<Element | null>(null);
  const note = <OpenerNote openerRef={opener} />;
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const element = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected) return;
    if (element === document.body) return; // nothing had the focus: Radix's own return (a trigger's) applies
    event.preventDefault();
    element.focus();
  };
  return { note, returnFocus };
}

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const { note, returnFocus } = useFocusReturn(onCloseAutoFocus);
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content className={cn(panel, className)} onCloseAutoFocus={returnFocus} {...props}>
        {note}
        {children}
        <DialogPrimitive.Close
          aria-label={t('common.close')}
          className="absolute end-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-violet-600"
        >
          <X className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogCancel = AlertPrimitive.Cancel;
export const AlertDialogAction = AlertPrimitive.Action;

export function AlertDialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertPrimitive.Content>) {
  const { note, returnFocus } = useFocusReturn(onCloseAutoFocus);
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlay} />
      <AlertPrimitive.Content className={cn(panel, className)} onCloseAutoFocus={returnFocus} {...props}>
        {note}
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}
