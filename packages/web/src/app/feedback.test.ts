import { describe, expect, it, vi } from 'vitest';
import { createFeedback } from './feedback.js';
import type { ConfirmRequest, FeedbackHost } from './feedback.js';
import type { Notice } from '../http/toastGate.js';

const notice = (text: string): Notice => ({ kind: 'error', text, durationMs: 2000 });
const question: ConfirmRequest = { title: 'Leave?', content: 'Unsaved', okText: 'OK', cancelText: 'Cancel' };

function recordingHost() {
  const seen: string[] = [];
  const host: FeedbackHost = {
    notify: (n) => void seen.push(`toast ${n.text}`),
    confirm: (r) => void seen.push(`confirm ${r.title}`),
  };
  return { host, seen };
}

describe('feedback', () => {
  it('keeps requests until a host connects, and asks for one', () => {
    const feedback = createFeedback();
    const wanted = vi.fn();
    feedback.onHostWanted(wanted);
    feedback.notify(notice('wrong password'));
    feedback.confirm(question);
    expect(wanted).toHaveBeenCalledTimes(2);
    const { host, seen } = recordingHost();
    feedback.connect(host);
    expect(seen).toEqual(['toast wrong password', 'confirm Leave?']);
    feedback.notify(notice('again'));
    expect(seen.at(-1)).toBe('toast again');
    expect(wanted).toHaveBeenCalledTimes(2);
  });

  it('asks at once when a request waited before anyone listened', () => {
    const feedback = createFeedback();
    feedback.notify(notice('early'));
    const wanted = vi.fn();
    feedback.onHostWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('answers through the host connected last, and the earlier one once it leaves', () => {
    const feedback = createFeedback();
    const standalone = recordingHost();
    const layout = recordingHost();
    feedback.connect(standalone.host);
    const disconnect = feedback.connect(layout.host);
    feedback.notify(notice('in the layout'));
    disconnect();
    feedback.notify(notice('back on the login page'));
    expect(layout.seen).toEqual(['toast in the layout']);
    expect(standalone.seen).toEqual(['toast back on the login page']);
  });
});
