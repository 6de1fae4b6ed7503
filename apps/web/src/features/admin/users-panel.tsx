import { MESSAGES, type User } from '@vitae/schema';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { ADMIN_USERS_PAGE_SIZE, useUsers } from './api/get-users.ts';
import { useSetUserRole } from './api/set-user-role.ts';
import { translated } from '../../lib/i18n/language.ts';
import { useI18n, useT } from '../../lib/i18n/i18n-provider.tsx';
import { FormattedMessage } from 'react-intl';

export const SEARCH_DEBOUNCE_MS = 300;

function UserRow({ user, busy, onRole }: { user: User; busy: boolean; onRole: (role: User['role']) => void }) {
  const isAdmin = user.role === 'admin';
  const t = useT();
  const { intl } = useI18n();
  return (
    <tr className="border-t border-gray-200">
      <td className="px-3 py-2 text-gray-900">{user.fullName}</td>
      <td className="px-3 py-2 break-all text-gray-900">{user.email}</td>
      <td className="px-3 py-2 text-gray-900">{isAdmin ? t('admin.roleAdmin') : t('admin.roleUser')}</td>
      <td className="px-3 py-2 whitespace-nowrap text-gray-700">
        <time dateTime={user.createdAt}>{intl.formatDate(user.createdAt, { dateStyle: 'medium' })}</time>
      </td>
      <td className="px-3 py-2">
        {isAdmin ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={t('admin.removeAdminFrom', { email: user.email })}
            onClick={() => onRole('user')}
          >
            {t('admin.removeAdmin')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onRole('admin')}>
            <FormattedMessage
              id="admin.makeAdmin"
              values={{ email: user.email, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
            />
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The Users tab: search accounts, page through them, and make them admin or user. */
export function UsersPanel() {
  const searchId = useId();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers({ search, page, pageSize: ADMIN_USERS_PAGE_SIZE });
  const setRole = useSetUserRole();
  const t = useT();

  useEffect(() => {
    const next = input.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the end (the list shrank under us): go to the last one.
  if (data && !users.isPlaceholderData && page > pageCount) setPage(pageCount);

  return (
    <div className="grid gap-4">
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor={searchId}>{t('admin.searchUsers')}</Label>
        <Input
          id={searchId}
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('admin.searchPlaceholder')}
          autoComplete="off"
        />
      </div>

      {users.isPending ? (
        <p role="status" className="flex items-center gap-2 text-gray-700">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
          {t('admin.loadingUsers')}
        </p>
      ) : users.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
          <p>
            {translated(MESSAGES.fetchUsersFailed)} {userMessage(users.error, '')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : users.data.users.length === 0 ? (
        <p role="status" className="text-gray-700">
          {t('admin.noUsersMatch')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border bg-white">
            <table className="w-full text-start text-sm" aria-busy={users.isFetching}>
              <caption className="sr-only">{t('admin.users')}</caption>
              <thead className="bg-gray-50 text-gray-800">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.colName')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.colEmail')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.colRole')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.colJoined')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.colActions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <UserRow
                    key={user._id}
                    user={user}
                    busy={setRole.isPending}
                    onRole={(role) => setRole.mutate({ id: user._id, role })}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('admin.usersPages')} className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((at) => Math.max(1, at - 1))}
            >
              {t('admin.previousPage')}
            </Button>
            <p className="text-sm text-gray-800" aria-live="polite">
              {t('admin.pageOf', { page: Math.min(page, pageCount), count: pageCount })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPage((at) => Math.min(pageCount, at + 1))}
            >
              {t('admin.nextPage')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
