/**
 * Os (AUTOSAR operating system) parameter definition, after AUTOSAR R4 SWS_OS chapter 10
 * (ECUC_Os_*). Parameters with origin `ECUC_STUDIO` are the product's own general settings and
 * the target attributes every OIL implementation has (stack sizes, ISR priority and source);
 * where the SWS gives no default for a mandatory parameter, the default is the value a freshly
 * enabled module should start with (marked "product default").
 */
import {
  booleanParam,
  choiceContainer,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Origin of the parameters that are ours rather than the SWS's. */
export const OS_PRODUCT_ORIGIN = 'ECUC_STUDIO';
const ours = { origin: OS_PRODUCT_ORIGIN } as const;

const UINT32_MAX = '4294967295';
const UINT64_MAX = '18446744073709551615';

/** Definition paths other definitions (and the rules and generator) point at. */
export const OS_PATHS = {
  os: '/Os/OsOS',
  hooks: '/Os/OsOS/OsHooks',
  appMode: '/Os/OsAppMode',
  task: '/Os/OsTask',
  taskAutostart: '/Os/OsTask/OsTaskAutostart',
  taskTimingProtection: '/Os/OsTask/OsTaskTimingProtection',
  isr: '/Os/OsIsr',
  isrTimingProtection: '/Os/OsIsr/OsIsrTimingProtection',
  event: '/Os/OsEvent',
  resource: '/Os/OsResource',
  counter: '/Os/OsCounter',
  alarm: '/Os/OsAlarm',
  alarmAction: '/Os/OsAlarm/OsAlarmAction',
  alarmActivateTask: '/Os/OsAlarm/OsAlarmAction/OsAlarmActivateTask',
  alarmSetEvent: '/Os/OsAlarm/OsAlarmAction/OsAlarmSetEvent',
  alarmCallback: '/Os/OsAlarm/OsAlarmAction/OsAlarmCallback',
  alarmIncrementCounter: '/Os/OsAlarm/OsAlarmAction/OsAlarmIncrementCounter',
  alarmAutostart: '/Os/OsAlarm/OsAlarmAutostart',
  scheduleTable: '/Os/OsScheduleTable',
  scheduleTableAutostart: '/Os/OsScheduleTable/OsScheduleTableAutostart',
  scheduleTableSync: '/Os/OsScheduleTable/OsScheduleTableSync',
  expiryPoint: '/Os/OsScheduleTable/OsScheduleTableExpiryPoint',
  expiryTaskActivation: '/Os/OsScheduleTable/OsScheduleTableExpiryPoint/OsScheduleTableTaskActivation',
  expiryEventSetting: '/Os/OsScheduleTable/OsScheduleTableExpiryPoint/OsScheduleTableEventSetting',
  expiryAdjustable: '/Os/OsScheduleTable/OsScheduleTableExpiryPoint/OsScheduleTblAdjustableExpPoint',
  application: '/Os/OsApplication',
  applicationHooks: '/Os/OsApplication/OsApplicationHooks',
  trustedFunction: '/Os/OsApplication/OsApplicationTrustedFunction',
  spinlock: '/Os/OsSpinlock',
  ioc: '/Os/OsIoc',
  iocCommunication: '/Os/OsIoc/OsIocCommunication',
  iocDataProperties: '/Os/OsIoc/OsIocCommunication/OsIocDataProperties',
  iocSenderProperties: '/Os/OsIoc/OsIocCommunication/OsIocSenderProperties',
  iocReceiverProperties: '/Os/OsIoc/OsIocCommunication/OsIocReceiverProperties',
  peripheralArea: '/Os/OsPeripheralArea',
  ecucCore: '/EcuC/EcucHardware/EcucCoreDefinition',
  ecucPartition: '/EcuC/EcucPartitionCollection/EcucPartition',
} as const;

export const OS_TYPES = ['OSEK', 'AUTOSAR'] as const;
export type OsType = (typeof OS_TYPES)[number];
export const OS_SCALABILITY_CLASSES = ['SC1', 'SC2', 'SC3', 'SC4'] as const;
export type OsScalabilityClass = (typeof OS_SCALABILITY_CLASSES)[number];

/** OsEventMask: a number (decimal or 0x hex) or `AUTO` (the generator assigns a free bit). */
export const OS_EVENT_MASK_PATTERN = '^(AUTO|0[xX][0-9A-Fa-f]{1,16}|[0-9]{1,20})$';

const P = OS_PATHS;
/** Every "accessing application" reference: 0..* OsApplication. */
const accessingApplication = (name: string) =>
  reference(name, P.application, { lower: 0, upper: 'infinite' });
const memoryMappingCodeLocation = foreignReference('OsMemoryMappingCodeLocationRef', 'SW-ADDR-METHOD', {
  lower: 0,
});
/** Time budgets are in seconds (AUTOSAR ECUC float, 0..INF). */
const budget = (name: string) => floatParam(name, { lower: 0, min: '0', max: 'INF' });
const stackSize = (defaultBytes: string) =>
  integerParam('OsStacksize', { ...ours, min: '0', max: UINT32_MAX, default: defaultBytes });

// ---------------------------------------------------------------- OsOS

const osHooks = container('OsHooks', {
  parameters: [
    booleanParam('OsErrorHook', { default: false }),
    booleanParam('OsPostTaskHook', { default: false }),
    booleanParam('OsPreTaskHook', { default: false }),
    booleanParam('OsProtectionHook', { lower: 0, default: false }),
    booleanParam('OsShutdownHook', { default: false }),
    booleanParam('OsStartupHook', { default: false }),
  ],
});

const osOS = container('OsOS', {
  parameters: [
    enumerationParam('OsType', OS_TYPES, { ...ours, default: 'OSEK' }),
    integerParam('OsCpuFrequency', { ...ours, min: '1', max: '1000', default: '100' }), // MHz, product default
    integerParam('OsSystemStackSize', { ...ours, min: '0', max: UINT32_MAX, default: '1024' }), // bytes
    // 0..1 in the SWS; always present here so that editors and checks see the value in force.
    integerParam('OsNumberOfCores', { min: '1', max: '65535', default: '1' }),
    enumerationParam('OsScalabilityClass', OS_SCALABILITY_CLASSES, { default: 'SC1' }),
    booleanParam('OsStackMonitoring', { default: false }),
    enumerationParam('OsStatus', ['STANDARD', 'EXTENDED'], { default: 'EXTENDED' }), // product default
    booleanParam('OsUseGetServiceId', { default: false }),
    booleanParam('OsUseParameterAccess', { default: false }),
    booleanParam('OsUseResScheduler', { default: false }),
  ],
  subContainers: [osHooks],
});

// ---------------------------------------------------------------- OsAppMode, OsEvent, OsResource

const osAppMode = container('OsAppMode', { upper: 'infinite' });

const osEvent = container('OsEvent', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    stringParam('OsEventMask', { lower: 0, default: 'AUTO', regularExpression: OS_EVENT_MASK_PATTERN }),
  ],
});

