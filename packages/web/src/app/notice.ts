import { TOAST_DURATION_MS } from '../http/toastGate.js';
import type { NoticeKind } from '../http/toastGate.js';
import { feedback } from './feedback.js';

const toast = (kind: NoticeKind) => (text: string) =>
  feedback.notify({ kind, text, durationMs: TOAST_DURATION_MS });

/** Toasts from components, lasting as long as the HTTP client's (2000 ms); shown wherever the app is. */
const notice = {
  success: toast('success'),
  error: toast('error'),
  info: toast('info'),
  warning: toast('warning'),
};

/** Toasts from components (through the shell's feedback channel, so also on the login pages). */
export function useNotice() {
  return notice;
}
