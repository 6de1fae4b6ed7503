import type { Application } from '@vitae/schema';
import { CalendarArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useDownloadCalendar } from '../api/download-calendar.ts';
import { useApplications } from '../api/get-applications.ts';
import { dayKey, formatDay, formatTime } from '../dates.ts';

/** The applications with a dated next step, soonest first, grouped by the day (in this browser's time). */
export function agendaDays(applications: Application[]) {
  const dated = applications
    .filter((application) => application.nextStep)
    .sort((a, b) => new Date(a.nextStep!.at).getTime() - new Date(b.nextStep!.at).getTime());
  const days = new Map<string, Application[]>();
  for (const application of dated) {
    const key = dayKey(application.nextStep!.at);
    days.set(key, [...(days.get(key) ?? []), application]);
  }
  return [...days.entries()].map(([key, entries]) => ({ key, label: formatDay(entries[0]!.nextStep!.at), entries }));
}

/** The calendar: an agenda of next steps grouped by day; each can be downloaded as an .ics for a calendar app. */
export function ApplicationsCalendar() {
  const t = useT();
  const query = useApplications();
  const download = useDownloadCalendar();
  if (query.isLoading) return <p className="text-gray-700">{t('app.loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {userMessage(query.error)}
      </p>
    );
  const days = agendaDays(query.data ?? []);
  if (days.length === 0) {
    return <p className="text-gray-700">{t('applications.calendar.empty')}</p>;
  }
  return (
    <div className="grid gap-4">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`} className="rounded-lg border bg-white p-3">
          <h3 id={`day-${day.key}`} className="font-semibold text-gray-900">
            <time dateTime={day.key}>{day.label}</time>
          </h3>
          <ul className="mt-2 grid gap-2">
            {day.entries.map((application) => (
              <li key={application._id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <time dateTime={application.nextStep!.at} className="font-medium">
                    {formatTime(application.nextStep!.at)}
                  </time>{' '}
                  {application.nextStep!.title} ·{' '}
                  <Link
                    to={`/applications/${application._id}`}
                    className="text-violet-800 underline-offset-4 hover:underline"
                  >
                    {application.company} – {application.role}
                  </Link>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('applications.calendar.downloadLabel', {
                    title: application.nextStep!.title,
                    company: application.company,
                  })}
                  disabled={download.isPending}
                  onClick={() => download.mutate(application._id)}
                >
                  <CalendarArrowDown className="h-4 w-4" aria-hidden />
                  {t('applications.calendar.download')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