const osResource = container('OsResource', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('OsResourceProperty', ['STANDARD', 'LINKED', 'INTERNAL'], { default: 'STANDARD' }),
  ],
  references: [
    accessingApplication('OsResourceAccessingApplication'),
    reference('OsResourceLinkedResourceRef', P.resource, { lower: 0 }),
  ],
});

// ---------------------------------------------------------------- OsTask, OsIsr

const osTask = container('OsTask', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('OsTaskActivation', { min: '1', max: UINT32_MAX, default: '1' }),
    floatParam('OsTaskPeriod', { lower: 0, min: '0', max: 'INF' }),
    integerParam('OsTaskPriority', { min: '0', max: UINT32_MAX, default: '1' }), // product default
    enumerationParam('OsTaskSchedule', ['FULL', 'NON'], { default: 'FULL' }),
    stackSize('512'),
  ],
  references: [
    accessingApplication('OsTaskAccessingApplication'),
    reference('OsTaskEventRef', P.event, { lower: 0, upper: 'infinite' }),
    reference('OsTaskResourceRef', P.resource, { lower: 0, upper: 'infinite' }),
    memoryMappingCodeLocation,
  ],
  subContainers: [
    container('OsTaskAutostart', {
      lower: 0,
      references: [reference('OsTaskAppModeRef', P.appMode, { upper: 'infinite' })],
    }),
    container('OsTaskTimingProtection', {
      lower: 0,
      parameters: [
        budget('OsTaskAllInterruptLockBudget'),
        budget('OsTaskExecutionBudget'),
        budget('OsTaskOsInterruptLockBudget'),
        budget('OsTaskTimeFrame'),
      ],
      subContainers: [
        container('OsTaskResourceLock', {
          lower: 0,
          upper: 'infinite',
          parameters: [floatParam('OsTaskResourceLockBudget', { min: '0', max: 'INF' })],
          references: [reference('OsTaskResourceLockResourceRef', P.resource)],
        }),
      ],
    }),
  ],
});

