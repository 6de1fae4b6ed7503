import type { User } from '@vitae/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { hasUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

/** The avatar's letter: the first letter of the full name, else U. */
export function avatarLetter(fullName: string | undefined): string {
  return fullName?.trim().charAt(0).toUpperCase() || 'U';
}

export function Avatar({ user }: { user: User }) {
  return user.avatarUrl ? (
    <img src={user.avatarUrl} alt="" className="h-9 w-9 rounded-full object-cover" />
  ) : (
    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-violet-700 font-semibold text-white">
      {avatarLetter(user.fullName)}
    </span>
  );
}

/**
 * The avatar menu "My Account": Dashboard, Account settings and Log out (then sign-in). Loaded only once signed in.
 * Logging out while a page holds edits the server does not have yet asks first.
 */
export default function AccountMenu({ user }: { user: User }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const logOut = async () => {
    setConfirming(false);
    await logout();
    await navigate('/auth/sign-in');
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('accountMenu.open')} className="rounded-full p-0">
            <Avatar user={user} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('accountMenu.title')}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>{t('accountMenu.dashboard')}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/dashboard/account')}>
            {t('accountMenu.settings')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => (hasUnsavedChanges() ? setConfirming(true) : void logOut())}>
            {t('accountMenu.logOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('accountMenu.unsavedTitle')}
        description={t('unsavedLogout')}
        cancelLabel={t('accountMenu.stay')}
      >
        <Button variant="destructive" onClick={() => void logOut()}>
          {t('accountMenu.logOutAnyway')}
        </Button>
      </ConfirmDialog>
    </>
  );
}
