import { App } from 'antd';
import { TOAST_DURATION_MS } from '../http/toastGate.js';

/** Toasts from components, lasting as long as the HTTP client's (2000 ms). */
export function useNotice() {
  const { message } = App.useApp();
  const seconds = TOAST_DURATION_MS / 1000;
  return {
    success: (text: string) => void message.success(text, seconds),
    error: (text: string) => void message.error(text, seconds),
    info: (text: string) => void message.info(text, seconds),
    warning: (text: string) => void message.warning(text, seconds),
  };
}
