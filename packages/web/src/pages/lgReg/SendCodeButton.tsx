import { useEffect, useState } from 'react';
import { Button } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';

/** Seconds before another code may be requested. */
export const CODE_RESEND_SECONDS = 60;

export type CodePurpose = 'register' | 'reset' | 'login' | 'org';

/**
 * "Send code": checks the form's e-mail field, POSTs /user/sendEmail {email, type}, then counts down
 * 60 s before it can be pressed again.
 */
export function SendCodeButton({ form, purpose }: { form: FormInstance; purpose: CodePurpose }) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async (): Promise<void> => {
    let email: string;
    try {
      ({ email } = (await form.validateFields(['email'])) as { email: string });
    } catch {
      return;
    }
    setSending(true);
    try {
      await http.post<unknown>('/user/sendEmail', { email: email.trim(), type: purpose });
      notice.success(t('login.codeSent'));
      setSecondsLeft(CODE_RESEND_SECONDS);
    } catch {
      // The client has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      className="send-code"
      disabled={secondsLeft > 0}
      loading={sending}
      onClick={() => void send()}
      data-testid="send-code"
    >
      {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
    </Button>
  );
}
