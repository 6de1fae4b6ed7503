import type { UiLanguage, User } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, userMessage } from '../api-client.ts';
import { useSession } from '../auth.tsx';
import { toast } from '../toast.ts';
import { setLanguage, t } from './language.ts';

/** PUT /api/auth/update-account with `language` (bearer): the account's interface language. */
export const saveLanguage = (language: UiLanguage) =>
  apiRequest<User>('/auth/update-account', { method: 'PUT', body: { language } });

/**
 * Changes the interface's language at once and keeps it on this device; signed in, on the account too (so the
 * server writes to the user in it). A save the server refuses says so: the screen keeps the chosen language.
 */
export function useChooseLanguage() {
  const { user, refreshUser } = useSession();
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: async () => {
      toast.success(t('account.languageSaved'));
      await refreshUser();
    },
    onError: (error) => {
      console.error('Saving the language failed', error);
      toast.error(userMessage(error));
    },
  });
  return async (language: UiLanguage) => {
    // The screens change first: the answer's words and the toast then come in the new language.
    await setLanguage(language, { remember: true });
    if (user && user.language !== language) save.mutate(language);
  };
}
