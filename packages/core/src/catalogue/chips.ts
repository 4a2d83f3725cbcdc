/**
 * The chip targets of the spec (section 1) with their hardware cores, compilers and the highest OS clock.
 * Sources and the facts still to confirm are listed in docs/catalogue.md.
 */

/** The compilers a project can pick (spec: Project.compiler; served by /vkproject/getCompilerList). */
export const COMPILERS = [
  { id: 'tasking', name: 'Tasking' },
  { id: 'hightecGcc', name: 'HighTec GCC' },
  { id: 'ghs', name: 'GHS' },
  { id: 'windriverDiab', name: 'Windriver Diab' },
  { id: 'iar', name: 'IAR' },
  { id: 'gccArm', name: 'GCC ARM' },
  { id: 's32dsGcc', name: 'S32DS GCC' },
  { id: 'clangLlvm', name: 'Clang/LLVM' },
] as const;
export type CompilerId = (typeof COMPILERS)[number]['id'];
export type Compiler = (typeof COMPILERS)[number];

/** The spec's chip targets, in the order of spec section 1. */
export const CHIP_IDS = [
  'CYT2B9',
  'TC233',
  'TC275',
  'S32K144',
  'THA6',
  'YTM32B1ME0x',
  'MPC5777M',
  'SR5E1',
  'TTA8',
  'THA6206',
  'C3008',
  'TC499',
  'TC377',
  'THA6412',
] as const;
export type ChipId = (typeof CHIP_IDS)[number];

/** Instruction-set families of the targets. */
export type ChipArchitecture = 'TriCore' | 'Arm Cortex-M' | 'Arm Cortex-R' | 'Power Architecture';

/** A hardware core of a chip, as offered when a project defines its OS cores (spec: Core.hardware core). */
export interface ChipCore {
  /** Index used by the OS (core 0 is the one that starts the others). */
  coreId: number;
  /** The datasheet's name of the core, e.g. `CPU0`, `CM4`. */
  hardwareCore: string;
  /** The core's instruction-set implementation, e.g. `TriCore TC1.6P`, `Cortex-M4F`. */
  coreType: string;
  /** Whether the core can be the OS master core (the one that boots and starts the others). */
  masterCapable: boolean;
  /** Whether the core runs with a lockstep checker core. */
  lockstep: boolean;
}

/** Facts of a chip that come from memory of public material and still need a datasheet check. */
export type ChipFact = 'cores' | 'lockstep' | 'maxClockMhz' | 'compilers' | 'architecture';

/** A chip target (spec section 1; Project.chip; served by /vkproject/getPlatformList and getCoreList). */
export interface ChipTarget {
  id: ChipId;
  vendor: string;
  family: string;
  architecture: ChipArchitecture;
  cores: readonly ChipCore[];
  compilers: readonly CompilerId[];
  /** The highest CPU clock the OS may be configured with, in MHz (OS error 0001-0051 "max MCU clock"). */
  maxClockMhz: number;
  /** Message key of the translated one-line description. */
  descriptionKey: string;
  /** Facts not yet checked against a datasheet (empty when all are confirmed). */
  toConfirm: readonly ChipFact[];
}

function core(
  coreId: number,
  hardwareCore: string,
  coreType: string,
  options: { lockstep?: boolean; masterCapable?: boolean } = {},
): ChipCore {
  return {
    coreId,
    hardwareCore,
    coreType,
    masterCapable: options.masterCapable ?? coreId === 0,
    lockstep: options.lockstep ?? false,
  };
}

function sameCores(count: number, coreType: string, lockstepCount: number): ChipCore[] {
  return Array.from({ length: count }, (_, coreId) =>
    core(coreId, `CPU${coreId}`, coreType, { lockstep: coreId < lockstepCount }),
  );
}

const TRICORE_AURIX_COMPILERS: readonly CompilerId[] = ['tasking', 'hightecGcc', 'ghs', 'windriverDiab'];

