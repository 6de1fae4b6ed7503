import { MESSAGES } from '@vitae/schema';
import { ApiError, api } from '../../../lib/api-client.ts';

/** SPEC.md section 8: the helper throws "Failed to delete resume" with the server message, or "Error deleting resume." */
export async function deleteResume(id: string): Promise<void> {
  try {
    await api.delete<null>(`/v1/users/delete-resume/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, `${MESSAGES.resumeDeleteHelper}: ${error.message}`);
    }
    throw new Error(MESSAGES.resumeDeleteHelperFallback);
  }
}
