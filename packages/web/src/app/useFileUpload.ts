import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from './services.js';
import { uploadOutcomeOf } from './uploads.js';

/** The texts an upload says: after it, and when the name exists (the overwrite confirmation). */
export interface UploadTexts {
  uploaded: (name: string) => string;
  overwriteTitle: string;
  overwrite: (name: string) => string;
  overwriteOk: string;
}

/**
 * Sends one file to a multipart upload call with its progress; a name the project already has asks to
 * overwrite (1041) and sends again with `overwrite=true`; other refusals are said with the server's message or
 * the code's text. `onUploaded` runs after a file is stored.
 */
export function useFileUpload(url: string, texts: UploadTexts, onUploaded: () => Promise<void>) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const send = async (file: File, overwrite = false): Promise<void> => {
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress({ name: file.name, percent: 0 });
    try {
      const response = await http.axios.post<unknown>(url, form, {
        params: overwrite ? { overwrite: 'true' } : {},
        onUploadProgress: (event) =>
          setProgress({
            name: file.name,
            percent: event.total ? Math.round((event.loaded / event.total) * 100) : 0,
          }),
      });
      const outcome = uploadOutcomeOf(response.data, file.name);
      if (outcome.kind === 'uploaded') {
        void message.success(texts.uploaded(file.name));
        await onUploaded();
      } else if (outcome.kind === 'exists') {
        modal.confirm({
          title: texts.overwriteTitle,
          content: texts.overwrite(outcome.name),
          okText: texts.overwriteOk,
          maskClosable: false,
          onOk: () => send(file, true),
        });
      } else {
        const key = `state.${outcome.state}`;
        void message.error(outcome.message || (i18n.exists(key) ? t(key) : String(outcome.state)));
      }
    } catch {
      // Transport failures and HTTP statuses are shown by the HTTP client.
    } finally {
      setProgress(null);
    }
  };
  return { progress, send };
}
