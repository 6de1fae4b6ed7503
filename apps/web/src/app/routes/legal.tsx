import { EN_CATALOGUE, type LegalPageName } from '@vitae/schema';
import { Header } from '../../components/layout/header.tsx';
import { QueryStatus } from '../../components/query-status.tsx';
import { useLegalPage } from '../../features/legal/api/get-legal-page.ts';
import { Markdown } from '../../features/legal/markdown.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The catalogue's copy of each bundled page (apps/server/legal/*.md), word for word in English. */
const BUNDLED = { terms: 'legal.terms', privacy: 'legal.privacy' } as const;

/** A page's title: its first `# ` heading (as the server finds it), else the title given. */
const titleOf = (markdown: string, fallback: string) => /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() || fallback;

/**
 * /terms and /privacy: the operator's text, for anyone, signed in or not. While the operator keeps the bundled
 * pages, they are shown in the interface's language (docs/i18n.md); an operator's own text is shown as written.
 */
export function LegalPage({ page }: { page: LegalPageName }) {
  const t = useT();
  const legal = useLegalPage(page);
  let title = legal.data?.title;
  let markdown = legal.data?.markdown;
  if (markdown !== undefined && markdown.trim() === EN_CATALOGUE[BUNDLED[page]].trim()) {
    markdown = t(BUNDLED[page]);
    title = titleOf(markdown, title ?? '');
  }
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        {legal.isPending || legal.isError ? (
          <QueryStatus query={legal} />
        ) : (
          <article>
            <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
            <Markdown source={markdown ?? ''} />
          </article>
        )}
      </main>
    </>
  );
}
