export {
  osContainersFromOil,
  OS_OIL_NOT_TAKEN_CODES,
  OS_PRODUCT_SETTINGS_MARK,
  type OsOilGeneral,
  type OsOilImport,
  type OsOilImportOptions,
} from './import.js';
export { osContainersToOil, type OsOilExportGeneral } from './export.js';
export { osOilMessages, osOilReasons, osOilText, type OsOilMessageKey } from './messages.js';
export { osOilExport, type OsOilExport, type OsOilExportOptions, type OsOilLoss } from './carried.js';
