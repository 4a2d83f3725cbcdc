import { DEM_PATHS } from './definition.js';

/** The spec's Dem list calls, each the definition path of the container it lists. */
export const DEM_CALL_LISTS: Readonly<Record<string, string>> = {
  demDataElementClass: DEM_PATHS.dataElementClass,
  demOperationCycle: DEM_PATHS.operationCycle,
  demEventParameter: DEM_PATHS.eventParameter,
  indicator: DEM_PATHS.indicator,
  demComponent: DEM_PATHS.component,
  demEventMemorySet: DEM_PATHS.eventMemorySet,
};
