import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { isLanguage } from '../i18n/index.js';
import { i18n } from '../app/services.js';
import { LiveVerification, type LiveVerificationState } from './liveVerification.js';
import { currentProjectId, snapshotQuery } from './projectSnapshot.js';
import { useProjectDefinitions } from './projectDefinitions.js';

/** The app's one live verification (every module page and the drawer read it). */
export const liveVerification = new LiveVerification({
  definitions: MODULE_DEFINITIONS,
  language: isLanguage(i18n.language) ? i18n.language : 'zh_cn',
});

/** The latest live verification result. */
export function useLiveVerification(): LiveVerificationState {
  return useSyncExternalStore(liveVerification.subscribe, liveVerification.getState);
}

/**
 * Feeds the live verification from the cached snapshot and the definitions of the current project,
 * in the page's language. Mounted by the main layout's right panel, so it runs on every /main page.
 */
export function useLiveVerificationFeed(): void {
  const projectId = currentProjectId();
  const { i18n: active } = useTranslation();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const { definitions } = useProjectDefinitions();
  useEffect(() => {
    liveVerification.setDefinitions(definitions);
  }, [definitions]);
  useEffect(() => {
    liveVerification.setSnapshot(snapshot ?? null);
  }, [snapshot]);
  useEffect(() => {
    if (isLanguage(active.language)) liveVerification.setLanguage(active.language);
  }, [active.language]);
}
