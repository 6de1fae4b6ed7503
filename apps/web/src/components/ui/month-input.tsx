import { formatMonth, MONTH_NAMES, parseMonthInput, SHORT_MONTH_NAMES } from '@vitae/schema';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';

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
  placeholder = 'Mar 2021',
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: MonthInputProps) {
  /** The text while the user edits it; null shows the stored value. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const next = typed.trim() === '' ? '' : (parseMonthInput(typed) ?? typed);
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
        placeholder={placeholder}
        value={typed ?? formatMonth(value)}
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
          <Button variant="outline" size="icon" aria-label="Choose month" disabled={disabled} className="shrink-0">
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
    const moves: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
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
        aria-label="Choose month"
        align="end"
        sideOffset={4}
        className="z-50 w-64 rounded-md border bg-white p-3 text-gray-900 shadow-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          months.current[active]?.focus();
        }}
      >
        <div className="mb-2 flex items-center justify-between">
          <Button variant="ghost" size="icon" aria-label="Previous year" onClick={() => setYear(year - 1)}>
            <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Button>
          <span className="text-sm font-semibold" aria-live="polite">
            {year}
          </span>
          <Button variant="ghost" size="icon" aria-label="Next year" onClick={() => setYear(year + 1)}>
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Button>
        </div>
        <div role="group" aria-label={`Months of ${year}`} className="grid grid-cols-3 gap-1" onKeyDown={onGridKeyDown}>
          {MONTH_NAMES.map((month, index) => {
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
                {SHORT_MONTH_NAMES[index]}
              </button>
            );
          })}
        </div>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
