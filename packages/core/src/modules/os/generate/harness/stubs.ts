/**
 * The stub bodies the host harness links with a generated Os_Cfg.c: an empty TASK/ISR per task
 * and ISR (by C name), each alarm callback, and the hooks the configuration switches on.
 */
import { C_NAME } from '../emit/c-names.js';
import type { OsViewModel } from '../view-model.js';

export const HARNESS_STUBS_C = 'stubs.c';

export function emitHarnessStubs(model: OsViewModel): string {
  const lines = ['/* Stub bodies for the host harness. */', '#include "Os.h"', ''];
  for (const t of model.tasks) lines.push(`TASK(${C_NAME.task(t.name)}) {}`);
  for (const i of model.isrs) lines.push(`ISR(${C_NAME.isr(i.name)}) {}`);
  const callbacks = new Set<string>();
  for (const a of model.alarms) if (a.action.kind === 'ALARMCALLBACK') callbacks.add(a.action.callback);
  for (const callback of callbacks) lines.push(`ALARMCALLBACK(${callback}) {}`);
  const hooks = model.os.hooks;
  if (hooks.startup) lines.push('void StartupHook(void) {}');
  if (hooks.shutdown) lines.push('void ShutdownHook(StatusType Error) { (void)Error; }');
  if (hooks.error) lines.push('void ErrorHook(StatusType Error) { (void)Error; }');
  if (hooks.preTask) lines.push('void PreTaskHook(void) {}');
  if (hooks.postTask) lines.push('void PostTaskHook(void) {}');
  if (hooks.protection)
    lines.push(
      'ProtectionReturnType ProtectionHook(StatusType Fatalerror) { (void)Fatalerror; return PRO_SHUTDOWN; }',
    );
  return `${lines.join('\n')}\n`;
}
