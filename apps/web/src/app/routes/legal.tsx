import type { LegalPageName } from '@vitae/schema';
import { Header } from '../../components/layout/header.tsx';
import { QueryStatus } from '../../components/query-status.tsx';
import { useLegalPage } from '../../features/legal/api/get-legal-page.ts';
import { Markdown } from '../../features/legal/markdown.tsx';

/** /terms and /privacy: the operator's text, for anyone, signed in or not. */
export function LegalPage({ page }: { page: LegalPageName }) {
  const legal = useLegalPage(page);
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        {legal.isPending || legal.isError ? (
          <QueryStatus query={legal} />
        ) : (
          <article>
            <h1 className="text-3xl font-bold text-gray-900">{legal.data.title}</h1>
            <Markdown source={legal.data.markdown} />
          </article>
        )}
      </main>
    </>
  );
}