/** Every chip target of the spec. */
export const CHIP_TARGETS: readonly ChipTarget[] = [
  {
    id: 'CYT2B9',
    vendor: 'Infineon (Cypress)',
    family: 'TRAVEO T2G Body Entry (CYT2B9)',
    architecture: 'Arm Cortex-M',
    cores: [core(0, 'CM4', 'Cortex-M4F'), core(1, 'CM0+', 'Cortex-M0+', { masterCapable: false })],
    compilers: ['ghs', 'iar', 'gccArm'],
    maxClockMhz: 160,
    descriptionKey: 'catalogue.chip.CYT2B9',
    toConfirm: [],
  },
  {
    id: 'TC233',
    vendor: 'Infineon',
    family: 'AURIX TC23x',
    architecture: 'TriCore',
    cores: [core(0, 'CPU0', 'TriCore TC1.6P', { lockstep: true })],
    compilers: TRICORE_AURIX_COMPILERS,
    maxClockMhz: 200,
    descriptionKey: 'catalogue.chip.TC233',
    toConfirm: [],
  },
  {
    id: 'TC275',
    vendor: 'Infineon',
    family: 'AURIX TC27x',
    architecture: 'TriCore',
    cores: [
      core(0, 'CPU0', 'TriCore TC1.6E', { lockstep: true }),
      core(1, 'CPU1', 'TriCore TC1.6P', { lockstep: true }),
      core(2, 'CPU2', 'TriCore TC1.6P'),
    ],
    compilers: TRICORE_AURIX_COMPILERS,
    maxClockMhz: 200,
    descriptionKey: 'catalogue.chip.TC275',
    toConfirm: [],
  },
  {
    id: 'S32K144',
    vendor: 'NXP',
    family: 'S32K1',
    architecture: 'Arm Cortex-M',
    cores: [core(0, 'CM4', 'Cortex-M4F')],
    compilers: ['s32dsGcc', 'gccArm', 'iar', 'ghs'],
    maxClockMhz: 112,
    descriptionKey: 'catalogue.chip.S32K144',
    toConfirm: [],
  },
  {
    id: 'THA6',
    vendor: 'Unigroup Tongxin Microelectronics',
    family: 'THA6',
    architecture: 'Arm Cortex-R',
    cores: [core(0, 'Core0', 'Cortex-R52+')],
    compilers: ['ghs'],
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.THA6',
    toConfirm: ['cores', 'maxClockMhz', 'compilers'],
  },
  {
    id: 'YTM32B1ME0x',
    vendor: 'YTMicro (Yuntu)',
    family: 'YTM32B1M',
    architecture: 'Arm Cortex-M',
    cores: [core(0, 'CM33', 'Cortex-M33')],
    compilers: ['iar', 'gccArm', 'ghs'],
    maxClockMhz: 120,
    descriptionKey: 'catalogue.chip.YTM32B1ME0x',
    toConfirm: ['maxClockMhz', 'compilers'],
  },
  {
    id: 'MPC5777M',
    vendor: 'NXP',
    family: 'MPC57xx (Matterhorn)',
    architecture: 'Power Architecture',
    cores: [
      core(0, 'Core2 (IOP)', 'e200z425n3', { lockstep: true }),
      core(1, 'Core0', 'e200z709n3'),
      core(2, 'Core1', 'e200z709n3'),
    ],
    compilers: ['ghs', 'windriverDiab', 's32dsGcc'],
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.MPC5777M',
    toConfirm: ['lockstep'],
  },
  {
    id: 'SR5E1',
    vendor: 'STMicroelectronics',
    family: 'Stellar E1',
    architecture: 'Arm Cortex-M',
    cores: [
      core(0, 'CM7_0', 'Cortex-M7', { lockstep: true }),
      core(1, 'CM7_1', 'Cortex-M7', { lockstep: true }),
    ],
    compilers: ['ghs', 'gccArm', 'iar'],
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.SR5E1',
    toConfirm: ['lockstep', 'compilers'],
  },
  {
    id: 'TTA8',
    vendor: 'to confirm',
    family: 'TTA8',
    architecture: 'Arm Cortex-M',
    cores: [core(0, 'Core0', 'Cortex-M (to confirm)')],
    compilers: ['iar', 'gccArm', 'ghs'],
    maxClockMhz: 120,
    descriptionKey: 'catalogue.chip.TTA8',
    toConfirm: ['architecture', 'cores', 'lockstep', 'maxClockMhz', 'compilers'],
  },
  {
    id: 'THA6206',
    vendor: 'Unigroup Tongxin Microelectronics',
    family: 'THA6',
    architecture: 'Arm Cortex-R',
    cores: [core(0, 'Core0', 'Cortex-R52+'), core(1, 'Core1', 'Cortex-R52+')],
    compilers: ['ghs'],
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.THA6206',
    toConfirm: ['lockstep', 'maxClockMhz', 'compilers'],
  },
  {
    id: 'C3008',
    vendor: 'C*Core Technology',
    family: 'CCFC3008',
    architecture: 'Power Architecture',
    cores: [core(0, 'Core0', 'C*Core (e200 compatible)'), core(1, 'Core1', 'C*Core (e200 compatible)')],
    compilers: ['ghs', 'windriverDiab', 'hightecGcc'],
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.C3008',
    toConfirm: ['cores', 'lockstep', 'maxClockMhz', 'compilers'],
  },
  {
    id: 'TC499',
    vendor: 'Infineon',
    family: 'AURIX TC4x (TC49x)',
    architecture: 'TriCore',
    cores: sameCores(6, 'TriCore TC1.8P', 4),
    compilers: ['tasking', 'hightecGcc', 'ghs', 'clangLlvm'],
    maxClockMhz: 500,
    descriptionKey: 'catalogue.chip.TC499',
    toConfirm: ['lockstep', 'compilers'],
  },
  {
    id: 'TC377',
    vendor: 'Infineon',
    family: 'AURIX TC37x',
    architecture: 'TriCore',
    cores: sameCores(3, 'TriCore TC1.6.2P', 2),
    compilers: TRICORE_AURIX_COMPILERS,
    maxClockMhz: 300,
    descriptionKey: 'catalogue.chip.TC377',
    toConfirm: ['lockstep'],
  },
  {
    id: 'THA6412',
    vendor: 'Unigroup Tongxin Microelectronics',
    family: 'THA6',
    architecture: 'Arm Cortex-R',
    cores: Array.from({ length: 4 }, (_, coreId) => core(coreId, `Core${coreId}`, 'Cortex-R52+')),
    compilers: ['ghs'],
    maxClockMhz: 400,
    descriptionKey: 'catalogue.chip.THA6412',
    toConfirm: ['lockstep', 'maxClockMhz', 'compilers'],
  },
];

