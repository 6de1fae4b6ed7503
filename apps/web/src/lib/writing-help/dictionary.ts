import { byDictionaryOrder, dictionarySchema, type DictionaryWordBody } from '@vitae/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../api-client.ts';
import { toast } from '../toast.ts';

/** The user's grammar dictionary: words the grammar check never flags for them, sorted case-insensitively. */
export const dictionaryQueryKey = ['dictionary'] as const;

const wordsOf = async (answer: Promise<unknown>): Promise<string[]> => dictionarySchema.parse(await answer).words;

/** GET /ai/dictionary. */
export const getDictionary = () => wordsOf(api.get<unknown>('/v1/ai/dictionary'));

/** POST /ai/dictionary: adds the word (one it already has, in any case, changes nothing); answers the list after. */
export const addDictionaryWord = ({ word }: DictionaryWordBody) =>
  wordsOf(api.post<unknown>('/v1/ai/dictionary', { word }));

/** DELETE /ai/dictionary/:word: removes the word in whatever case it was added; answers the list after. */
export const removeDictionaryWord = ({ word }: DictionaryWordBody) =>
  wordsOf(api.delete<unknown>(`/v1/ai/dictionary/${encodeURIComponent(word)}`));

export function useDictionary() {
  return useQuery({ queryKey: dictionaryQueryKey, queryFn: getDictionary });
}

const sameWord = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A change of the dictionary shown at once (`expect` makes the list it should become), the server's list once it
 * answers; a failure puts the list back and says why in a toast.
 */
function useDictionaryChange(
  send: (body: DictionaryWordBody) => Promise<string[]>,
  expect: (words: string[], word: string) => string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async ({ word }: DictionaryWordBody) => {
      await queryClient.cancelQueries({ queryKey: dictionaryQueryKey });
      const previous = queryClient.getQueryData<string[]>(dictionaryQueryKey);
      if (previous) queryClient.setQueryData(dictionaryQueryKey, expect(previous, word.trim()));
      return { previous };
    },
    onError: (error, _word, context) => {
      if (context?.previous) queryClient.setQueryData(dictionaryQueryKey, context.previous);
      toast.error(userMessage(error));
    },
    onSuccess: (words) => {
      queryClient.setQueryData(dictionaryQueryKey, words);
    },
  });
}

/** "Add to dictionary": the word joins the list at once. */
export function useAddDictionaryWord() {
  return useDictionaryChange(addDictionaryWord, (words, word) =>
    words.some((listed) => sameWord(listed, word)) ? words : [...words, word].sort(byDictionaryOrder),
  );
}

/** Removes a word from the dictionary: it leaves the list at once. */
export function useRemoveDictionaryWord() {
  return useDictionaryChange(removeDictionaryWord, (words, word) => words.filter((listed) => !sameWord(listed, word)));
}
