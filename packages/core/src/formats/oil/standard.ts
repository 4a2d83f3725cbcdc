/**
 * The standard attributes of OSEK OIL 2.5 and the AUTOSAR OS additions OIL 3.x/4.x files use,
 * written as an implementation part: the base a file's own implementation part refines. The checks
 * fall back on it for attributes the implementation part in hand does not declare, and take an ENUM
 * value the file's declaration leaves out but this one lists as the standard's (a warning). Any
 * disagreement with it is only a warning (a target may extend the standard).
 */
import { tokenizeOil } from './lexer.js';
import type { OilImplementation } from './model.js';
import { parseOilTokens } from './parser.js';
import { OilReporter } from './reporter.js';

/** The file name standard definitions carry in their positions. */
export const OIL_STANDARD_FILE = '<standard OIL>';

const STANDARD_IMPLEMENTATION = `
IMPLEMENTATION standard {
  OS {
    ENUM [STANDARD, EXTENDED] STATUS;
    BOOLEAN STARTUPHOOK;
    BOOLEAN ERRORHOOK;
    BOOLEAN SHUTDOWNHOOK;
    BOOLEAN PRETASKHOOK;
    BOOLEAN POSTTASKHOOK;
    BOOLEAN USEGETSERVICEID;
    BOOLEAN USEPARAMETERACCESS;
    BOOLEAN USERESSCHEDULER = TRUE;
    BOOLEAN PROTECTIONHOOK;
    ENUM WITH_AUTO [SC1, SC2, SC3, SC4] SCALABILITYCLASS;
    UINT32 NUMBER_OF_CORES;
  };
  APPMODE [] {
    BOOLEAN DEFAULT;
  };
  TASK [] {
    UINT32 PRIORITY;
    UINT32 ACTIVATION;
    ENUM [NON, FULL] SCHEDULE;
    BOOLEAN [ TRUE { APPMODE_TYPE APPMODE[]; }, FALSE ] AUTOSTART;
    RESOURCE_TYPE RESOURCE[];
    EVENT_TYPE EVENT[];
    MESSAGE_TYPE MESSAGE[];
  };
  ISR [] {
    UINT32 [1, 2] CATEGORY;
    RESOURCE_TYPE RESOURCE[];
    MESSAGE_TYPE MESSAGE[];
  };
  COUNTER [] {
    UINT32 MAXALLOWEDVALUE;
    UINT32 TICKSPERBASE;
    UINT32 MINCYCLE;
  };
  EVENT [] {
    UINT64 WITH_AUTO MASK;
  };
  ALARM [] {
    COUNTER_TYPE COUNTER;
    ENUM [
      ACTIVATETASK { TASK_TYPE TASK; },
      SETEVENT { TASK_TYPE TASK; EVENT_TYPE EVENT; },
      ALARMCALLBACK { STRING ALARMCALLBACKNAME; },
      INCREMENTCOUNTER { COUNTER_TYPE COUNTER; }
    ] ACTION;
    BOOLEAN [ TRUE { UINT32 ALARMTIME; UINT32 CYCLETIME; APPMODE_TYPE APPMODE[]; }, FALSE ] AUTOSTART;
  };
  RESOURCE [] {
    ENUM [STANDARD, LINKED { RESOURCE_TYPE LINKEDRESOURCE; }, INTERNAL] RESOURCEPROPERTY;
  };
  SCHEDULETABLE [] {
    COUNTER_TYPE COUNTER;
    BOOLEAN PERIODIC;
    UINT32 LENGTH;
    BOOLEAN LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION;
    STRUCT {
      UINT32 OFFSET;
      ENUM [
        ACTIVATETASK { TASK_TYPE TASK; },
        SETEVENT { TASK_TYPE TASK; EVENT_TYPE EVENT; },
        INCREMENTCOUNTER { COUNTER_TYPE COUNTER; }
      ] ACTION[];
    } EXPIRY_POINT[];
  };
  APPLICATION [] {
    BOOLEAN TRUSTED;
    TASK_TYPE TASK[];
    ISR_TYPE ISR[];
    ALARM_TYPE ALARM[];
    SCHEDULETABLE_TYPE SCHEDULETABLE[];
    COUNTER_TYPE COUNTER[];
    RESOURCE_TYPE RESOURCE[];
  };
  SPINLOCK [] {
    SPINLOCK_TYPE NEXT_SPINLOCK;
  };
};
`;

let standardImplementation: OilImplementation | undefined;

/** The standard implementation part, parsed once. */
export function oilStandardImplementation(): OilImplementation {
  if (!standardImplementation) {
    const reporter = new OilReporter('en_us');
    const tokens = tokenizeOil(STANDARD_IMPLEMENTATION, OIL_STANDARD_FILE, reporter);
    standardImplementation = parseOilTokens(tokens, reporter).file.implementation;
  }
  return standardImplementation;
}
