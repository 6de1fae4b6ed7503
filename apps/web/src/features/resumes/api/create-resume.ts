import type { CreateResumeBody, Resume } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';

export const createResume = (body: CreateResumeBody) => api.post<Resume>('/v1/users/create-user-resume', body);
