import type OpenAI from 'openai';
import type { TextStream } from './writer.ts';

export interface OpenAiSettings {
  apiKey: string | undefined;
  model: string;
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** Streaming chat completions of any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM). */
export function createOpenAiStream({ apiKey, model, baseUrl, timeoutMs }: OpenAiSettings): TextStream {
  // The SDK loads with the first prompt: a server that never asks an OpenAI-compatible model never holds it.
  let connecting: Promise<OpenAI> | undefined;
  const connect = () =>
    (connecting ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          // Local servers (Ollama, llama.cpp) take no key, but the SDK insists on one.
          apiKey: apiKey ?? 'no-key',
          ...(baseUrl ? { baseURL: baseUrl } : {}),
          timeout: timeoutMs + 1000,
          maxRetries: 0,
        }),
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    ));
  return async function* openAiStream(prompt, signal) {
    const client = await connect();
    const chunks = await client.chat.completions.create(
      { model, messages: [{ role: 'user', content: prompt }], stream: true, response_format: { type: 'text' } },
      { signal },
    );
    for await (const chunk of chunks) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  };
}
