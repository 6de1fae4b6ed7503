import type { GoogleGenAI } from '@google/genai';
import type { TextStream } from './writer.ts';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** Gemini's streamGenerateContent (SSE) through @google/genai, with one user prompt and a plain-text answer. */
export function createGeminiStream({ apiKey, model, baseUrl, timeoutMs }: GeminiSettings): TextStream {
  // The SDK (~1 MB of JavaScript) loads with the first prompt: a server that never asks Gemini never holds it.
  let client: Promise<GoogleGenAI> | undefined;
  const connect = () =>
    (client ??= import('@google/genai').then(
      // The SDK's own timeout is a backstop; ours (collectAnswer) fires first and answers 504.
      ({ GoogleGenAI }) =>
        new GoogleGenAI({ apiKey, httpOptions: { ...(baseUrl ? { baseUrl } : {}), timeout: timeoutMs + 1000 } }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return async function* geminiStream(prompt, signal) {
    const ai = await connect();
    const chunks = await ai.models.generateContentStream({
      model,
      contents: [{ role: 'user', parts: [{ text: prompt }] }],
      config: { responseMimeType: 'text/plain', abortSignal: signal },
    });
    for await (const chunk of chunks) {
      const text = chunk.text;
      if (text) yield text;
    }
  };
}
