import { MESSAGES } from '@vitae/schema';
import { ApiError, userMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorPage } from './error-page.tsx';

/**
 * A resume that could not be loaded: "Resume not found" with the way back when there is no such resume (or it is
 * not this user's); anything else may pass, so the failure's words and a Retry as well.
 */
export function ResumeLoadError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const t = useT();
  const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
  return missing ? (
    <ErrorPage title={MESSAGES.resumeNotFound} message={MESSAGES.resumeNotFoundHint} />
  ) : (
    <ErrorPage title={MESSAGES.resumeLoadFailed} message={userMessage(query.error)}>
      <Button variant="outline" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </ErrorPage>
  );
}
