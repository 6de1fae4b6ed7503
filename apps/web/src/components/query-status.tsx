import { userMessage } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';

/** What a dialog shows while its query loads, or when it failed: the server's words and "Try again". */
export function QueryStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-gray-700">
        Loading...
      </p>
    );
  }
  if (!query.isError) return null;
  return (
    <div className="grid gap-2">
      <p role="alert" className="text-sm text-red-700">
        {userMessage(query.error)}
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}
