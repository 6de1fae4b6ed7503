import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

export function Spinner({ className, label = 'Saving' }: { className?: string; label?: string }) {
  return <LoaderCircle role="status" aria-label={label} className={cn('h-4 w-4 animate-spin', className)} />;
}
