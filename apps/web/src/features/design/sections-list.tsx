import { LIMITS, listMessages, type Design, type DesignOptions } from '@vitae/schema';
import { useEffect, useRef, useState } from 'react';
import { Input, Label } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/utils.ts';
import {
  rowTitle as englishRowTitle,
  sectionRows,
  UNTITLED_SECTION,
  type SectionRow,
} from '../../lib/resumes/design-settings.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { t as translate } from '../../lib/i18n/language.ts';
import { useEditorContext } from '../../lib/resumes/editor-context.tsx';
import { itemDragHandlers, ListItemActions, type ItemAction } from '../../components/list-item-actions.tsx';
import { useDesign } from './use-design.ts';
import { moved } from '../../lib/list-order.ts';

/**
 * The heading the resume shows for a row; a section of the user's own without a title is named in the interface's
 * language (the other headings are the resume's own, in the resume's language).
 */
const rowTitle = (row: SectionRow): string =>
  row.custom && !row.ownTitle.trim() && row.defaultTitle === UNTITLED_SECTION
    ? translate('design.untitledSection')
    : englishRowTitle(row);

/** What a dragged section row carries: its index, so a drop elsewhere does nothing. */
const SECTION_DRAG_TYPE = 'application/x-vitae-section';
const ROW_ACTIONS: readonly ItemAction[] = ['drag', 'up', 'down'];

function SectionRowItem({
  row,
  index,
  count,
  onMove,
  onShow,
  onRename,
  onDropped,
}: {
  row: SectionRow;
  index: number;
  count: number;
  onMove: (to: number, via: ItemAction) => void;
  onShow: (shown: boolean) => void;
  onRename: (title: string) => void;
  onDropped: (from: number) => void;
}) {
  const t = useT();
  const title = rowTitle(row);
  const defaultTitle =
    row.custom && row.defaultTitle === UNTITLED_SECTION ? t('design.untitledSection') : row.defaultTitle;
  const id = `section-${row.key}`;
  return (
    <li
      data-section-key={row.key}
      aria-labelledby={`${id}-heading`}
      className={cn('grid gap-2 rounded-md border p-3', row.hidden && 'bg-gray-50')}
      {...itemDragHandlers(SECTION_DRAG_TYPE, index, onDropped)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p
            id={`${id}-heading`}
            className={cn('truncate font-semibold text-gray-900', row.hidden && 'text-gray-700 line-through')}
          >
            {title}
          </p>
          {row.custom && <p className="text-xs text-gray-700">{t('design.ownSection')}</p>}
        </div>
        <div className="flex items-center gap-3">
          <ListItemActions actions={ROW_ACTIONS} index={index} count={count} itemName={title} onMove={onMove} />
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-shown`}
              data-action="show"
              checked={!row.hidden}
              onCheckedChange={onShow}
              aria-label={t('design.showSection', { title })}
            />
            <span aria-hidden className="min-w-12 text-sm text-gray-700">
              {row.hidden ? t('design.hidden') : t('design.shown')}
            </span>
          </div>
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`} className="text-xs">
          {t('design.renameSection', { title: defaultTitle })}
        </Label>
        <Input
          id={`${id}-title`}
          className="h-9"
          value={row.ownTitle}
          placeholder={defaultTitle}
          maxLength={LIMITS.sectionTitle}
          onChange={(event) => onRename(event.target.value)}
        />
      </div>
    </li>
  );
}

/**
 * Every section of the resume in the order it is drawn, each with a drag handle, Move up / Move down, a switch to show
 * or hide it and a field for its own heading. A move writes the whole order to design.sectionOrder, a switch
 * design.hiddenSections, a heading design.sectionTitles (empty: the default heading).
 */
export function SectionsList({ options }: { options: DesignOptions }) {
  const t = useT();
  const { resume } = useEditorContext();
  const { setDesign } = useDesign();
  const rows = sectionRows(resume, options);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ key: string; action: ItemAction } | undefined>(undefined);

  // After a move, focus stays on the control that moved the row (or its handle, at either end).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-section-key="${target.key}"]`);
    for (const selector of [`[data-action="${target.action}"]`, '[data-action="drag"]']) {
      const control = row?.querySelector<HTMLElement>(`${selector}:not([disabled])`);
      if (control) return control.focus();
    }
  });

  const move = (from: number, to: number, via: ItemAction) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length || from === to) return;
    setDesign({ sectionOrder: moved(rows, from, to).map((each) => each.key) as Design['sectionOrder'] });
    pendingFocus.current = { key: row.key, action: via };
    setAnnouncement(listMessages.moved(rowTitle(row), to + 1, rows.length));
  };

  const show = (row: SectionRow, shown: boolean) => {
    const hidden = rows.filter((each) => (each.key === row.key ? !shown : each.hidden)).map((each) => each.key);
    setDesign({ hiddenSections: hidden as Design['hiddenSections'] });
    setAnnouncement(
      shown
        ? t('design.sectionShownNote', { title: rowTitle(row) })
        : t('design.sectionHiddenNote', { title: rowTitle(row) }),
    );
  };

  const rename = (row: SectionRow, title: string) => {
    const titles = Object.fromEntries(
      rows
        .map((each) => [each.key, each.key === row.key ? title : each.ownTitle] as const)
        .filter(([, value]) => value.trim() !== ''),
    );
    setDesign({ sectionTitles: titles as Design['sectionTitles'] });
  };

  return (
    <section aria-labelledby="sections-heading" className="grid gap-3">
      <div>
        <h3 id="sections-heading" className="font-semibold text-gray-900">
          {t('design.orderHeading')}
        </h3>
        <p className="text-sm text-gray-700">{t('design.orderHint')}</p>
        <p className="text-sm text-gray-700">{t('design.twoColumnHint')}</p>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ol ref={listRef} aria-labelledby="sections-heading" className="grid gap-2">
        {rows.map((row, index) => (
          <SectionRowItem
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            onMove={(to, via) => move(index, to, via)}
            onShow={(shown) => show(row, shown)}
            onRename={(title) => rename(row, title)}
            onDropped={(from) => move(from, index, 'drag')}
          />
        ))}
      </ol>
    </section>
  );
}
