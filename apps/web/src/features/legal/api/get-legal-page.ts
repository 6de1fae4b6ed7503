import { legalPageSchema, type LegalPage, type LegalPageName } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/legal/:page (no bearer): the page's title and Markdown, as the operator wrote it. */
export const getLegalPage = async (page: LegalPageName): Promise<LegalPage> =>
  legalPageSchema.parse(await api.get<unknown>(`/v1/legal/${page}`, { auth: false }));

export function useLegalPage(page: LegalPageName) {
  return useQuery({ queryKey: ['legal', page], queryFn: () => getLegalPage(page) });
}
