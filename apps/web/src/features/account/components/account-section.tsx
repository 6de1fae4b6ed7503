import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
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

/** A button's busy spinner: the button's text says what is happening, so the icon is hidden from screen readers. */
export function BusyIcon({ busy }: { busy: boolean }) {
  return busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden /> : null;
}

/** The account's current password, asked for to confirm a change (a new password or email, Google, deleting). */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'autoComplete' | 'required'>) {
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
