import type { Session } from '@vitae/schema';
import { LogOut, Monitor } from 'lucide-react';
import { QueryStatus } from '../../../components/query-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { FormattedMessage } from 'react-intl';
import { deviceName } from '../user-agent.ts';
import { AccountSection, BusyIcon } from './account-section.tsx';

/** This device first, then the most recently seen. */
const byRecency = (a: Session, b: Session) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

/** One session: its device, when it was last seen, and "Sign out" unless it is this device's. */
function SessionItem({ session }: { session: Session }) {
  const end = useEndSession();
  const nameId = `session-${session.id}`;
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <Monitor className="h-5 w-5 shrink-0 text-gray-600" aria-hidden />
        <div className="min-w-0">
          <p id={nameId} className="font-medium text-gray-900">
            {deviceName(session.userAgent)}
            {session.current && (
              <span className="ms-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">
                {t('account.sessions.thisDevice')}
              </span>
            )}
          </p>
          <p className="text-sm text-gray-700">
            <FormattedMessage
              id="account.sessions.lastSeen"
              values={{ time: <time dateTime={session.lastSeenAt}>{relativeTime(session.lastSeenAt)}</time> }}
            />
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
        >
          <BusyIcon busy={end.isPending} />
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: each session to sign out, or all but this one at once. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const t = useT();
  return (
    <AccountSection id="sessions" title={t('account.sessions.title')} description={t('account.sessions.description')}>
      {sessions.isPending || sessions.isError ? (
        <QueryStatus query={sessions} />
      ) : (
        <>
          <ul className="divide-y">
            {[...sessions.data].sort(byRecency).map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
          {sessions.data.some((session) => !session.current) && (
            <Button
              variant="outline"
              className="mt-4"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              {endOthers.isPending ? <BusyIcon busy /> : <LogOut className="h-4 w-4" aria-hidden />}
              {t('account.sessions.signOutOthers')}
            </Button>
          )}
        </>
      )}
    </AccountSection>
  );
}
