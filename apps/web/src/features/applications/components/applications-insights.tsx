import { APPLICATION_STAGES, CLOSED_REASONS } from '@vitae/schema';
import { userMessage } from '../../../lib/api-client.ts';
import { useI18n, useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useInsights } from '../api/get-insights.ts';
import { reasonLabel, stageLabel } from '../labels.ts';

/** Insights as tables (a screen reader reads them as they are): counts, response rate, time in stage, reasons. */
export function ApplicationsInsights() {
  const t = useT();
  const { intl } = useI18n();
  const query = useInsights();
  // A median in days, to a tenth, counted with the language's plural rules (docs/i18n.md).
  const days = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : t('applications.insights.days', { count: Math.round(value * 10) / 10 });
  if (query.isLoading) return <p className="text-gray-700">{t('app.loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {userMessage(query.error)}
      </p>
    );
  const insights = query.data;
  if (!insights || insights.total === 0) return <p className="text-gray-700">{t('applications.insights.empty')}</p>;
  const rate =
    insights.responseRate === null
      ? t('applications.insights.noneApplied')
      : intl.formatNumber(Math.round(insights.responseRate * 100) / 100, { style: 'percent' });
  return (
    <div className="grid gap-6">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border bg-white p-3">
          <dt className="text-sm text-gray-700">{t('applications.insights.applications')}</dt>
          <dd className="text-2xl font-semibold text-gray-900">{insights.total}</dd>
        </div>
        <div className="rounded-lg border bg-white p-3">
          <dt className="text-sm text-gray-700">{t('applications.insights.responseRate')}</dt>
          <dd className="text-2xl font-semibold text-gray-900">{rate}</dd>
        </div>
      </dl>
      <table className="w-full rounded-lg border bg-white text-start text-sm">
        <caption className="p-2 text-start font-semibold text-gray-900">{t('applications.insights.byStage')}</caption>
        <thead className="border-b bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('applications.field.stage')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('applications.insights.applications')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('applications.insights.medianTime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {APPLICATION_STAGES.map((stage) => {
            const count = insights.byStage[stage] ?? 0;
            return (
              <tr key={stage} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {stageLabel(stage)}
                </th>
                <td className="px-3 py-2">
                  <span className="inline-flex items-center gap-2">
                    {count}
                    {/* The bar repeats the figure beside it for the eye; the figure is what is read. */}
                    <span
                      aria-hidden
                      className="inline-block h-2 rounded bg-violet-600"
                      style={{ width: `${Math.round((count / insights.total) * 120)}px` }}
                    />
                  </span>
                </td>
                <td className="px-3 py-2">{days(insights.medianDaysInStage[stage])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="w-full rounded-lg border bg-white text-start text-sm">
        <caption className="p-2 text-start font-semibold text-gray-900">{t('applications.insights.byReason')}</caption>
        <thead className="border-b bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('applications.field.reason')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('applications.insights.applications')}
            </th>
          </tr>
        </thead>
        <tbody>
          {CLOSED_REASONS.map((reason) => (
            <tr key={reason} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                {reasonLabel(reason)}
              </th>
              <td className="px-3 py-2">{insights.closedByReason[reason] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
