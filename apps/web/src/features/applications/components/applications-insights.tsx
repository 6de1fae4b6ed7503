import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, CLOSED_REASON_LABELS, CLOSED_REASONS } from '@vitae/schema';
import { userMessage } from '../../../lib/api-client.ts';
import { useInsights } from '../api/get-insights.ts';

const days = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10} ${value === 1 ? 'day' : 'days'}`;

/** Insights as tables (a screen reader reads them as they are): counts, response rate, time in stage, reasons. */
export function ApplicationsInsights() {
  const query = useInsights();
  if (query.isLoading) return <p className="text-gray-700">Loading...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {userMessage(query.error)}
      </p>
    );
  const insights = query.data;
  if (!insights || insights.total === 0) return <p className="text-gray-700">No applications yet: nothing to count.</p>;
  const rate =
    insights.responseRate === null
      ? 'No application has reached Applied yet.'
      : `${Math.round(insights.responseRate * 100)}%`;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border bg-white p-3">
          <dt className="text-sm text-gray-700">Applications</dt>
          <dd className="text-2xl font-semibold text-gray-900">{insights.total}</dd>
        </div>
        <div className="rounded-lg border bg-white p-3">
          <dt className="text-sm text-gray-700">Response rate (applied that reached Screening or later)</dt>
          <dd className="text-2xl font-semibold text-gray-900">{rate}</dd>
        </div>
      </dl>
      <table className="w-full rounded-lg border bg-white text-start text-sm">
        <caption className="p-2 text-start font-semibold text-gray-900">By stage</caption>
        <thead className="border-b bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              Stage
            </th>
            <th scope="col" className="px-3 py-2">
              Applications
            </th>
            <th scope="col" className="px-3 py-2">
              Median time in stage
            </th>
          </tr>
        </thead>
        <tbody>
          {APPLICATION_STAGES.map((stage) => {
            const count = insights.byStage[stage] ?? 0;
            return (
              <tr key={stage} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {APPLICATION_STAGE_LABELS[stage]}
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
        <caption className="p-2 text-start font-semibold text-gray-900">Closed, by reason</caption>
        <thead className="border-b bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              Reason
            </th>
            <th scope="col" className="px-3 py-2">
              Applications
            </th>
          </tr>
        </thead>
        <tbody>
          {CLOSED_REASONS.map((reason) => (
            <tr key={reason} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                {CLOSED_REASON_LABELS[reason]}
              </th>
              <td className="px-3 py-2">{insights.closedByReason[reason] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
