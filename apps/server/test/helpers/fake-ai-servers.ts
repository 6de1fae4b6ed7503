import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: streamed pieces, an HTTP fault, or nothing at all (hangs). */
export type FakeBehaviour = { pieces: string[] } | { status: number } | { hang: true };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAiServer {
  /** http://127.0.0.1:port */
  url: string;
  requests: RecordedRequest[];
  answer(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

type Speak = (request: RecordedRequest, response: ServerResponse, pieces: string[]) => void;

async function startFake(speak: Speak): Promise<FakeAiServer> {
  let behaviour: FakeBehaviour = { pieces: [] };
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const recorded = {
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      body: JSON.parse(raw || 'null'),
    };
    requests.push(recorded);
    if ('hang' in behaviour) {
      hanging.add(response);
      return;
    }
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: behaviour.status, message: 'fake fault', status: 'INTERNAL' } }));
      return;
    }
    speak(recorded, response, behaviour.pieces);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sse = (response: ServerResponse, events: unknown[], done?: string) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const event of events) response.write(`data: ${JSON.stringify(event)}\r\n\r\n`);
  if (done) response.write(`data: ${done}\n\n`);
  response.end();
};

const geminiChunk = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }],
  modelVersion: 'fake-gemini',
});

/** Gemini's REST API: `:streamGenerateContent?alt=sse` (SSE) and `:generateContent` (one JSON answer). */
export const startFakeGemini = () =>
  startFake((request, response, pieces) => {
    if (request.url.includes(':streamGenerateContent')) return sse(response, pieces.map(geminiChunk));
    if (request.url.includes(':generateContent')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(geminiChunk(pieces.join(''))));
      return;
    }
    response.writeHead(404).end();
  });

/** OpenAI's streaming chat completions: SSE `data:` chunks, then `data: [DONE]`. */
export const startFakeOpenAi = () =>
  startFake((request, response, pieces) => {
    if (!request.url.endsWith('/chat/completions')) return void response.writeHead(404).end();
    const chunk = (delta: object, finish: string | null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'fake-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    sse(
      response,
      [
        chunk({ role: 'assistant', content: '' }, null),
        ...pieces.map((text) => chunk({ content: text }, null)),
        chunk({}, 'stop'),
      ],
      '[DONE]',
    );
  });
