import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
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
