import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { useI18n } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';

/**
 * Text takes the direction of its first letter (`dir="auto"`): Arabic or Hebrew typed into a field reads right to left,
 * as it does on a right-to-left resume (docs/right-to-left.md). A caller may set `dir` itself.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      dir="auto"
      className={cn(
        'flex h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      dir="auto"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-gray-800', className)} {...props} />;
}

/** An inline validation message, announced to screen readers. */
export function FieldMessage({ children, id }: { children?: string | undefined; id?: string }) {
  // A schema's message comes in English: shown in the interface's language (docs/i18n.md).
  useI18n();
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {translated(children)}
    </p>
  );
}
