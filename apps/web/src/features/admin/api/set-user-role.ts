import { MESSAGES, type Role, type User } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { adminUsersQueryKey } from './get-users.ts';
import { toast } from '../../../lib/toast.ts';

export interface SetUserRoleInput {
  id: string;
  role: Role;
}

/** PUT /api/v1/admin/users/:id/role (admin bearer); 409 when it would demote the last admin, 404 for no such user. */
export const setUserRole = ({ id, role }: SetUserRoleInput) =>
  apiRequest<User>(`/v1/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } });

/**
 * Toasts "Role updated." (the server's message for a 200) and refetches the users; a refusal toasts the server's
 * message (e.g. the last admin cannot be demoted). An admin who demotes themself gets their session refreshed.
 */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  const { user: me, refreshUser } = useSession();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: async (updated) => {
      toast.success(MESSAGES.roleUpdated);
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      if (me && updated._id === me._id) await refreshUser();
    },
    onError: (error) => {
      console.error('Changing the role failed', error);
      toast.error(userMessage(error));
    },
  });
}
