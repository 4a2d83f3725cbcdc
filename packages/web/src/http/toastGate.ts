/** Toasts (spec section 8): each lasts 2000 ms; the same text within 500 ms shows once. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_DEBOUNCE_MS = 500;

export type NoticeKind = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  kind: NoticeKind;
  text: string;
  durationMs: number;
}

export type Notify = (notice: Notice) => void;

/**
 * Wraps a toast sink so that a text already shown less than `windowMs` ago is dropped. Texts are
 * compared as shown, so two different messages in quick succession both appear.
 */
export function createToastGate(show: Notify, windowMs: number = TOAST_DEBOUNCE_MS): Notify {
  const lastShown = new Map<string, number>();
  return (notice) => {
    const now = Date.now();
    const previous = lastShown.get(notice.text);
    if (previous !== undefined && now - previous < windowMs) return;
    lastShown.set(notice.text, now);
    // Forget old entries so that the map stays small in a long session.
    for (const [text, at] of lastShown) if (now - at >= windowMs) lastShown.delete(text);
    show(notice);
  };
}
