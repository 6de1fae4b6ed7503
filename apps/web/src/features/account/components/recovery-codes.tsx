import { ACCOUNT_MESSAGES, MESSAGES } from '@vitae/schema';
import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export const RECOVERY_CODES_FILE_NAME = 'vitae-recovery-codes.txt';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to copy or download, then "Done". The
 * Copy button takes the focus, so keyboard and screen-reader users land on the codes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(ACCOUNT_MESSAGES.recoveryCodesCopied);
    } catch (error) {
      console.error('Copying the recovery codes failed', error);
      toast.error(MESSAGES.somethingWentWrong);
    }
  };
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-gray-900">{t('account.recovery.title')}</h3>
      <p className="text-sm text-gray-700">{t('account.recovery.keep')}</p>
      <ol
        aria-label={t('account.recovery.label')}
        className="grid grid-cols-2 gap-2 rounded border bg-gray-50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" autoFocus onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('account.recovery.copy')}
        </Button>
        <Button
          variant="outline"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME)}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('account.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('common.done')}</Button>
      </div>
    </div>
  );
}
