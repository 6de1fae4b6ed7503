import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useExportAccount } from '../api/export-account.ts';
import { AccountSection, BusyIcon } from './account-section.tsx';

/** Download everything the account holds as vitae-export.json. */
export function DataSection() {
  const download = useExportAccount();
  const t = useT();
  return (
    <AccountSection id="data" title={t('account.data.title')} description={t('account.data.description')}>
      <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <BusyIcon busy /> : <Download className="h-4 w-4" aria-hidden />}
        {t(download.isPending ? 'account.data.downloading' : 'account.data.download')}
      </Button>
    </AccountSection>
  );
}
