import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** The browser's own select, styled like Input: its keyboard, option groups and phone pickers come for free. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
