import { useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AddApplicationButton } from '../../features/applications/components/add-application-dialog.tsx';
import { ApplicationsBoard } from '../../features/applications/components/applications-board.tsx';
import { ApplicationsCalendar } from '../../features/applications/components/applications-calendar.tsx';
import { ApplicationsInsights } from '../../features/applications/components/applications-insights.tsx';
import { ApplicationsList } from '../../features/applications/components/applications-list.tsx';
import { CsvTransfer } from '../../features/applications/components/csv-transfer.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

const VIEWS = [
  { value: 'list', label: 'applications.view.list' },
  { value: 'board', label: 'applications.view.board' },
  { value: 'calendar', label: 'applications.view.calendar' },
  { value: 'insights', label: 'applications.view.insights' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** /applications: the tracker (docs/product.md, Using applications). The view chosen is in the address (?view=). */
export function ApplicationsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = VIEWS.some((entry) => entry.value === asked) ? (asked as View) : 'list';

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">{t('applications.title')}</h1>
        <div className="flex flex-wrap items-start gap-2">
          <AddApplicationButton onAdded={(application) => void navigate(`/applications/${application._id}`)} />
          <CsvTransfer />
        </div>
      </div>
      <Tabs value={view} onValueChange={(next) => setParams(next === 'list' ? {} : { view: next }, { replace: true })}>
        <TabsList aria-label={t('applications.views')}>
          {VIEWS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {t(entry.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="list" className="pt-4">
          <ApplicationsList />
        </TabsContent>
        <TabsContent value="board" className="pt-4">
          <ApplicationsBoard />
        </TabsContent>
        <TabsContent value="calendar" className="pt-4">
          <ApplicationsCalendar />
        </TabsContent>
        <TabsContent value="insights" className="pt-4">
          <ApplicationsInsights />
        </TabsContent>
      </Tabs>
    </div>
  );
}
