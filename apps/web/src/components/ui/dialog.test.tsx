import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from './dialog.tsx';

/** A dialog opened as the app opens them: a button of its own sets the open state (no DialogTrigger). */
function Opened({
  alert = false,
  autoFocusField = false,
  onCloseAutoFocus,
}: {
  alert?: boolean;
  autoFocusField?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open it</Button>
      <Button>Elsewhere</Button>
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
            <AlertDialogTitle>Sure?</AlertDialogTitle>
            <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
            <DialogTitle>A dialog</DialogTitle>
            <DialogDescription>With a field.</DialogDescription>
            <input aria-label="Field" autoFocus={autoFocusField} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

async function openWithKeyboard() {
  const opener = screen.getByRole('button', { name: 'Open it' });
  await userEvent.tab();
  expect(opener).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return opener;
}

describe('dialogs give the focus back', () => {
  it.each([
    ['a dialog', false, false],
    ['a dialog whose field takes the focus as it opens (autoFocus)', false, true],
    ['an alert dialog', true, false],
  ])('Escape closes %s and focuses the button that opened it', async (_, alert, autoFocusField) => {
    render(<Opened alert={alert} autoFocusField={autoFocusField} />);
    const opener = await openWithKeyboard();
    const dialog = await screen.findByRole(alert ? 'alertdialog' : 'dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole(alert ? 'alertdialog' : 'dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('leaves the focus to a dialog that sends it elsewhere', async () => {
    render(
      <Opened
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
        }}
      />,
    );
    await openWithKeyboard();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
