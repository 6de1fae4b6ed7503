import { MoreVertical, type LucideIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';

export interface CardAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
  /** A destructive action ("Delete") is drawn in red. */
  destructive?: boolean;
}

/**
 * A dashboard card's "Actions for <title>" menu (a resume's, a cover letter's): one item per action, in order. The
 * labels come in the interface's language; `data-card-actions` finds the button whatever the language.
 */
export function CardActionsMenu({ title, actions }: { title: string; actions: readonly CardAction[] }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('cardActions.label', { title })} data-card-actions>
          <MoreVertical className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ label, icon: Icon, onSelect, disabled, destructive }) => (
          <DropdownMenuItem
            key={label}
            onSelect={onSelect}
            disabled={disabled}
            className={destructive ? 'text-red-700' : undefined}
          >
            <Icon className="h-4 w-4" aria-hidden /> {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
