import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_OPTIONS, toast } from './toast.ts';

function renderToaster() {
  return render(<Toaster duration={TOAST_OPTIONS.duration} visibleToasts={TOAST_OPTIONS.visibleToasts} />);
}

describe('toasts (they do not pile up)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the same toast twice as one, the second replacing the first', async () => {
    renderToaster();
    act(() => {
      toast.error('Server error. Please try again.');
      toast.error('Server error. Please try again.');
      toast.success('Saved!');
      toast.success('Saved!');
      toast.success('Saved!');
    });
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getAllByText('Server error. Please try again.')).toHaveLength(1);
    expect(screen.getAllByText('Saved!')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets one action replace its own toast with an explicit id', async () => {
    renderToaster();
    act(() => {
      toast.error('Failed to save.', { id: 'save' });
    });
    expect(await screen.findByText('Failed to save.')).toBeInTheDocument();
    act(() => {
      toast.success('Saved.', { id: 'save' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a toast again after it was dismissed', async () => {
    renderToaster();
    act(() => {
      toast.error('Once.');
    });
    expect(await screen.findByText('Once.')).toBeInTheDocument();
    act(() => {
      toast.dismiss();
    });
    await vi.waitFor(() => expect(screen.queryByText('Once.')).not.toBeInTheDocument());
    act(() => {
      toast.error('Once.');
    });
    expect(await screen.findByText('Once.')).toBeInTheDocument();
  });

  it('starts the time of a repeated toast again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToaster();
    act(() => {
      toast.error('Again.');
    });
    expect(await screen.findByText('Again.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(TOAST_OPTIONS.duration - 500));
    act(() => {
      toast.error('Again.');
    });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getAllByText('Again.')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getAllByText('Again.')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(TOAST_OPTIONS.duration + 1000));
    expect(screen.queryByText('Again.')).not.toBeInTheDocument();
  });
});
