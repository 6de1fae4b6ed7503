import { MESSAGES } from '@vitae/schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../toast.ts';
import { useAddDictionaryWord, useDictionary, useRemoveDictionaryWord } from './dictionary.ts';

/** The dictionary's server: GET answers `words`; a POST or DELETE waits until the test answers it. */
function fakeDictionary(words: string[]) {
  const pending: { method: string; url: string; body: unknown; answer(status: number, data: unknown): void }[] = [];
  const envelope = (status: number, data: unknown, message = 'OK') =>
    new Response(JSON.stringify({ statusCode: status, data, message, success: status < 400 }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (method === 'GET') return envelope(200, { words });
      return new Promise<Response>((resolve) => {
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        pending.push({
          method,
          url,
          body,
          answer: (status, data) =>
            resolve(status < 400 ? envelope(status, data) : envelope(status, null, String(data))),
        });
      });
    }),
  );
  return pending;
}

function hooks() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ list: useDictionary(), add: useAddDictionaryWord(), remove: useRemoveDictionaryWord() }), {
    wrapper,
  }).result;
}

describe('the dictionary hooks', () => {
  it('show an added word at once, in case-insensitive order, then the server’s list', async () => {
    const pending = fakeDictionary(['bluebeam', 'NetSuite']);
    const result = hooks();
    await waitFor(() => expect(result.current.list.data).toEqual(['bluebeam', 'NetSuite']));

    act(() => result.current.add.mutate({ word: ' Kiewit ' }));
    await waitFor(() => expect(result.current.list.data).toEqual(['bluebeam', 'Kiewit', 'NetSuite']));
    expect(result.current.add.isPending).toBe(true);
    expect(pending[0]).toMatchObject({ method: 'POST', url: '/api/v1/ai/dictionary', body: { word: ' Kiewit ' } });

    act(() => pending[0]!.answer(201, { words: ['bluebeam', 'Kiewit', 'NetSuite'] }));
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(result.current.list.data).toEqual(['bluebeam', 'Kiewit', 'NetSuite']);
  });

  it('put the list back and toast the server’s reason when adding fails', async () => {
    const pending = fakeDictionary(['NetSuite']);
    const error = vi.spyOn(toast, 'error');
    const result = hooks();
    await waitFor(() => expect(result.current.list.data).toEqual(['NetSuite']));

    act(() => result.current.add.mutate({ word: 'Procore' }));
    await waitFor(() => expect(result.current.list.data).toEqual(['NetSuite', 'Procore']));
    act(() => pending[0]!.answer(422, MESSAGES.dictionaryFull));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.list.data).toEqual(['NetSuite']);
    expect(error).toHaveBeenCalledWith(MESSAGES.dictionaryFull);
  });

  it('take a removed word out at once (in any case), and put it back if the server refuses', async () => {
    const pending = fakeDictionary(['C++', 'Kiewit', 'NetSuite']);
    const error = vi.spyOn(toast, 'error');
    const result = hooks();
    await waitFor(() => expect(result.current.list.data).toHaveLength(3));

    act(() => result.current.remove.mutate({ word: 'c++' }));
    await waitFor(() => expect(result.current.list.data).toEqual(['Kiewit', 'NetSuite']));
    expect(pending[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/ai/dictionary/c%2B%2B' });
    act(() => pending[0]!.answer(200, { words: ['Kiewit', 'NetSuite'] }));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));

    act(() => result.current.remove.mutate({ word: 'Kiewit' }));
    await waitFor(() => expect(result.current.list.data).toEqual(['NetSuite']));
    act(() => pending[1]!.answer(404, MESSAGES.dictionaryWordNotFound));
    await waitFor(() => expect(result.current.list.data).toEqual(['Kiewit', 'NetSuite']));
    expect(error).toHaveBeenCalledWith(MESSAGES.dictionaryWordNotFound);
  });
});
