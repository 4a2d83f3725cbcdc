import { DBC_L001 } from './DBC_L001.js';
import { DBC_L002 } from './DBC_L002.js';
import { DBC_L003 } from './DBC_L003.js';
import { DBC_L004 } from './DBC_L004.js';
import { DBC_L005 } from './DBC_L005.js';
import { DBC_L006 } from './DBC_L006.js';
import { DBC_L007 } from './DBC_L007.js';
import { DBC_L008 } from './DBC_L008.js';
import { DBC_L009 } from './DBC_L009.js';
import { DBC_L010 } from './DBC_L010.js';
import { DBC_L011 } from './DBC_L011.js';
import { DBC_L012 } from './DBC_L012.js';
import { DBC_L013 } from './DBC_L013.js';
import { DBC_L014 } from './DBC_L014.js';
import { DBC_L015 } from './DBC_L015.js';
import { DBC_L016 } from './DBC_L016.js';
import { DBC_L017 } from './DBC_L017.js';
import { DBC_L018 } from './DBC_L018.js';
import { DBC_L019 } from './DBC_L019.js';
import { DBC_L020 } from './DBC_L020.js';
import { DBC_L021 } from './DBC_L021.js';
import { DBC_L022 } from './DBC_L022.js';
import { DBC_L023 } from './DBC_L023.js';
import { DBC_L024 } from './DBC_L024.js';
import { DBC_L025 } from './DBC_L025.js';
import { DBC_L026 } from './DBC_L026.js';
import { DBC_L027 } from './DBC_L027.js';
import type { DbcRule } from './types.js';

export type { DbcRule, DbcRuleContext, DbcFindingParams } from './types.js';
export { runDbcRules, type DbcVerifyOptions } from './context.js';
export { dbcSignalBits } from './layout.js';
export { dbcFrameFormat, CAN_FD_SIZES, type DbcFrameFormat } from './frame.js';

/** Every check of "DBC verify", in code order (the order of findings on one line). */
export const dbcRules: readonly DbcRule[] = [
  DBC_L001,
  DBC_L002,
  DBC_L003,
  DBC_L004,
  DBC_L005,
  DBC_L006,
  DBC_L007,
  DBC_L008,
  DBC_L009,
  DBC_L010,
  DBC_L011,
  DBC_L012,
  DBC_L013,
  DBC_L014,
  DBC_L015,
  DBC_L016,
  DBC_L017,
  DBC_L018,
  DBC_L019,
  DBC_L020,
  DBC_L021,
  DBC_L022,
  DBC_L023,
  DBC_L024,
  DBC_L025,
  DBC_L026,
  DBC_L027,
];
