import { publicConfigSchema, type PublicConfig } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const getPublicConfig = async (): Promise<PublicConfig> =>
  publicConfigSchema.parse(await api.get<unknown>('/v1/config', { auth: false }));

export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity, retry: false });
}
