import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { feedback } from './feedback.js';
import { queryClient } from './queryClient.js';

/** Connects an antd App's message and modal to the shell's feedback channel while it is mounted. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(
    () =>
      feedback.connect({
        notify: (notice) =>
          void message.open({ type: notice.kind, content: notice.text, duration: notice.durationMs / 1000 }),
        confirm: (request) => void modal.confirm(request),
      }),
    [message, modal],
  );
  return null;
}

/**
 * Around every route behind the login (its own chunk): the query cache, and antd's App, whose message and
 * modal the pages use (`App.useApp()`) and the shell's toasts and questions go through.
 */
export function AppFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp message={{ maxCount: 3 }}>
        <FeedbackBridge />
        <Outlet />
      </AntApp>
    </QueryClientProvider>
  );
}

/** The shell's toasts and questions where no AppFrame is mounted (the login and registration pages). */
export function StandaloneFeedback() {
  return (
    <AntApp message={{ maxCount: 3 }} component={false}>
      <FeedbackBridge />
    </AntApp>
  );
}
