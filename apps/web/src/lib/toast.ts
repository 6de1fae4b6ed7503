import type { ReactNode } from 'react';
import { toast as sonner, type ExternalToast } from 'sonner';
import { translated } from './i18n/language.ts';

/** Toasts last 4000 ms, at most 3 are visible, 356 px wide. */
export const TOAST_OPTIONS = { duration: 4000, visibleToasts: 3, width: 356 } as const;

export type ToastOptions = ExternalToast;
type Show = (message: ReactNode, options?: ToastOptions) => string | number;

/** The id a toast of this message gets: the same message is the same toast. */
export const toastId = (message: string): string => `toast:${message}`;

/**
 * Gives the toast its id (the caller's, else one derived from its message) so that showing it again replaces it
 * instead of stacking a copy; sonner starts the time of a replaced toast again.
 */
function withId(message: ReactNode, options: ToastOptions = {}): ToastOptions {
  const id = options.id ?? (typeof message === 'string' ? toastId(message) : undefined);
  return id === undefined ? options : { ...options, id };
}

/** The toast keeps the English message's id (the same message, the same toast) and shows it in the interface's language. */
const show =
  (kind: Show): Show =>
  (message, options) =>
    kind(typeof message === 'string' ? translated(message) : message, withId(message, options));

/**
 * sonner's `toast`, one per message: `toast.error(MESSAGES.x)` twice shows one toast, the second replacing the
 * first. Pass `{ id }` to make different messages of one action replace each other (e.g. a save's error, then its
 * success). Import this, never sonner's own (ESLint enforces it).
 */
export const toast = Object.assign(show(sonner), {
  success: show(sonner.success),
  error: show(sonner.error),
  info: show(sonner.info),
  warning: show(sonner.warning),
  message: show(sonner.message),
  loading: show(sonner.loading),
  dismiss: (id?: string | number) => sonner.dismiss(id),
});
