import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A letter in Trash: deleted, kept until `purgeAt`, then gone by itself (the shape of a resume in Trash). */
export interface TrashedCoverLetter {
  _id: string;
  title: string;
  deletedAt: string;
  purgeAt: string;
}

export const coverLetterTrashQueryKey = ['cover-letter-trash'] as const;

/** GET cover-letters/trash: my deleted letters, most recently deleted first. */
export const getCoverLetterTrash = () => api.get<TrashedCoverLetter[]>('/v1/users/cover-letters/trash');

/** The letters part of Trash, read while mounted (the dialog is open). */
export function useCoverLetterTrash() {
  return useQuery({ queryKey: coverLetterTrashQueryKey, queryFn: getCoverLetterTrash });
}
