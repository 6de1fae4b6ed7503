import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-answers.ts';
import { filledResume, installFakeApi } from '../../test/fake-api.ts';
import { toGenerateBody } from './generate-resume.ts';
import { requestLivePreview } from './preview-resume.ts';

/** Stands for the browser's Worker: records that the engine started and what it was told. */
class RecordingWorker {
  static started: RecordingWorker[] = [];
  messages: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    RecordingWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live preview and the engine', () => {
  it('starts the engine only once the server answered the first pages (they come first)', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    vi.stubGlobal('WebAssembly', {});
    const fake = installFakeApi({ resumes: [filledResume] });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fake.override('POST', '/api/v1/users/preview-resume', async () => {
      await answered;
      return ok({ pages: 1, pageWidth: 595, pageHeight: 842, svg: '<svg/>', hash: 'h' });
    });

    const first = requestLivePreview(toGenerateBody(filledResume));
    await vi.waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/preview-resume')).toHaveLength(1));
    expect(RecordingWorker.started).toHaveLength(0);
    answer();
    expect((await first).svg).toBe('<svg/>');
    expect(RecordingWorker.started).toHaveLength(1);
    expect(RecordingWorker.started[0]!.messages).toEqual([{ type: 'start' }]);

    // Until the worker says it is ready, the server keeps drawing; the engine is not started twice.
    await requestLivePreview(toGenerateBody(filledResume));
    expect(fake.callsTo('POST', '/api/v1/users/preview-resume')).toHaveLength(2);
    expect(RecordingWorker.started).toHaveLength(1);
  });
});
