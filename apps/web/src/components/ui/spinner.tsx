import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <LoaderCircle
      role="status"
      aria-label={label ?? t('editor.spinner.saving')}
      className={cn('h-4 w-4 animate-spin', className)}
    />
  );
}
