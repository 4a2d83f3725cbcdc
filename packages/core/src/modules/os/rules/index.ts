/**
 * The OS configuration checks OS0001–OS0051 (spec §8), one per file, and their table for the
 * app's help and docs/os-checks.md.
 */
import type { VerifySeverity } from '../../../verify/types.js';
import type { ModuleRule } from '../../../verify/types.js';
import type { OsCheck } from './os-check.js';
import { OS0001 } from './OS0001.js';
import { OS0002 } from './OS0002.js';
import { OS0003 } from './OS0003.js';
import { OS0004 } from './OS0004.js';
import { OS0005 } from './OS0005.js';
import { OS0006 } from './OS0006.js';
import { OS0007 } from './OS0007.js';
import { OS0008 } from './OS0008.js';
import { OS0009 } from './OS0009.js';
import { OS0010 } from './OS0010.js';
import { OS0011 } from './OS0011.js';
import { OS0012 } from './OS0012.js';
import { OS0013 } from './OS0013.js';
import { OS0014 } from './OS0014.js';
import { OS0015 } from './OS0015.js';
import { OS0016 } from './OS0016.js';
import { OS0017 } from './OS0017.js';
import { OS0018 } from './OS0018.js';
import { OS0019 } from './OS0019.js';
import { OS0020 } from './OS0020.js';
import { OS0021 } from './OS0021.js';
import { OS0022 } from './OS0022.js';
import { OS0023 } from './OS0023.js';
import { OS0024 } from './OS0024.js';
import { OS0025 } from './OS0025.js';
import { OS0026 } from './OS0026.js';
import { OS0027 } from './OS0027.js';
import { OS0028 } from './OS0028.js';
import { OS0029 } from './OS0029.js';
import { OS0030 } from './OS0030.js';
import { OS0031 } from './OS0031.js';
import { OS0032 } from './OS0032.js';
import { OS0033 } from './OS0033.js';
import { OS0034 } from './OS0034.js';
import { OS0035 } from './OS0035.js';
import { OS0036 } from './OS0036.js';
import { OS0037 } from './OS0037.js';
import { OS0038 } from './OS0038.js';
import { OS0039 } from './OS0039.js';
import { OS0040 } from './OS0040.js';
import { OS0041 } from './OS0041.js';
import { OS0042 } from './OS0042.js';
import { OS0043 } from './OS0043.js';
import { OS0044 } from './OS0044.js';
import { OS0045 } from './OS0045.js';
import { OS0046 } from './OS0046.js';
import { OS0047 } from './OS0047.js';
import { OS0048 } from './OS0048.js';
import { OS0049 } from './OS0049.js';
import { OS0050 } from './OS0050.js';
import { OS0051 } from './OS0051.js';

export type { OsCheck } from './os-check.js';
export { OsView, OS_VIEW } from '../view.js';

/** Every OS check, in code order. */
export const osChecks: readonly OsCheck[] = [
  OS0001,
  OS0002,
  OS0003,
  OS0004,
  OS0005,
  OS0006,
  OS0007,
  OS0008,
  OS0009,
  OS0010,
  OS0011,
  OS0012,
  OS0013,
  OS0014,
  OS0015,
  OS0016,
  OS0017,
  OS0018,
  OS0019,
  OS0020,
  OS0021,
  OS0022,
  OS0023,
  OS0024,
  OS0025,
  OS0026,
  OS0027,
  OS0028,
  OS0029,
  OS0030,
  OS0031,
  OS0032,
  OS0033,
  OS0034,
  OS0035,
  OS0036,
  OS0037,
  OS0038,
  OS0039,
  OS0040,
  OS0041,
  OS0042,
  OS0043,
  OS0044,
  OS0045,
  OS0046,
  OS0047,
  OS0048,
  OS0049,
  OS0050,
  OS0051,
];

/** The Os module's cross-object checks, run by verification after the generic checks. */
export const osRules: ModuleRule[] = [...osChecks];

/** One row of the published code table (docs/os-checks.md and the app's help). */
export interface OsCheckTableRow {
  code: string;
  severity: VerifySeverity;
  zh_cn: string;
  en_us: string;
  rationale: string;
  source: string;
}

/** The code table of the OS checks, in code order. */
export const osCheckTable: readonly OsCheckTableRow[] = osChecks.map((check) => ({
  code: check.code,
  severity: check.severity,
  zh_cn: check.description.zh_cn,
  en_us: check.description.en_us,
  rationale: check.rationale,
  source: check.source,
}));
