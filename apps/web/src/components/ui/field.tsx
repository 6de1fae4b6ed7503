import type { ComponentProps } from 'react';
import { FieldMessage, Input, Label } from './input.tsx';

/** A labelled input with an optional hint and its validation message, both tied to it for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; hint?: string | undefined; error?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
    </div>
  );
}
