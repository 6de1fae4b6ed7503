/**
 * The HTTP client of bench/pdf-render.ts's round trip, in a process of its own as a browser is: the bench's own
 * process also holds react-pdf, a Chromium connection and a worker pool, whose heaps and events slowed its requests
 * by ~1 ms. It asks for what a user's browser asks for: POST generate-resume with fresh content, then GET of the
 * signed link. Driven over IPC: `{ count, warmUp }` answers `{ samples }` (ms), `{ afterIdleMs, count }` waits that
 * long before each timed round trip.
 */
import { sampleResume } from '@vitae/pdf/sample-resume';

const base = process.env.ROUND_TRIP_BASE!;
const token = process.env.ROUND_TRIP_TOKEN!;
const templateId = process.env.ROUND_TRIP_TEMPLATE_ID!;
const send = process.send!.bind(process);

let iteration = 0;
async function roundTrip() {
  iteration += 1;
  const response = await fetch(`${base}/api/v1/users/generate-resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...sampleResume,
      fullName: `${sampleResume.fullName} ${process.pid} ${iteration}`,
      templateId,
    }),
  });
  if (!response.ok) throw new Error(`generate-resume: HTTP ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { resumeUrl: string } };
  const pdf = await fetch(`${base}${data.resumeUrl}`);
  const bytes = await pdf.arrayBuffer();
  if (!pdf.ok || bytes.byteLength < 1000) throw new Error(`PDF link: HTTP ${pdf.status}`);
}

async function timed(): Promise<number> {
  const started = performance.now();
  await roundTrip();
  return performance.now() - started;
}

process.on('message', async (message: { count: number; warmUp?: number; afterIdleMs?: number }) => {
  try {
    for (let i = 0; i < (message.warmUp ?? 0); i += 1) await roundTrip();
    const samples: number[] = [];
    for (let i = 0; i < message.count; i += 1) {
      if (message.afterIdleMs) await new Promise((resolve) => setTimeout(resolve, message.afterIdleMs));
      samples.push(await timed());
    }
    send({ samples });
  } catch (error) {
    send({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
