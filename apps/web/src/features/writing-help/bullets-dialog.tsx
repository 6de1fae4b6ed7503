import { MESSAGES } from '@vitae/schema';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FieldMessage } from '../../components/ui/input.tsx';
import type { BulletsDialogProps } from '../../lib/writing-help/slots.ts';

/**
 * Generated bullet points are offered, never imposed: the user ticks the ones to add to what they wrote.
 * Mounted while there are bullets to choose from.
 */
export function BulletsDialog({ itemLabel, bullets, onAdd, onClose }: BulletsDialogProps) {
  const t = useT();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string>();
  const errorId = useId();
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog renders in a portal, but React bubbles its submit to the section's form: stop it there.
            event.stopPropagation();
            if (chosen.size === 0) return setError(MESSAGES.tickOneBullet);
            onAdd(bullets.filter((_, index) => chosen.has(index)));
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('editor.bullets.title')}</DialogTitle>
            <DialogDescription>{t('editor.bullets.description', { item: itemLabel })}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
            <legend className="sr-only">{t('editor.bullets.legend')}</legend>
            {bullets.map((bullet, index) => (
              <label key={index} className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0"
                  checked={chosen.has(index)}
                  onChange={() => {
                    toggle(index);
                    setError(undefined);
                  }}
                />
                <span>{bullet}</span>
              </label>
            ))}
          </fieldset>
          <FieldMessage id={errorId}>{error}</FieldMessage>
          <DialogFooter>
            <Button
              type="button"
              variant="ghost"
              onClick={() => setChosen(chosen.size === bullets.length ? new Set() : new Set(bullets.keys()))}
            >
              {chosen.size === bullets.length ? t('editor.bullets.clearAll') : t('editor.bullets.selectAll')}
            </Button>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit">{t('editor.bullets.addSelected')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
