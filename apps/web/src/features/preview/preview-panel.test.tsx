import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Resume } from '@vitae/schema';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakePreview, filledResume, installFakeApi, type FakeCall } from '../../test/fake-api.ts';
import { toGenerateBody } from '../../lib/resumes/generate-resume.ts';
import { PreviewPanel } from './preview-panel.tsx';

const PREVIEW = '/api/v1/users/preview-resume';
const GENERATE = '/api/v1/users/generate-resume';

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

function renderPanel(resume: Resume, onRename: (title: string) => Promise<void> = async () => {}) {
  const client = new QueryClient();
  const utils = render(<PreviewPanel resume={resume} onRename={onRename} />, {
    wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
  });
  return {
    ...utils,
    rerenderWith: (next: Resume) => utils.rerender(<PreviewPanel resume={next} onRename={onRename} />),
  };
}

const twoPages = { ...filledResume, summary: 'An engineer whose resume runs to two pages.' };
const pagesOf = () => screen.getByRole('img', { name: /^Page 1 of/ }).closest('[aria-busy]') as HTMLElement;

/** A preview answer the test releases itself. */
function held() {
  let release!: (answer: { status: number; body: unknown }) => void;
  const promise = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  return { promise, release };
}

describe('the preview panel', () => {
  it('is the region "Resume preview" and shows the real pages of the first render', async () => {
    const fake = installFakeApi();
    renderPanel(twoPages);
    const region = screen.getByRole('region', { name: 'Resume preview' });
    expect(within(region).getByText('Generating latest preview...')).toBeInTheDocument();

    const first = await within(region).findByRole('img', { name: 'Page 1 of 2' });
    const second = within(region).getByRole('img', { name: 'Page 2 of 2' });
    expect(within(region).getByText('2 pages')).toBeInTheDocument();
    expect(within(region).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(region).getByText('Page 2 of 2')).toBeInTheDocument();
    // Each frame draws its own page of the stacked SVG, inline: its place in the stack, and that page's drawing only.
    const [firstSvg, secondSvg] = [first.querySelector('svg')!, second.querySelector('svg')!];
    expect(firstSvg.getAttribute('viewBox')).toBe('0 0 595 842');
    expect(secondSvg.getAttribute('viewBox')).toBe('0 842 595 842');
    expect([...firstSvg.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'))).toEqual(['#fff', '#111']);
    expect([...secondSvg.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'))).toEqual(['#fff', '#222']);
    expect(firstSvg).toHaveAttribute('aria-hidden', 'true');
    expect(first.style.aspectRatio).toBe('595 / 842');
    expect(fake.callsTo('POST', PREVIEW)).toHaveLength(1);
    expect(fake.callsTo('POST', PREVIEW)[0]!.body).toEqual(toGenerateBody(twoPages));
  });

  it('shows a render holding more than drawing as an image, never inline', async () => {
    const fake = installFakeApi();
    fake.override('POST', PREVIEW, (call) => {
      const preview = fakePreview(call.body);
      const svg = preview.svg.replace('</svg>', '<script>window.ranPreviewScript = true</script></svg>');
      return { status: 200, body: { statusCode: 200, data: { ...preview, svg }, message: 'OK', success: true } };
    });
    renderPanel(filledResume);
    const page = await screen.findByRole('img', { name: 'Page 1 of 1' });
    expect(page.querySelector('svg')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(page.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  });

  it('renders once after a pause in typing, with the last draft', async () => {
    const fake = installFakeApi();
    const { rerenderWith } = renderPanel(filledResume);
    const firstRender = (await screen.findByRole('img', { name: 'Page 1 of 1' })).dataset.render;
    expect(fake.callsTo('POST', PREVIEW)).toHaveLength(1);

    let summary = filledResume.summary;
    for (const char of ' two pages') {
      summary += char;
      rerenderWith({ ...filledResume, summary });
    }
    expect(fake.callsTo('POST', PREVIEW)).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fake.callsTo('POST', PREVIEW)).toHaveLength(2);
    expect(fake.callsTo('POST', PREVIEW)[1]!.body).toMatchObject({ summary: 'An engineer. two pages' });
    const secondRender = screen.getByRole('img', { name: 'Page 1 of 2' }).dataset.render;
    expect(secondRender).toBeTruthy();
    expect(secondRender).not.toBe(firstRender);
  });

  it('asks 100 ms after the last change, not before', async () => {
    const fake = installFakeApi();
    const { rerenderWith } = renderPanel(filledResume);
    await screen.findByRole('img', { name: 'Page 1 of 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Keystrokes 60 ms apart: each one restarts the wait.
      for (const summary of ['An engineer. t', 'An engineer. tw', 'An engineer. two']) {
        rerenderWith({ ...filledResume, summary });
        await act(() => vi.advanceTimersByTimeAsync(60));
      }
      expect(fake.callsTo('POST', PREVIEW)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(39));
      expect(fake.callsTo('POST', PREVIEW)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(fake.callsTo('POST', PREVIEW)).toHaveLength(2);
      expect(fake.callsTo('POST', PREVIEW)[1]!.body).toMatchObject({ summary: 'An engineer. two' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last good pages while the next render is in flight and when it fails', async () => {
    const fake = installFakeApi();
    const { rerenderWith } = renderPanel(twoPages);
    await screen.findByRole('img', { name: 'Page 2 of 2' });
    expect(pagesOf()).toHaveAttribute('aria-busy', 'false');

    const answer = held();
    const seen: FakeCall[] = [];
    fake.override('POST', PREVIEW, (call) => {
      seen.push(call);
      return answer.promise;
    });
    rerenderWith({ ...twoPages, summary: `${twoPages.summary} And more.` });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(pagesOf()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating preview…')).toBeInTheDocument();
    // The pages dim only once the render has taken a while (a short one would make them flicker).
    const page = () => screen.getByRole('img', { name: 'Page 1 of 2' });
    expect(page()).not.toHaveClass('opacity-60');
    await waitFor(() => expect(page()).toHaveClass('opacity-60'));

    const tooLong = 'The resume is longer than 12 pages: shorten Professional Experience.';
    await act(async () => answer.release(failure(422, tooLong)));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooLong);
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(pagesOf()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).not.toHaveClass('opacity-60');
    expect(screen.queryByText('Updating preview…')).not.toBeInTheDocument();
    // A 4xx says something about the draft: it is not asked again.
    expect(seen).toHaveLength(1);
  });

  it("shows the server's words for a draft it refuses (400), such as a date rule", async () => {
    const fake = installFakeApi();
    fake.fail('POST', PREVIEW, 400, MESSAGES.endBeforeStart);
    renderPanel(filledResume);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.endBeforeStart);
  });

  it('says "Failed to generate preview." for other failures, and "No Preview Available" with nothing rendered', async () => {
    const fake = installFakeApi();
    fake.fail('POST', PREVIEW, 500, 'Internal details');
    renderPanel(filledResume);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.previewFailed);
    expect(screen.getByText('No Preview Available')).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders the same draft again on "Latest Preview"', async () => {
    const fake = installFakeApi();
    renderPanel(filledResume);
    await screen.findByRole('img', { name: 'Page 1 of 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Latest Preview' }));
    await waitFor(() => expect(fake.callsTo('POST', PREVIEW)).toHaveLength(2));
    expect(fake.callsTo('POST', PREVIEW)[1]!.body).toEqual(toGenerateBody(filledResume));
  });

  it('downloads the PDF of the draft it shows', async () => {
    const fake = installFakeApi();
    const opened: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.href, download: this.download });
    });
    const { rerenderWith } = renderPanel(filledResume);
    const draft = { ...filledResume, summary: 'Edited, two pages' };
    rerenderWith(draft);
    await screen.findByRole('img', { name: 'Page 2 of 2' });

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(fake.callsTo('POST', GENERATE)).toHaveLength(1);
    expect(fake.callsTo('POST', GENERATE)[0]!.body).toEqual(fake.callsTo('POST', PREVIEW).at(-1)!.body);
    expect(opened[0]!.href).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/pdf\/abc\?sig=1&t=\d+$/);
    expect(opened[0]!.download).toBe('resume.pdf');
  });

  it('toasts the server message when the download is refused', async () => {
    const fake = installFakeApi();
    fake.fail('POST', GENERATE, 429, 'Too many PDFs: try again in a minute.');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel(filledResume);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Too many PDFs: try again in a minute.')).toBeInTheDocument();
  });

  it('zooms with buttons, and fits to the width again', async () => {
    installFakeApi();
    renderPanel(twoPages);
    await screen.findByRole('img', { name: 'Page 1 of 2' });
    expect(pagesOf().style.width).toBe('100%');

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(pagesOf().style.width).toBe('125%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(pagesOf().style.width).toBe('150%');
    await userEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(pagesOf().style.width).toBe('100%');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(pagesOf().style.width).toBe('75%');

    // Keyboard: the controls are ordinary buttons in the tab order.
    screen.getByRole('button', { name: 'Fit to width' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(pagesOf().style.width).toBe('100%');
  });

  it('renames through onRename, with the product’s toasts', async () => {
    installFakeApi();
    const onRename = vi.fn(async () => {});
    renderPanel(filledResume, onRename);
    await userEvent.click(screen.getByRole('button', { name: `Edit resume title: ${filledResume.resumeTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resume Title' });
    const input = within(dialog).getByLabelText('Resume title');
    await userEvent.clear(input);
    await userEvent.type(input, '  Staff Engineer  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.resumeTitleUpdated)).toBeInTheDocument();
    expect(onRename).toHaveBeenCalledWith('Staff Engineer');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    onRename.mockRejectedValueOnce(new Error('refused'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: `Edit resume title: ${filledResume.resumeTitle}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.titleUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Resume Title' })).toBeInTheDocument();
  });

  it('shows "Loading resume data..." before the resume is there', () => {
    installFakeApi();
    const client = new QueryClient();
    render(
      <Providers client={client}>
        <PreviewPanel resume={undefined} onRename={async () => {}} />
      </Providers>,
    );
    expect(screen.getByRole('region', { name: 'Resume preview' })).toHaveTextContent('Loading resume data...');
  });
});