const chipsById = new Map<string, ChipTarget>(CHIP_TARGETS.map((chip) => [chip.id, chip]));
const compilersById = new Map<string, Compiler>(COMPILERS.map((compiler) => [compiler.id, compiler]));

/** The chip target with this id (exact spelling of the spec, e.g. `TC275`), if any. */
export function chipById(id: string): ChipTarget | undefined {
  return chipsById.get(id);
}

/** The compiler with this id, if any. */
export function compilerById(id: string): Compiler | undefined {
  return compilersById.get(id);
}

/** The compilers a project on this chip can use, in the chip's order of preference; empty for an unknown chip. */
export function compilersForChip(chipId: string): Compiler[] {
  const chip = chipById(chipId);
  if (!chip) return [];
  return chip.compilers.flatMap((id) => {
    const compiler = compilerById(id);
    return compiler ? [compiler] : [];
  });
}

/** The hardware cores of a chip (core 0 first); empty for an unknown chip. */
export function coresForChip(chipId: string): readonly ChipCore[] {
  return chipById(chipId)?.cores ?? [];
}

/** The highest CPU clock the OS may use on this chip, in MHz; undefined for an unknown chip. */
export function maxClockMhz(chipId: string): number | undefined {
  return chipById(chipId)?.maxClockMhz;
}