const osIsr = container('OsIsr', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('OsIsrCategory', ['CATEGORY_1', 'CATEGORY_2'], { default: 'CATEGORY_2' }),
    floatParam('OsIsrPeriod', { lower: 0, min: '0', max: 'INF' }),
    integerParam('OsIsrPriority', { ...ours, lower: 0, min: '0', max: UINT32_MAX }),
    stringParam('OsIsrInterruptSource', { ...ours, lower: 0 }),
    integerParam('OsStacksize', { ...ours, lower: 0, min: '0', max: UINT32_MAX }),
  ],
  references: [
    reference('OsIsrResourceRef', P.resource, { lower: 0, upper: 'infinite' }),
    memoryMappingCodeLocation,
  ],
  subContainers: [
    container('OsIsrTimingProtection', {
      lower: 0,
      parameters: [
        budget('OsIsrAllInterruptLockBudget'),
        budget('OsIsrExecutionBudget'),
        budget('OsIsrOsInterruptLockBudget'),
        budget('OsIsrTimeFrame'),
      ],
      subContainers: [
        container('OsIsrResourceLock', {
          lower: 0,
          upper: 'infinite',
          parameters: [floatParam('OsIsrResourceLockBudget', { min: '0', max: 'INF' })],
          references: [reference('OsIsrResourceLockResourceRef', P.resource)],
        }),
      ],
    }),
  ],
});

// ---------------------------------------------------------------- OsCounter, OsAlarm

const osCounter = container('OsCounter', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('OsCounterMaxAllowedValue', { min: '1', max: UINT64_MAX, default: '65535' }), // product default
    integerParam('OsCounterMinCycle', { min: '1', max: UINT64_MAX, default: '1' }),
    integerParam('OsCounterTicksPerBase', { min: '1', max: UINT64_MAX, default: '1' }),
    enumerationParam('OsCounterType', ['HARDWARE', 'SOFTWARE'], { default: 'SOFTWARE' }),
    floatParam('OsSecondsPerTick', { lower: 0, min: '0', max: 'INF', minOpen: true }),
  ],
  references: [accessingApplication('OsCounterAccessingApplication')],
  subContainers: [
    container('OsDriver', {
      lower: 0,
      references: [foreignReference('OsGptChannelRef', 'ECUC-CONTAINER-VALUE', { lower: 0 })],
    }),
    container('OsTimeConstant', {
      lower: 0,
      upper: 'infinite',
      parameters: [floatParam('OsTimeValue', { min: '0', max: 'INF' })],
    }),
  ],
});

const osAlarmAction = choiceContainer('OsAlarmAction', [
  container('OsAlarmActivateTask', {
    lower: 0,
    references: [reference('OsAlarmActivateTaskRef', P.task)],
  }),
  container('OsAlarmCallback', {
    lower: 0,
    parameters: [functionNameParam('OsAlarmCallbackName', { validators: [{ name: 'cName' }] })],
  }),
  container('OsAlarmIncrementCounter', {
    lower: 0,
    references: [reference('OsAlarmIncrementCounterRef', P.counter)],
  }),
  container('OsAlarmSetEvent', {
    lower: 0,
    references: [reference('OsAlarmSetEventRef', P.event), reference('OsAlarmSetEventTaskRef', P.task)],
  }),
]);

