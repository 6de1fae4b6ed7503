import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useToastedMutation, type ToastedMutation } from '../lib/use-toasted-mutation.ts';
import { cn } from '../lib/utils.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { QueryStatus } from './query-status.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';
import { uiLocale } from '../lib/i18n/language.ts';
import { useI18n, useT } from '../lib/i18n/i18n-provider.tsx';

/** What Trash shows of an item: deleted, kept until `purgeAt`, then gone by itself. */
export interface TrashEntry {
  _id: string;
  deletedAt: string;
  purgeAt: string;
}

/** "November 26, 2026"; empty for a date that cannot be read. */
export function trashDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(uiLocale(), { dateStyle: 'long' });
}

/** One item in Trash: its title, when it was deleted and when it goes for good, "Restore" and "Delete forever". */
function TrashItem<T extends TrashEntry>({
  item,
  title,
  restoreMutation,
  onDestroy,
}: {
  item: T;
  title: string;
  restoreMutation: ToastedMutation<string>;
  onDestroy: (item: T) => void;
}) {
  const t = useT();
  const { intl } = useI18n();
  // One mutation a row, so each row says its own "Restoring".
  const restore = useToastedMutation(restoreMutation);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-gray-900" title={title}>
          {title}
        </p>
        <p className="text-sm text-gray-700">
          {intl.formatMessage(
            { id: 'design.trash.deleted' },
            {
              date: trashDate(item.deletedAt),
              time: (chunks) => <time dateTime={item.deletedAt}>{chunks}</time>,
            },
          )}
        </p>
        <p className="text-sm text-gray-700">
          {intl.formatMessage(
            { id: 'design.trash.purge' },
            {
              date: trashDate(item.purgeAt),
              time: (chunks) => <time dateTime={item.purgeAt}>{chunks}</time>,
            },
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('design.trash.restoreLabel', { title })}
          disabled={restore.isPending}
          onClick={() => restore.mutate(item._id)}
        >
          {restore.isPending ? (
            <Spinner label={t('design.trash.restoring')} />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden />
          )}
          {t('common.restore')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={t('design.trash.deleteLabel', { title })}
          disabled={restore.isPending}
          onClick={() => onDestroy(item)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('design.trash.deleteForever')}
        </Button>
      </div>
    </li>
  );
}

export interface TrashListProps<T extends TrashEntry> {
  /** The kind's Trash query, mounted while the dialog is open so it is read afresh each time. */
  trash: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: T[] };
  titleOf: (item: T) => string;
  restoreMutation: ToastedMutation<string>;
  destroyMutation: ToastedMutation<string>;
  /** The list's accessible name ("Resumes in Trash"). */
  listLabel: string;
  emptyText: string;
  /** What "Delete forever" takes with it, said in its confirmation. */
  destroyDescription: string;
  /** How tall the list may grow before it scrolls. */
  listClassName?: string;
}

/**
 * One kind's part of Trash (resumes, cover letters): each item to restore or delete for good (after a confirmation),
 * the same for every kind (docs/product.md, Trash).
 */
export function TrashList<T extends TrashEntry>({
  trash,
  titleOf,
  restoreMutation,
  destroyMutation,
  listLabel,
  emptyText,
  destroyDescription,
  listClassName = 'max-h-[60vh]',
}: TrashListProps<T>) {
  const t = useT();
  const destroy = useToastedMutation(destroyMutation);
  const [confirming, setConfirming] = useState<T>();

  if (trash.isPending || trash.isError || !trash.data) return <QueryStatus query={trash} />;

  return (
    <>
      {trash.data.length === 0 ? (
        <p className="text-sm text-gray-700">{emptyText}</p>
      ) : (
        <ul aria-label={listLabel} className={cn(listClassName, 'divide-y overflow-y-auto')}>
          {trash.data.map((item) => (
            <TrashItem
              key={item._id}
              item={item}
              title={titleOf(item)}
              restoreMutation={restoreMutation}
              onDestroy={setConfirming}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('design.trash.deleteTitle', { title: confirming ? titleOf(confirming) : '' })}
        description={destroyDescription}
      >
        <Button
          variant="destructive"
          disabled={destroy.isPending}
          onClick={() => {
            if (!confirming) return;
            destroy.mutate(confirming._id, { onSettled: () => setConfirming(undefined) });
          }}
        >
          {destroy.isPending && <Spinner label={t('design.trash.deleting')} />}
          {t('design.trash.deleteForever')}
        </Button>
      </ConfirmDialog>
    </>
  );
}
