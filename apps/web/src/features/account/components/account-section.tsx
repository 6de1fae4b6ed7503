import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';

/** One section of the account page: a region named by its heading. */
export function AccountSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${props.id}-heading`}
      className={cn('rounded-lg border bg-white p-4 shadow-sm sm:p-6', props.className)}
    >
      <h2 id={`${props.id}-heading`} className="text-lg font-semibold text-gray-900">
        {props.title}
      </h2>
      {props.description && <p className="mt-1 text-sm text-gray-700">{props.description}</p>}
      <div className="mt-4">{props.children}</div>
    </section>
  );
}

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled input with an optional hint and its validation message, both tied to it for screen readers. */
export function Field({ id, label, hint, error, ...input }: FieldProps) {
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

/** A button's busy spinner: the button's text says what is happening, so the icon is hidden from screen readers. */
export function BusyIcon({ busy }: { busy: boolean }) {
  return busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden /> : null;
}

/** The account's current password, asked for to confirm a change (a new password or email, Google, deleting). */
export function CurrentPasswordField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'required'>) {
  return <Field type="password" autoComplete="current-password" required {...props} />;
}

/** A section form's submit button: disabled, with a spinner, while `busy` (its text then says what is happening). */
export function SubmitButton({ busy, children, ...props }: Omit<ButtonProps, 'type' | 'disabled'> & { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      <BusyIcon busy={busy} />
      {children}
    </Button>
  );
}
