import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { Button, type ButtonProps } from './button.tsx';

/** A small icon-only button (a list item's Move up, the preview's Zoom in): its label names it and is its tooltip. */
export function IconButton({
  label,
  icon: Icon,
  className,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label' | 'title' | 'variant' | 'size'> & { label: string; icon: LucideIcon }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('h-8 w-8', className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
