import { directionOf, parseMonthInput, STORED_DATE } from '@vitae/schema';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';

const MONTHS = [...Array(12).keys()];
const firstOf = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/**
 * A stored date as shown, in the interface's language through Intl (docs/i18n.md): a month "2021-03" or a full date
 * "2021-03-15" as "Mar 2021" ("März 2021", "2021年3月"); '' and any other text (free text from before dates were
 * months) exactly as written.
 */
export function shownMonth(value: string, locale: string): string {
  if (value === '' || !STORED_DATE.test(value)) return value;
  const [year, month] = value.split('-').map(Number);
  return format(locale, { month: 'short', year: 'numeric' }).format(firstOf(year!, month! - 1));
}

const loose = (text: string) => text.toLocaleLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/**
 * The month typed text names, as "YYYY-MM": what parseMonthInput reads ("2021-03", "Mar 2021", "03/2021"), or a month
 * written as the interface's language shows one ("März 2021", "2021年3月", "marzec 2021"); null for anything else.
 */
export function readMonth(text: string, locale: string): string | null {
  const parsed = parseMonthInput(text);
  if (parsed !== null) return parsed;
  const year = /\d{4}/.exec(text)?.[0];
  if (!year) return null;
  const typed = loose(text);
  const forms: Intl.DateTimeFormatOptions[] = [
    { month: 'short', year: 'numeric' },
    { month: 'long', year: 'numeric' },
  ];
  const month = MONTHS.find((index) => {
    const date = firstOf(Number(year), index);
    return forms.some((options) => loose(format(locale, options).format(date)) === typed);
  });
  return month === undefined ? null : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export interface MonthInputProps {
  id: string;
  name: string;
  /** The stored date: '' (none), a month "2021-03", a full date "2021-03-15", or free text from an older resume. */
  value: string;
  /**
   * What the field holds now: the text exactly as typed while the user types, then, when they leave the field, the
   * month as "2021-03" if the text names one ("Mar 2021", "2021-3", "03/2021"). Text that names no month is kept as
   * typed, never dropped: the form's schema (dateText) refuses it with MESSAGES.invalidMonth, "Enter a month like
   * 2021-03 or Mar 2021", which the form shows beside the field. A month chosen in the picker arrives as "2021-03".
   */
  onChange(next: string): void;
  /** Called when the text field loses focus, after its text was normalised (react-hook-form's field.onBlur). */
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Shown while empty ("Present" for a current role's end); "Mar 2021" by default. */
  placeholder?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** Months in the picker's grid: three to a row, so Up and Down move by three. */
const COLUMNS = 3;

/**
 * A month + year field: a text input showing "Mar 2021" where a month may be typed as "2021-03" or "Mar 2021", and
 * a "Choose month" button opening a picker (a year stepper and twelve months) that is used by keyboard as well:
 * arrow keys move between months, Enter or Space choose one, Escape closes and focus returns to the button.
 */
export function MonthInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  ref,
  disabled,
  placeholder,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: MonthInputProps) {
  /** The text while the user edits it; null shows the stored value. */
  const { language } = useI18n();
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const next = typed.trim() === '' ? '' : (readMonth(typed, language) ?? typed);
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex gap-2">
      <Input
        ref={ref}
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        placeholder={placeholder ?? shownMonth('2021-03', language)}
        value={typed ?? shownMonth(value, language)}
        disabled={disabled}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
      />
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger asChild>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('editor.month.choose')}
            disabled={disabled}
            className="shrink-0"
          >
            <CalendarDays className="h-4 w-4" aria-hidden />
          </Button>
        </PopoverPrimitive.Trigger>
        {open && (
          <MonthPicker
            value={value}
            onPick={(month) => {
              setTyped(null);
              setOpen(false);
              if (month !== value) onChange(month);
            }}
          />
        )}
      </PopoverPrimitive.Root>
    </div>
  );
}

/** The picker's panel; mounted on open, so it starts at the stored month's year (or this year). */
function MonthPicker({ value, onPick }: { value: string; onPick(month: string): void }) {
  const { language } = useI18n();
  const t = useT();
  const stored = parseMonthInput(value);
  const today = new Date();
  const [year, setYear] = useState(stored ? Number(stored.slice(0, 4)) : today.getFullYear());
  const [active, setActive] = useState(stored ? Number(stored.slice(5)) - 1 : today.getMonth());
  const months = useRef<(HTMLButtonElement | null)[]>([]);

  const focusMonth = (index: number) => {
    const next = (index + 12) % 12;
    setActive(next);
    months.current[next]?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Right to left, the months run from the right: ArrowLeft goes on to the next one.
    const forward = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [backward]: active - 1,
      [forward]: active + 1,
      ArrowUp: active - COLUMNS,
      ArrowDown: active + COLUMNS,
      Home: 0,
      End: 11,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusMonth(target);
  };

  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        aria-label={t('editor.month.choose')}
        align="end"
        sideOffset={4}
        className="z-50 w-64 rounded-md border bg-white p-3 text-gray-900 shadow-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          months.current[active]?.focus();
        }}
      >
        <div className="mb-2 flex items-center justify-between">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editor.month.previousYear')}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Button>
          <span className="text-sm font-semibold" aria-live="polite">
            {year}
          </span>
          <Button variant="ghost" size="icon" aria-label={t('editor.month.nextYear')} onClick={() => setYear(year + 1)}>
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Button>
        </div>
        <div
          role="group"
          aria-label={t('editor.month.monthsOf', { year: String(year) })}
          className="grid grid-cols-3 gap-1"
          onKeyDown={onGridKeyDown}
        >
          {MONTHS.map((index) => {
            const month = format(language, { month: 'long' }).format(firstOf(year, index));
            const canonical = `${year}-${String(index + 1).padStart(2, '0')}`;
            const chosen = canonical === stored;
            return (
              <button
                key={month}
                ref={(element) => {
                  months.current[index] = element;
                }}
                type="button"
                aria-label={month}
                aria-pressed={chosen}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                onClick={() => onPick(canonical)}
                className={cn(
                  'h-9 rounded-md text-sm hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600',
                  chosen && 'bg-violet-700 text-white hover:bg-violet-800',
                )}
              >
                {format(language, { month: 'short' }).format(firstOf(year, index))}
              </button>
            );
          })}
        </div>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
