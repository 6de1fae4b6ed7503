import { APPLICATION_STAGES, type Application, type ApplicationStage, type MessageId } from '@vitae/schema';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useApplications } from '../api/get-applications.ts';
import { formatDate, formatDateTime } from '../dates.ts';
import { stageLabel } from '../labels.ts';
import { stageText } from './stage-move.tsx';

type Column = 'company' | 'role' | 'stage' | 'nextStep' | 'updatedAt';
const COLUMNS = [
  { key: 'company', label: 'applications.field.company' },
  { key: 'role', label: 'applications.field.role' },
  { key: 'stage', label: 'applications.field.stage' },
  { key: 'nextStep', label: 'applications.field.nextStep' },
  { key: 'updatedAt', label: 'applications.field.updated' },
] as const satisfies readonly { key: Column; label: MessageId }[];

/** The value a column sorts by; stages in their pipeline order, a missing next step last. */
function sortValue(application: Application, column: Column): string | number {
  switch (column) {
    case 'stage':
      return APPLICATION_STAGES.indexOf(application.stage);
    case 'nextStep':
      return application.nextStep ? new Date(application.nextStep.at).getTime() : Number.POSITIVE_INFINITY;
    case 'updatedAt':
      return new Date(application.updatedAt).getTime();
    default:
      return application[column].toLocaleLowerCase();
  }
}

export function sortApplications(list: Application[], column: Column, direction: 'ascending' | 'descending') {
  const factor = direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const [x, y] = [sortValue(a, column), sortValue(b, column)];
    if (x === y) return 0;
    return (x < y ? -1 : 1) * factor;
  });
}

/** Typing in Search asks the server once the typing pauses, not at every key. */
const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The list: filter by stage and search on the server, sort by any column here; each row opens its application. */
export function ApplicationsList() {
  const t = useT();
  const id = useId();
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, SEARCH_DELAY_MS);
  const [sort, setSort] = useState<{ column: Column; direction: 'ascending' | 'descending' }>({
    column: 'updatedAt',
    direction: 'descending',
  });
  const query = useApplications({ stage: stage || undefined, search });
  const rows = sortApplications(query.data ?? [], sort.column, sort.direction);
  const filtered = Boolean(stage || search.trim());

  const sortBy = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: 'ascending' },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 gap-1.5">
          <Label htmlFor={`${id}-stage`}>{t('applications.field.stage')}</Label>
          <Select
            id={`${id}-stage`}
            value={stage}
            onChange={(event) => setStage(event.target.value as ApplicationStage | '')}
          >
            <option value="">{t('applications.list.allStages')}</option>
            {APPLICATION_STAGES.map((value) => (
              <option key={value} value={value}>
                {stageLabel(value)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor={`${id}-search`}>{t('applications.list.search')}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder={t('applications.list.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      {query.isError && (
        <p role="alert" className="text-red-700">
          {userMessage(query.error)}
        </p>
      )}
      {query.isLoading && <p className="text-gray-700">{t('app.loading')}</p>}
      {query.isSuccess && rows.length === 0 && (
        <p className="text-gray-700">{filtered ? t('applications.list.noMatch') : t('applications.empty')}</p>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              {t('applications.list.caption', {
                column: t(COLUMNS.find((c) => c.key === sort.column)!.label),
              })}
            </caption>
            <thead className="border-b bg-gray-50">
              <tr>
                {COLUMNS.map((column) => {
                  const active = sort.column === column.key;
                  const Icon = active ? (sort.direction === 'ascending' ? ArrowUp : ArrowDown) : ArrowUpDown;
                  return (
                    <th key={column.key} scope="col" aria-sort={active ? sort.direction : 'none'} className="p-0">
                      <button
                        type="button"
                        onClick={() => sortBy(column.key)}
                        className="flex w-full items-center gap-1 px-3 py-2 font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
                      >
                        {t(column.label)}
                        <Icon className="h-3.5 w-3.5" aria-hidden />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((application) => (
                <tr key={application._id} className="border-b last:border-0 hover:bg-gray-50">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link
                      to={`/applications/${application._id}`}
                      className="text-violet-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
                    >
                      {application.company}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{application.role}</td>
                  <td className="px-3 py-2">{stageText(application)}</td>
                  <td className="px-3 py-2">
                    {application.nextStep
                      ? `${application.nextStep.title} · ${formatDateTime(application.nextStep.at)}`
                      : '—'}
                  </td>
                  <td className="px-3 py-2">{formatDate(application.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
