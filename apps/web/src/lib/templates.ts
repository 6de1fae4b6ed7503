import type { Template } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /api/v1/admin/get-all-template: public, no auth header. */
export const getTemplates = () => api.get<Template[]>('/v1/admin/get-all-template', { auth: false });

export const templatesQueryKey = ['templates'] as const;

export function useTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: getTemplates, staleTime: 60_000 });
}

/** A template's preview image is /templates/{folderName or name}.png. */
export function templateImage(template: Pick<Template, 'folderName' | 'name'>): string {
  return `/templates/${template.folderName || template.name}.png`;
}

export const PLACEHOLDER_IMAGE = '/templates/placeholder.png';
