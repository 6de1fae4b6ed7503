import type { User } from '@vitae/schema';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth.tsx';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

/** The first letter of the full name, else U (SPEC.md section 2). */
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

/** The avatar menu "My Account": Dashboard, Account settings and Log out (then sign-in). Loaded only once signed in. */
export default function AccountMenu({ user }: { user: User }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open account menu" className="rounded-full p-0">
          <Avatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>Dashboard</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/dashboard/account')}>Account settings</DropdownMenuItem>
        <DropdownMenuItem
          onSelect={async () => {
            await logout();
            await navigate('/auth/sign-in');
          }}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
