/** The Wdg driver a WdgM trigger ends at: trigger → WdgM watchdog → WdgIf device → Wdg general. */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../../verify/types.js';

/** The WdgGeneral container of the driver a trigger's watchdog drives; undefined while a link is unset. */
export function triggerDriver(ctx: ConfigurationReader, trigger: ContainerValue): ContainerValue | undefined {
  const watchdog = ctx.container(trigger.references['WdgMTriggerWatchdogRef']?.[0] ?? '');
  const device = watchdog && ctx.container(watchdog.references['WdgMWatchdogDeviceRef']?.[0] ?? '');
  return device && ctx.container(device.references['WdgIfDriverRef']?.[0] ?? '');
}