const osAlarm = container('OsAlarm', {
  lower: 0,
  upper: 'infinite',
  references: [
    accessingApplication('OsAlarmAccessingApplication'),
    reference('OsAlarmCounterRef', P.counter),
  ],
  subContainers: [
    osAlarmAction,
    container('OsAlarmAutostart', {
      lower: 0,
      parameters: [
        integerParam('OsAlarmAlarmTime', { min: '0', max: UINT64_MAX, default: '1' }), // product default
        enumerationParam('OsAlarmAutostartType', ['ABSOLUTE', 'RELATIVE'], { default: 'RELATIVE' }),
        integerParam('OsAlarmCycleTime', { min: '0', max: UINT64_MAX, default: '0' }),
      ],
      references: [reference('OsAlarmAppModeRef', P.appMode, { upper: 'infinite' })],
    }),
  ],
});

// ---------------------------------------------------------------- OsScheduleTable

const osScheduleTableExpiryPoint = container('OsScheduleTableExpiryPoint', {
  upper: 'infinite',
  parameters: [integerParam('OsScheduleTblExpPointOffset', { min: '0', max: UINT64_MAX, default: '0' })],
  subContainers: [
    container('OsScheduleTableEventSetting', {
      lower: 0,
      upper: 'infinite',
      references: [
        reference('OsScheduleTableSetEventRef', P.event),
        reference('OsScheduleTableSetEventTaskRef', P.task),
      ],
    }),
    container('OsScheduleTableTaskActivation', {
      lower: 0,
      upper: 'infinite',
      references: [reference('OsScheduleTableActivateTaskRef', P.task)],
    }),
    container('OsScheduleTblAdjustableExpPoint', {
      lower: 0,
      parameters: [
        integerParam('OsScheduleTableMaxLengthen', { min: '0', max: UINT64_MAX, default: '0' }),
        integerParam('OsScheduleTableMaxShorten', { min: '0', max: UINT64_MAX, default: '0' }),
      ],
    }),
  ],
});

const osScheduleTable = container('OsScheduleTable', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('OsScheduleTableDuration', { min: '1', max: UINT64_MAX, default: '100' }), // product default
    booleanParam('OsScheduleTableRepeating', { default: false }),
  ],
  references: [
    accessingApplication('OsSchTblAccessingApplication'),
    reference('OsScheduleTableCounterRef', P.counter),
  ],
  subContainers: [
    container('OsScheduleTableAutostart', {
      lower: 0,
      parameters: [
        enumerationParam('OsScheduleTableAutostartType', ['ABSOLUTE', 'RELATIVE', 'SYNCHRON'], {
          default: 'RELATIVE',
        }),
        integerParam('OsScheduleTableStartValue', { lower: 0, min: '0', max: UINT64_MAX }),
      ],
      references: [reference('OsScheduleTableAppModeRef', P.appMode, { upper: 'infinite' })],
    }),
    osScheduleTableExpiryPoint,
    container('OsScheduleTableSync', {
      lower: 0,
      parameters: [
        integerParam('OsScheduleTblExplicitPrecision', { lower: 0, min: '0', max: UINT64_MAX }),
        enumerationParam('OsScheduleTblSyncStrategy', ['NONE', 'IMPLICIT', 'EXPLICIT'], { default: 'NONE' }),
      ],
    }),
  ],
});

// ---------------------------------------------------------------- OsApplication

const osApplication = container('OsApplication', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('OsTrusted', { default: false }),
    booleanParam('OsTrustedApplicationDelayTimingViolationCall', { lower: 0 }),
    booleanParam('OsTrustedApplicationWithProtection', { lower: 0, default: false }),
  ],
  references: [
    reference('OsAppAlarmRef', P.alarm, { lower: 0, upper: 'infinite' }),
    reference('OsAppCounterRef', P.counter, { lower: 0, upper: 'infinite' }),
    reference('OsAppEcucPartitionRef', P.ecucPartition, { lower: 0 }),
    reference('OsAppIsrRef', P.isr, { lower: 0, upper: 'infinite' }),
    reference('OsAppResourceRef', P.resource, { ...ours, lower: 0, upper: 'infinite' }),
    reference('OsAppScheduleTableRef', P.scheduleTable, { lower: 0, upper: 'infinite' }),
    reference('OsAppTaskRef', P.task, { lower: 0, upper: 'infinite' }),
    reference('OsApplicationCoreRef', P.ecucCore, { lower: 0 }),
    reference('OsRestartTask', P.task, { lower: 0 }),
    memoryMappingCodeLocation,
  ],
  subContainers: [
    container('OsApplicationHooks', {
      parameters: [
        booleanParam('OsAppErrorHook', { default: false }),
        booleanParam('OsAppShutdownHook', { default: false }),
        booleanParam('OsAppStartupHook', { default: false }),
      ],
    }),
    container('OsApplicationTrustedFunction', {
      lower: 0,
      upper: 'infinite',
      parameters: [functionNameParam('OsTrustedFunctionName', { validators: [{ name: 'cName' }] })],
    }),
  ],
});

