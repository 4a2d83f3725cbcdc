import type { Notice } from '../http/toastGate.js';

/** A question with OK and Cancel (antd `modal.confirm`). */
export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk?: () => void;
  onCancel?: () => void;
}

/** What shows toasts and questions: an antd App's `message` and `modal`, once they are loaded. */
export interface FeedbackHost {
  notify(notice: Notice): void;
  confirm(request: ConfirmRequest): void;
}

type FeedbackRequest = { kind: 'notify'; notice: Notice } | { kind: 'confirm'; request: ConfirmRequest };

/**
 * Toasts and questions of the app shell (HTTP client, navigation guard). antd's App (message, modal) is not
 * part of the first load: the layouts behind the login bring one, and the root frame loads a standalone
 * one when a request finds none (a failed login on the login page). Requests wait for a host; the host
 * connected last answers.
 */
export function createFeedback() {
  const hosts: FeedbackHost[] = [];
  const waiting: FeedbackRequest[] = [];
  let wantHost: (() => void) | undefined;

  const deliver = (request: FeedbackRequest, host: FeedbackHost): void => {
    if (request.kind === 'notify') host.notify(request.notice);
    else host.confirm(request.request);
  };
  const send = (request: FeedbackRequest): void => {
    const host = hosts.at(-1);
    if (host) {
      deliver(request, host);
      return;
    }
    waiting.push(request);
    wantHost?.();
  };

  return {
    notify: (notice: Notice): void => send({ kind: 'notify', notice }),
    confirm: (request: ConfirmRequest): void => send({ kind: 'confirm', request }),
    /** Connects a host; requests that waited go to it now. Answers the disconnection. */
    connect(host: FeedbackHost): () => void {
      hosts.push(host);
      for (const request of waiting.splice(0)) deliver(request, host);
      return () => {
        const at = hosts.lastIndexOf(host);
        if (at >= 0) hosts.splice(at, 1);
      };
    },
    /** Whom to tell when a request finds no host (at once if one waits already). Answers the removal. */
    onHostWanted(callback: () => void): () => void {
      wantHost = callback;
      if (waiting.length > 0) callback();
      return () => {
        if (wantHost === callback) wantHost = undefined;
      };
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

/** The app's one feedback channel. */
export const feedback: Feedback = createFeedback();
