import { userMessage } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { translated } from '../lib/i18n/language.ts';
import { Button } from './ui/button.tsx';

/** What a dialog shows while its query loads, or when it failed: the server's words and "Try again". */
export function QueryStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-gray-700">
        {t('app.loading')}
      </p>
    );
  }
  if (!query.isError) return null;
  return (
    <div className="grid gap-2">
      <p role="alert" className="text-sm text-red-700">
        {translated(userMessage(query.error))}
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void query.refetch()}>
        {t('public.tryAgain')}
      </Button>
    </div>
  );
}