// ---------------------------------------------------------------- OsSpinlock, OsIoc, OsPeripheralArea

const osSpinlock = container('OsSpinlock', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam(
      'OsSpinlockLockMethod',
      ['LOCK_ALL_INTERRUPTS', 'LOCK_CAT2_INTERRUPTS', 'LOCK_NOTHING', 'LOCK_WITH_RES_SCHEDULER'],
      { default: 'LOCK_NOTHING' },
    ),
  ],
  references: [
    reference('OsSpinlockAccessingApplication', P.application, { upper: 'infinite' }),
    reference('OsSpinlockSuccessor', P.spinlock, { lower: 0 }),
  ],
});

const IOC_IMPLEMENTATION_KINDS = ['DO_NOT_CARE', 'FUNCTION', 'MACRO'] as const;

const osIoc = container('OsIoc', {
  lower: 0,
  subContainers: [
    container('OsIocCommunication', {
      upper: 'infinite',
      parameters: [integerParam('OsIocBufferLength', { lower: 0, min: '0', max: UINT32_MAX })],
      subContainers: [
        container('OsIocDataProperties', {
          upper: 'infinite',
          parameters: [
            integerParam('OsIocDataPropertyIndex', { lower: 0, min: '0', max: UINT32_MAX }),
            stringParam('OsIocInitValue', { lower: 0 }),
          ],
          references: [foreignReference('OsIocDataTypeRef', 'IMPLEMENTATION-DATA-TYPE')],
        }),
        container('OsIocReceiverProperties', {
          upper: 'infinite',
          parameters: [
            enumerationParam('OsIocFunctionImplementationKind', IOC_IMPLEMENTATION_KINDS, {
              lower: 0,
              default: 'FUNCTION',
            }),
            functionNameParam('OsIocReceiverPullCB', { lower: 0, validators: [{ name: 'cName' }] }),
          ],
          references: [reference('OsIocReceivingOsApplicationRef', P.application)],
        }),
        container('OsIocSenderProperties', {
          upper: 'infinite',
          parameters: [
            enumerationParam('OsIocFunctionImplementationKind', IOC_IMPLEMENTATION_KINDS, {
              lower: 0,
              default: 'FUNCTION',
            }),
            integerParam('OsIocSenderId', { lower: 0, min: '0', max: UINT32_MAX }),
          ],
          references: [reference('OsIocSendingOsApplicationRef', P.application)],
        }),
      ],
    }),
  ],
});

const osPeripheralArea = container('OsPeripheralArea', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('OsPeripheralAreaId', { min: '0', max: '65535', default: '0' }),
    integerParam('OsPeripheralAreaStartAddress', { min: '0', max: UINT64_MAX, default: '0' }),
    integerParam('OsPeripheralAreaEndAddress', { min: '0', max: UINT64_MAX, default: '0' }),
  ],
  references: [accessingApplication('OsPeripheralAreaAccessingApplication')],
});

/** Version of our Os definition; raise it (with a migration) when stored data must change. */
export const OS_DEFINITION_VERSION = 1;

/** The Os definition without its rules (`OS_MODULE` in `index.ts` adds them). */
export const osDefinition: ModuleDef = {
  name: 'Os',
  moduleId: 1,
  version: OS_DEFINITION_VERSION,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [
    osOS,
    osAppMode,
    osTask,
    osIsr,
    osEvent,
    osResource,
    osCounter,
    osAlarm,
    osScheduleTable,
    osApplication,
    osSpinlock,
    osIoc,
    osPeripheralArea,
  ],
};
