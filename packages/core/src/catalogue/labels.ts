import type { ModuleCategory, ModuleDescriptor, RouteGroup } from './types.js';

/** Message keys (under `catalogue.`) of the category names. */
const CATEGORY_KEYS: Record<ModuleCategory, string> = {
  'Communication Services': 'communicationServices',
  'Communication HW Abstraction': 'communicationHwAbstraction',
  'Communication Drivers': 'communicationDrivers',
  System: 'system',
  'Memory Services': 'memoryServices',
  'Memory HW Abstraction': 'memoryHwAbstraction',
  'Memory Drivers': 'memoryDrivers',
  'I/O Drivers': 'ioDrivers',
  'Microcontroller Drivers': 'microcontrollerDrivers',
  'Crypto Services': 'cryptoServices',
  'Crypto HW Abstraction': 'cryptoHwAbstraction',
  'Crypto Drivers': 'cryptoDrivers',
  'Complex Drivers': 'complexDrivers',
  'Onboard Device Abstraction': 'onboardDeviceAbstraction',
  'Off-board Comm.Services': 'offboardCommServices',
  Wireless: 'wireless',
  Other: 'other',
  RTE: 'rte',
};

const ROUTE_GROUP_KEYS: Record<RouteGroup, string> = {
  'Basic Software': 'basicSoftware',
  System: 'system',
  Crypto: 'crypto',
  Memory: 'memory',
  Mcu: 'mcu',
  Communication: 'communication',
  Complex: 'complex',
};

/** The message key of a category's translated name, e.g. `catalogue.category.communicationServices`. */
export function categoryMessageKey(category: ModuleCategory): string {
  return `catalogue.category.${CATEGORY_KEYS[category]}`;
}

/** The message key of an availability label: "to be developed", "placeholder" or "available". */
export function availabilityMessageKey(availability: ModuleDescriptor['availability']): string {
  return `catalogue.availability.${availability}`;
}

/** The message key of a route group's translated name (spec section 2 table), e.g. `catalogue.routeGroup.mcu`. */
export function routeGroupMessageKey(routeGroup: RouteGroup): string {
  return `catalogue.routeGroup.${ROUTE_GROUP_KEYS[routeGroup]}`;
}

/** Overview pages whose title is translated (the RTE's `configSwBase` included). */
const TRANSLATED_PAGES = new Set([
  'configSystem',
  'configCommunication',
  'configMemory',
  'configCrypto',
  'configComplex',
  'configSwBase',
]);

/**
 * The message key of an entry's page title when it is translated (overview pages), or undefined when the
 * module's AUTOSAR name is shown as it is.
 */
export function pageTitleMessageKey(module: ModuleDescriptor): string | undefined {
  return TRANSLATED_PAGES.has(module.pageUrl) ? `catalogue.page.${module.pageUrl}` : undefined;
}
