import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useExportAccount } from '../api/export-account.ts';
import { AccountSection, BusyIcon } from './account-section.tsx';

/** Download everything the account holds as vitae-export.json. */
export function DataSection() {
  const download = useExportAccount();
  return (
    <AccountSection
      id="data"
      title="Your data"
      description="Download your account and every resume as one JSON file (vitae-export.json)."
    >
      <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <BusyIcon busy /> : <Download className="h-4 w-4" aria-hidden />}
        {download.isPending ? 'Downloading...' : 'Download my data'}
      </Button>
    </AccountSection>
  );
}
