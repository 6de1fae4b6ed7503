import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import type { DragEvent, KeyboardEvent } from 'react';
import { buttonVariants } from './ui/button.tsx';
import { IconButton } from './ui/icon-button.tsx';
import { cn } from '../lib/utils.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

export type ItemAction = 'up' | 'down' | 'duplicate' | 'remove' | 'drag';

/** The MIME type a dragged item carries: its index, so a drop elsewhere on the page does nothing. */
export const ITEM_DRAG_TYPE = 'application/x-vitae-list-item';

/**
 * A reorderable item's drag and drop, its index carried under `type` (ITEM_DRAG_TYPE, or a list's own): a drag starts
 * from the item's handle only (a text selection dragged out of a field is not a move), and a drop of the same type on
 * the item hands `onDropped` the index it came from.
 */
export function itemDragHandlers(type: string, index: number, onDropped: (from: number) => void) {
  return {
    onDragStart: (event: DragEvent<HTMLElement>) => {
      if (!(event.target as HTMLElement).matches('[data-action="drag"]')) return;
      event.dataTransfer.setData(type, String(index));
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setDragImage(event.currentTarget, 16, 16);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (event.dataTransfer.types.includes(type)) event.preventDefault();
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(type)) return;
      const from = Number(event.dataTransfer.getData(type));
      if (!Number.isInteger(from)) return;
      event.preventDefault();
      onDropped(from);
    },
  };
}

const ALL_ACTIONS: readonly ItemAction[] = ['drag', 'up', 'down', 'duplicate', 'remove'];

/**
 * One item's controls: a drag handle (the arrow keys move the item too), Move up, Move down, Duplicate and Remove.
 * The item's fieldset legend names the item, so the buttons' names stay short.
 */
export function ListItemActions({
  index,
  count,
  itemName,
  onMove,
  onDuplicate,
  onRemove,
  actions = ALL_ACTIONS,
}: {
  index: number;
  count: number;
  /** "Experience 2": the drag handle's name says which item it moves. */
  itemName: string;
  onMove: (to: number, via: ItemAction) => void;
  onDuplicate?: () => void;
  onRemove?: () => void;
  /** The controls shown (all by default); a list whose items are never copied or removed leaves those out. */
  actions?: readonly ItemAction[];
}) {
  const t = useT();
  const onHandleKey = (event: KeyboardEvent<HTMLElement>) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : undefined;
    if (to === undefined || to < 0 || to >= count) return;
    event.preventDefault();
    onMove(to, 'drag');
  };
  const icon = 'h-4 w-4';
  const buttons = [
    {
      action: 'up',
      name: t('editor.item.moveUp'),
      Icon: ArrowUp,
      disabled: index === 0,
      onClick: () => onMove(index - 1, 'up'),
    },
    {
      action: 'down',
      name: t('editor.item.moveDown'),
      Icon: ArrowDown,
      disabled: index === count - 1,
      onClick: () => onMove(index + 1, 'down'),
    },
    { action: 'duplicate', name: t('common.duplicate'), Icon: Copy, disabled: false, onClick: () => onDuplicate?.() },
    { action: 'remove', name: t('common.remove'), Icon: Trash2, disabled: false, onClick: () => onRemove?.() },
  ] as const;
  const shown = buttons.filter((button) => actions.includes(button.action));
  return (
    <div className="flex items-center gap-0.5">
      {/* Not a <button>: Chromium starts no drag from inside a button. Its keys are the arrows, so it is focusable
          and named like one; the drag itself starts the item's (see the fieldset's onDragStart). */}
      {actions.includes('drag') && (
        <span
          role="button"
          tabIndex={0}
          draggable
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'h-8 w-8 cursor-grab')}
          aria-label={t('editor.item.reorder', { item: itemName })}
          aria-description={t('editor.item.reorderHow')}
          title={t('editor.item.dragToReorder')}
          data-action="drag"
          onKeyDown={onHandleKey}
        >
          <GripVertical className={icon} aria-hidden />
        </span>
      )}
      {shown.map(({ action, name, Icon, disabled, onClick }) => (
        <IconButton key={action} label={name} icon={Icon} data-action={action} disabled={disabled} onClick={onClick} />
      ))}
    </div>
  );
}
