/**
 * OIL ↔ Os containers: every accepted OIL file of the corpus (MANIFEST rows of format oil)
 * imports into containers that follow the Os definition and verify without errors; export and
 * re-import give the same configuration; a small file maps to known containers.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SourceFileSystem } from '../../../formats/adapter.js';
import { formatDiagnostic } from '../../../formats/diagnostic.js';
import {
  readOil,
  readOilText,
  writeOil,
  type OilAttributeValue,
  type OilFile,
  type OilValue,
} from '../../../formats/oil/index.js';
import { defaultValueOf } from '../../../ecuc/defaults.js';
import { indexDefinitions } from '../../../ecuc/definition-index.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import {
  CONTAINER_REFERENCE_KINDS,
  referenceDestinations,
  type ContainerDef,
  type ModuleDef,
  type ParamDef,
} from '../../../ecuc/types.js';
import { verifyProject } from '../../../verify/engine.js';
import { ecucDefinition } from '../../ecuc/definition.js';
import { osDefinition } from '../definition.js';
import { ContainerBuilder } from '../../../ecuc/container-builder.js';
import {
  osContainersFromOil,
  osContainersToOil,
  osOilExport,
  type OsOilExport,
  type OsOilImport,
  type OsOilLoss,
} from './index.js';

const corpusDir = fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));

const corpusFileSystem: SourceFileSystem = {
  read(path) {
    try {
      return statSync(corpusDir + path).isFile() ? readFileSync(corpusDir + path) : undefined;
    } catch {
      return undefined;
    }
  },
};

interface ManifestRow {
  path: string;
  format: string;
  expect: string;
  includeDirs: string[];
}

const manifest: ManifestRow[] = readFileSync(corpusDir + 'MANIFEST.tsv', 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [path = '', format = '', expectation = '', include = '-'] = line.split('\t');
    return { path, format, expect: expectation, includeDirs: include === '-' ? [] : include.split(':') };
  });
const acceptRows = manifest.filter((row) => row.format === 'oil' && row.expect === 'accept');

function readRow(row: ManifestRow): OilFile {
  const result = readOil(
    {
      file: row.path,
      bytes: readFileSync(corpusDir + row.path),
      includeDirs: row.includeDirs,
      fileSystem: corpusFileSystem,
    },
    { language: 'en_us' },
  );
  if (!result.model) throw new Error(`${row.path} does not read`);
  return result.model;
}

function counterIds(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}${(next += 1)}`;
}

/** The definitions imported containers must follow (EcuC for the cores OS applications sit on). */
const ecucWithoutRules: ModuleDef = { ...ecucDefinition, rules: [] };
const definitions = indexDefinitions([osDefinition, ecucWithoutRules]);

/** Everything in `containers` that does not follow the definitions. */
function definitionProblems(containers: readonly ContainerValue[]): string[] {
  const problems: string[] = [];
  const byId = new Map(containers.map((c) => [c.id, c]));
  for (const container of containers) {
    const where = `${container.definitionPath} ${container.shortName}`;
    const info = definitions.containers.get(container.definitionPath);
    if (!info) {
      problems.push(`${where}: unknown definition`);
      continue;
    }
    if (container.parentId === null) {
      if (info.parentPath !== null) problems.push(`${where}: needs a parent`);
    } else {
      const parent = byId.get(container.parentId);
      if (!parent) problems.push(`${where}: parent missing`);
      else if (info.parentPath !== parent.definitionPath) problems.push(`${where}: wrong parent`);
    }
    for (const name of Object.keys(container.values)) {
      if (!info.parameterByName.has(name)) problems.push(`${where}: unknown parameter ${name}`);
    }
    for (const [name, targets] of Object.entries(container.references)) {
      const def = info.referenceByName.get(name);
      if (!def) {
        problems.push(`${where}: unknown reference ${name}`);
        continue;
      }
      if (!CONTAINER_REFERENCE_KINDS.has(def.kind)) continue;
      const allowed = referenceDestinations(def);
      for (const id of targets) {
        const target = byId.get(id);
        if (!target || !allowed.includes(target.definitionPath))
          problems.push(`${where}: ${name} → ${target?.definitionPath ?? id}`);
      }
    }
  }
  return problems;
}

function verifyErrors(containers: ContainerValue[]): string[] {
  const result = verifyProject(
    {
      project: { id: 'p', name: 'p', chip: 'TC275' },
      modules: [
        { module: 'Os', instanceId: 0, definitionVersion: 1 },
        { module: 'EcuC', instanceId: 0, definitionVersion: 1 },
      ],
      containers,
    },
    [osDefinition, ecucWithoutRules],
    { language: 'en_us' },
  );
  return result.errList.map((row) => JSON.stringify(row));
}

/**
 * A configuration without ids: container short-name path → definition path, values (defaults
 * filled in, booleans as booleans), references as target paths.
 */
function canonical(containers: readonly ContainerValue[]): Record<string, unknown> {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const pathOf = (container: ContainerValue): string => {
    const parent = container.parentId === null ? undefined : byId.get(container.parentId);
    return `${parent ? pathOf(parent) : `/${container.module}`}/${container.shortName}`;
  };
  const out: Record<string, unknown> = {};
  for (const container of containers) {
    const info = definitions.containers.get(container.definitionPath);
    const values: Record<string, ParamValue> = {};
    for (const param of info?.parameters ?? []) {
      const value = container.values[param.name] ?? defaultValueOf(param);
      if (value === undefined || value === null) continue;
      values[param.name] =
        param.kind === 'boolean' && typeof value === 'string' ? value.toLowerCase() === 'true' : value;
    }
    const references: Record<string, string[]> = {};
    for (const [name, targets] of Object.entries(container.references)) {
      const def = info?.referenceByName.get(name);
      const mapped = targets.map((id) => {
        const target = def && CONTAINER_REFERENCE_KINDS.has(def.kind) ? byId.get(id) : undefined;
        return target ? pathOf(target) : id;
      });
      if (mapped.length > 0) references[name] = mapped.sort();
    }
    out[pathOf(container)] = { definitionPath: container.definitionPath, values, references };
  }
  return out;
}

function roundTrip(imported: OsOilImport): { again: OsOilImport; text: string } {
  const text = writeOil(osContainersToOil(imported.containers, imported.general));
  const reread = readOilText(text, 'exported.oil', {}, { language: 'en_us' });
  const errors = reread.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  expect(errors, text).toEqual([]);
  if (!reread.model) throw new Error('exported OIL does not read');
  return { again: osContainersFromOil(reread.model, { language: 'en_us', newId: counterIds('b') }), text };
}

/**
 * How two configurations differ, from their canonical forms (short-name paths): per definition path,
 * containers missing (`(container)`), renamed among their siblings (`(short name)`) or added
 * (`(added)`), and per parameter or reference the number of containers whose value differs.
 */
function differences(
  before: readonly ContainerValue[],
  after: readonly ContainerValue[],
): Record<string, number> {
  const a = canonical(before) as Record<string, CanonicalContainer>;
  const b = canonical(after) as Record<string, CanonicalContainer>;
  const out: Record<string, number> = {};
  const add = (key: string, n = 1) => {
    if (n > 0) out[key] = (out[key] ?? 0) + n;
  };
  const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const unpaired = (from: typeof a, other: typeof b) => {
    const groups = new Map<string, number>();
    for (const [path, entry] of Object.entries(from)) {
      if (path in other) continue;
      const key = `${entry.definitionPath}\u0000${parentOf(path)}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    return groups;
  };
  const missing = unpaired(a, b);
  const extra = unpaired(b, a);
  for (const key of new Set([...missing.keys(), ...extra.keys()])) {
    const path = key.slice(0, key.indexOf('\u0000'));
    const m = missing.get(key) ?? 0;
    const e = extra.get(key) ?? 0;
    add(`${path} (short name)`, Math.min(m, e));
    add(`${path} (container)`, m - Math.min(m, e));
    add(`${path} (added)`, e - Math.min(m, e));
  }
  for (const [path, entry] of Object.entries(a)) {
    const other = b[path];
    if (!other) continue;
    for (const kind of ['values', 'references'] as const) {
      const names = new Set([...Object.keys(entry[kind]), ...Object.keys(other[kind])]);
      for (const name of names)
        if (JSON.stringify(entry[kind][name]) !== JSON.stringify(other[kind][name]))
          add(`${entry.definitionPath} ${name}`);
    }
  }
  return out;
}

interface CanonicalContainer {
  definitionPath: string;
  values: Record<string, unknown>;
  references: Record<string, unknown>;
}

/** The export's losses in the terms of `differences`. */
function lossCounts(losses: readonly OsOilLoss[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const loss of losses) {
    const key =
      loss.what === 'container'
        ? `${loss.definitionPath} (container)`
        : loss.what === 'shortName'
          ? `${loss.definitionPath} (short name)`
          : loss.what === 'added'
            ? `${loss.definitionPath} (added)`
            : `${loss.definitionPath} ${loss.name}`;
    out[key] = (out[key] ?? 0) + (loss.what === 'general' ? 1 : loss.count);
  }
  return out;
}

/** Exports with `osOilExport` and reads the text back as the import would. */
function exportAndReimport(
  containers: readonly ContainerValue[],
  language: 'en_us' | 'zh_cn' = 'en_us',
): { exported: OsOilExport; again: OsOilImport } {
  const exported = osOilExport(containers, { language });
  const reread = readOilText(exported.text, 'exported.oil', {}, { language: 'en_us' });
  const errors = reread.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  expect(errors, exported.text).toEqual([]);
  if (!reread.model) throw new Error('exported OIL does not read');
  const again = osContainersFromOil(reread.model, {
    language: 'en_us',
    newId: counterIds('r'),
    ecucContainers: containers.filter((c) => c.module === 'EcuC'),
  });
  return { exported, again };
}

const osOnly = (containers: readonly ContainerValue[]) => containers.filter((c) => c.module === 'Os');

describe('OIL corpus → Os containers', () => {
  it('finds the rows', () => {
    expect(acceptRows.length).toBeGreaterThan(100);
  });

  it.each(acceptRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const oil = readRow(row);
    const imported = osContainersFromOil(oil, { language: 'en_us', newId: counterIds('a') });
    const errors = imported.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    expect(errors).toEqual([]);
    expect(definitionProblems(imported.containers)).toEqual([]);
    expect(verifyErrors(imported.containers)).toEqual([]);
    for (const d of imported.diagnostics) expect(d.line, formatDiagnostic(d)).toBeGreaterThan(0);
    for (const container of imported.containers) expect(imported.sourceMap.has(container.id)).toBe(true);

    // Every OIL object of a standard kind is a container.
    const objects = oil.application?.objects ?? {};
    const tasks = imported.containers.filter((c) => c.definitionPath === '/Os/OsTask');
    expect(tasks.map((t) => t.shortName).sort()).toEqual(Object.keys(objects.TASK ?? {}).sort());
    const alarms = imported.containers.filter((c) => c.definitionPath === '/Os/OsAlarm');
    expect(alarms).toHaveLength(Object.keys(objects.ALARM ?? {}).length);

    const { again } = roundTrip(imported);
    expect(canonical(again.containers)).toEqual(canonical(imported.containers));
    expect(again.general.osType).toBe(imported.general.osType);
    expect(again.general.scalabilityClass).toBe(imported.general.scalabilityClass);
  });
});

describe('OIL export of every corpus OS: import → export → import', () => {
  it.each(acceptRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const imported = osContainersFromOil(readRow(row), { language: 'en_us', newId: counterIds('a') });
    const { exported, again } = exportAndReimport(imported.containers);
    // The same containers, or the difference is exactly what the warnings list.
    expect(lossCounts(exported.losses)).toEqual(
      differences(osOnly(imported.containers), osOnly(again.containers)),
    );
    const notCarried = exported.diagnostics.filter((d) => d.code === 'OS_OIL_NOT_CARRIED');
    expect(notCarried.length === 0).toBe(exported.losses.length === 0);
    for (const d of exported.diagnostics) expect(d.severity).toBe('warning');
    // An AUTOSAR OS says its file is AUTOSAR OIL; an OSEK one says nothing of the kind.
    expect(exported.diagnostics.some((d) => d.code === 'OS_OIL_AUTOSAR')).toBe(
      imported.general.osType === 'AUTOSAR',
    );
    expect(exported.readBack?.osType).toBe(imported.general.osType);
  });
});

/** OIL object types only an AUTOSAR OS has. */
const AUTOSAR_OBJECTS = new Set(['SCHEDULETABLE', 'APPLICATION', 'SPINLOCK', 'IOC']);

/**
 * What a parsed file declares that OSEK OS 2.2.3 / OIL 2.5 cannot express, read from the model
 * itself (not through the mapping): AUTOSAR object types, and attributes at any depth.
 */
function autosarDeclarations(oil: OilFile): string[] {
  const found = new Set<string>();
  const isTrue = (v: OilValue) => v.kind === 'boolean' && v.value;
  const visit = (attributes: readonly OilAttributeValue[]) => {
    for (const { name, value } of attributes) {
      if (name === 'TIMING_PROTECTION' && isTrue(value)) found.add(name);
      if (name === 'NUMBER_OF_CORES' && value.kind === 'integer' && value.value > 1) found.add(name);
      if (name === 'SCALABILITYCLASS' && value.kind !== 'auto') found.add(name);
      if (name === 'PROTECTIONHOOK' && isTrue(value)) found.add(name);
      if (name === 'ACCESSING_APPLICATION') found.add(name);
      if (name === 'MEMORY_PROTECTION' && isTrue(value)) found.add(name);
      if (name === 'LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION' && isTrue(value)) found.add(name);
      if (name === 'ACTION' && value.kind === 'identifier' && value.value === 'INCREMENTCOUNTER')
        found.add('ACTION = INCREMENTCOUNTER');
      if (value.kind === 'boolean' || value.kind === 'identifier' || value.kind === 'struct')
        visit(value.attributes);
    }
  };
  for (const [type, objects] of Object.entries(oil.application?.objects ?? {})) {
    for (const object of Object.values(objects)) {
      if (AUTOSAR_OBJECTS.has(type)) found.add(type);
      visit(object.attributes);
    }
  }
  return [...found].sort();
}

describe('OSEK stays OSEK: the corpus files are classified by what they declare', () => {
  it.each(acceptRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const oil = readRow(row);
    const declared = autosarDeclarations(oil);
    const imported = osContainersFromOil(oil, { language: 'en_us', newId: counterIds('k') });
    expect({ declared, osType: imported.general.osType }).toEqual({
      declared,
      osType: declared.length === 0 ? 'OSEK' : 'AUTOSAR',
    });
    if (imported.general.osType === 'OSEK') {
      expect(imported.general.osTypeReasons).toEqual([]);
      expect(imported.general.scalabilityClass).toBe('SC1');
    }
  });

  it('a generated application with 250 tasks, 250 alarms and four counters is OSEK', () => {
    const row = acceptRows.find((r) => r.path.endsWith('/big-250-tasks.oil'));
    if (!row) throw new Error('big-250-tasks.oil is not in the MANIFEST');
    const oil = readRow(row);
    expect(Object.keys(oil.application?.objects.COUNTER ?? {}).length).toBeGreaterThan(1);
    expect(osContainersFromOil(oil, { language: 'en_us' }).general).toMatchObject({
      osType: 'OSEK',
      scalabilityClass: 'SC1',
      osTypeReasons: [],
    });
  });
});

/** A value other than the default, valid for the parameter (text as stored). */
function otherValue(param: ParamDef, owner: ContainerValue): ParamValue {
  switch (param.kind) {
    case 'boolean':
      return !(param.default ?? false);
    case 'enumeration':
      return param.literals.find((l) => l !== param.default) ?? param.literals[0] ?? '';
    case 'integer': {
      const min = BigInt(param.min ?? '0');
      const value = String(min + 1n) === param.default ? min + 2n : min + 1n;
      return String(value);
    }
    case 'float':
      return '0.5';
    case 'functionName':
      return `${owner.shortName}_fn`;
    default:
      return param.name === 'OsEventMask' ? '0x10' : `${param.name}_text`;
  }
}

/**
 * An Os configuration with every container the definition has (two of each top-level one, one alarm
 * per action, each sub-container once), every parameter set to a value other than its default and
 * every reference set; sub-containers are named as the import names them. The OS says AUTOSAR SC4
 * on two cores, as the features it holds need.
 */
function everyParameterConfiguration(): ContainerValue[] {
  const builder = new ContainerBuilder({ module: 'Os', newId: counterIds('x') });
  const hardware = builder.add({
    definitionPath: '/EcuC/EcucHardware',
    shortName: 'EcucHardware',
    module: 'EcuC',
  });
  for (const id of ['0', '1'])
    builder.add({
      definitionPath: '/EcuC/EcucHardware/EcucCoreDefinition',
      parentId: hardware.id,
      shortName: `Core${id}`,
      module: 'EcuC',
      values: { EcucCoreId: id },
    });
  const partitions = builder.add({
    definitionPath: '/EcuC/EcucPartitionCollection',
    shortName: 'EcucPartitionCollection',
    module: 'EcuC',
  });
  builder.add({
    definitionPath: '/EcuC/EcucPartitionCollection/EcucPartition',
    parentId: partitions.id,
    shortName: 'Partition',
    module: 'EcuC',
  });
  const make = (
    def: ContainerDef,
    path: string,
    parent: ContainerValue | null,
    choice = 0,
    name?: string,
  ) => {
    const container = parent
      ? builder.child(parent, def.name, { numbered: def.upper !== 1 })
      : builder.add({ definitionPath: path, shortName: name ?? def.name });
    for (const sub of def.subContainers ?? []) make(sub, `${path}/${sub.name}`, container, choice);
    const chosen = def.choices?.[choice];
    if (chosen) make(chosen, `${path}/${chosen.name}`, container);
    return container;
  };
  for (const def of osDefinition.containers) {
    const path = `/Os/${def.name}`;
    if (def.upper === 1) make(def, path, null);
    else {
      const variants = def.name === 'OsAlarm' ? 4 : 2;
      for (let i = 0; i < variants; i += 1)
        make(def, path, null, i, `${def.name}_${String.fromCharCode(97 + i)}`);
    }
  }
  const all = builder.containers;
  for (const container of all.filter((c) => c.module === 'Os')) {
    const info = definitions.containers.get(container.definitionPath);
    for (const param of info?.parameters ?? []) container.values[param.name] = otherValue(param, container);
    for (const ref of info?.references ?? []) {
      if (!CONTAINER_REFERENCE_KINDS.has(ref.kind)) {
        container.references[ref.name] = [`/AUTOSAR/${ref.name}/Target`];
        continue;
      }
      const allowed = referenceDestinations(ref);
      // Another container than itself (a linked resource, a spinlock's successor), the first core.
      const target = all.find((c) => allowed.includes(c.definitionPath) && c.id !== container.id);
      if (target) container.references[ref.name] = [target.id];
    }
  }
  const os = all.find((c) => c.definitionPath === '/Os/OsOS');
  Object.assign(os?.values ?? {}, { OsType: 'AUTOSAR', OsScalabilityClass: 'SC4', OsNumberOfCores: '2' });
  // Trusted functions belong to trusted applications; an IOC queue has no initial value.
  for (const application of all.filter((c) => c.definitionPath === '/Os/OsApplication'))
    application.values.OsTrusted = true;
  for (const communication of all.filter((c) => c.definitionPath === '/Os/OsIoc/OsIocCommunication'))
    delete communication.values.OsIocBufferLength;
  return all;
}

describe('what OIL does not carry', () => {
  it('is, for a configuration with every parameter and reference, exactly what the export says', () => {
    const configuration = everyParameterConfiguration();
    const { exported, again } = exportAndReimport(configuration);
    const said = lossCounts(exported.losses);
    expect(said).toEqual(differences(osOnly(configuration), osOnly(again.containers)));
    // What OIL (OSEK 2.5 and the AUTOSAR OIL goil reads) has no attribute or object for, and the
    // values it keeps only in part: everything else of the definition comes back.
    expect(said).toEqual({
      '/Os/OsTask OsTaskPeriod': 2,
      '/Os/OsTask OsMemoryMappingCodeLocationRef': 2,
      '/Os/OsTask/OsTaskTimingProtection/OsTaskResourceLock (container)': 2,
      '/Os/OsIsr OsIsrPeriod': 2,
      '/Os/OsIsr OsMemoryMappingCodeLocationRef': 2,
      '/Os/OsIsr/OsIsrTimingProtection/OsIsrResourceLock (container)': 2,
      '/Os/OsCounter/OsDriver (container)': 2,
      '/Os/OsCounter/OsTimeConstant (container)': 2,
      '/Os/OsApplication OsTrustedApplicationDelayTimingViolationCall': 2,
      '/Os/OsApplication OsAppEcucPartitionRef': 2,
      '/Os/OsApplication OsMemoryMappingCodeLocationRef': 2,
      // OIL names a trusted function only: the container takes the function's name.
      '/Os/OsApplication/OsApplicationTrustedFunction (short name)': 2,
      // OIL lists the data in order (the index is the position) and names its type without a path.
      '/Os/OsIoc/OsIocCommunication/OsIocDataProperties OsIocDataPropertyIndex': 1,
      '/Os/OsIoc/OsIocCommunication/OsIocDataProperties OsIocDataTypeRef': 1,
      '/Os/OsIoc/OsIocCommunication/OsIocReceiverProperties OsIocFunctionImplementationKind': 1,
      '/Os/OsIoc/OsIocCommunication/OsIocSenderProperties OsIocFunctionImplementationKind': 1,
      '/Os/OsPeripheralArea (container)': 2,
    });
    expect(exported.readBack).toMatchObject({ osType: 'AUTOSAR', scalabilityClass: 'SC4', numberOfCores: 2 });
  });

  it('says it in warnings, one per container kind with counts, in the language asked', () => {
    const configuration = everyParameterConfiguration();
    const english = osOilExport(configuration, { language: 'en_us' }).diagnostics;
    expect(english.every((d) => d.severity === 'warning')).toBe(true);
    expect(english[0]?.code).toBe('OS_OIL_AUTOSAR');
    expect(english[0]?.message).toMatch(
      /^The OS is an AUTOSAR OS \(OS applications, .*\): the file is AUTOSAR OIL 4\.0, beyond OSEK OIL 2\.5$/,
    );
    const notCarried = english.filter((d) => d.code === 'OS_OIL_NOT_CARRIED').map((d) => d.message);
    expect(notCarried).toContain(
      'OsTask: OIL does not carry OsTaskPeriod (2 of 2), OsMemoryMappingCodeLocationRef (2 of 2)',
    );
    expect(notCarried).toContain(
      'OsPeripheralArea: OIL has no place for 2 of 2 containers (OsPeripheralArea_a, OsPeripheralArea_b); they are not in the file',
    );
    expect(notCarried).toContain(
      'OsDriver: OIL has no place for 2 of 2 containers (OsCounter_a/OsDriver, OsCounter_b/OsDriver); they are not in the file',
    );
    expect(notCarried).toHaveLength(12);
    const chinese = osOilExport(configuration).diagnostics.map((d) => d.message);
    expect(chinese).toContain(
      'OsTask：OIL 无法表示 OsTaskPeriod（2 个中的 2 个）、OsMemoryMappingCodeLocationRef（2 个中的 2 个）',
    );
  });

  it('counts a parameter over all containers of its kind on one line', () => {
    const imported = importText(
      `CPU c { APPMODE std {}; ${Array.from(
        { length: 12 },
        (_, i) => `TASK t${i} { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };`,
      ).join(' ')} };`,
    );
    const tasks = imported.containers.filter((c) => c.definitionPath === '/Os/OsTask');
    for (const task of tasks.slice(0, 9)) task.values.OsTaskPeriod = '0.01';
    const exported = osOilExport(imported.containers, { language: 'en_us' });
    expect(exported.diagnostics.map((d) => d.message)).toEqual([
      'OsTask: OIL does not carry OsTaskPeriod (9 of 12)',
    ]);
  });

  it('says the short names OIL does not keep, and what they read back as', () => {
    const imported = importText(SMALL_OIL);
    const autostart = imported.containers.find((c) => c.definitionPath === '/Os/OsTask/OsTaskAutostart');
    if (autostart) autostart.shortName = 'Start';
    const { exported, again } = exportAndReimport(imported.containers);
    expect(lossCounts(exported.losses)).toEqual({ '/Os/OsTask/OsTaskAutostart (short name)': 1 });
    expect(lossCounts(exported.losses)).toEqual(differences(imported.containers, again.containers));
    expect(exported.diagnostics.map((d) => d.message)).toEqual([
      'OsTaskAutostart: OIL does not keep the short names of 1 of 1 containers (worker/Start); they read back as worker/OsTaskAutostart',
    ]);
  });

  it('says when the file states another OS type or class than the configuration', () => {
    const imported = importText(SMALL_OIL);
    const worker = imported.containers.find((c) => c.shortName === 'worker');
    const builder = new ContainerBuilder({ module: 'Os', newId: counterIds('t') });
    if (!worker) throw new Error('no worker');
    const protection = builder.child(worker, 'OsTaskTimingProtection');
    protection.values.OsTaskExecutionBudget = '5';
    const containers = [...imported.containers, protection];
    const { exported, again } = exportAndReimport(containers);
    expect(lossCounts(exported.losses)).toEqual({ '/Os/OsOS OsType': 1, '/Os/OsOS OsScalabilityClass': 1 });
    expect(lossCounts(exported.losses)).toEqual(differences(containers, again.containers));
    expect(exported.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'OS_OIL_NOT_CARRIED',
        'OsOS OsType: OSEK is not carried; the OIL reads back as AUTOSAR, as it declares timing protection',
      ],
      [
        'OS_OIL_NOT_CARRIED',
        'OsOS OsScalabilityClass: SC1 is not carried; the OIL reads back as SC2, as it declares timing protection',
      ],
    ]);
  });

  it('says the containers reading the OIL back adds', () => {
    const imported = importText(SMALL_OIL);
    const containers = imported.containers.filter((c) => c.definitionPath !== '/Os/OsAppMode');
    for (const container of containers) {
      for (const name of ['OsTaskAppModeRef', 'OsAlarmAppModeRef']) delete container.references[name];
    }
    const { exported, again } = exportAndReimport(containers);
    expect(lossCounts(exported.losses)).toEqual({ '/Os/OsAppMode (added)': 1 });
    expect(lossCounts(exported.losses)).toEqual(differences(containers, again.containers));
    expect(exported.diagnostics.map((d) => d.message)).toEqual([
      'OsAppMode: reading the OIL back adds OSDEFAULTAPPMODE',
    ]);
  });

  it('says when the written OIL does not read back (a short name that is no identifier)', () => {
    const imported = importText(SMALL_OIL);
    const worker = imported.containers.find((c) => c.shortName === 'worker');
    if (worker) worker.shortName = 'two words';
    const exported = osOilExport(imported.containers, { language: 'en_us' });
    expect(exported.text).toContain('TASK two words');
    expect(exported.readBack).toBeUndefined();
    expect(exported.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'OS_OIL_NOT_READ_BACK'],
    ]);
    expect(exported.diagnostics[0]?.message).toMatch(
      /^The written OIL does not read back \(.+\); what it carries is not checked$/,
    );
  });

  it('says nothing for an OSEK OS that OIL carries whole', () => {
    const imported = importText(SMALL_OIL);
    const exported = osOilExport(imported.containers, { language: 'en_us' });
    expect(exported.losses).toEqual([]);
    expect(exported.diagnostics).toEqual([]);
    expect(exported.readBack).toMatchObject({ osType: 'OSEK', scalabilityClass: 'SC1' });
  });
});

const SMALL_OIL = `OIL_VERSION = "2.5";
CPU demo {
  OS config {
    STATUS = STANDARD;
    ERRORHOOK = TRUE;
    USERESSCHEDULER = FALSE;
    BUILD = TRUE { APP_NAME = "demo"; };
  };
  APPMODE std {};
  EVENT ev { MASK = AUTO; };
  EVENT ev2 { MASK = 0x4; };
  RESOURCE res { RESOURCEPROPERTY = STANDARD; };
  COUNTER SystemCounter { MAXALLOWEDVALUE = 1000; TICKSPERBASE = 1; MINCYCLE = 2; };
  TASK worker {
    PRIORITY = 3; ACTIVATION = 1; SCHEDULE = FULL; STACKSIZE = 512;
    AUTOSTART = TRUE { APPMODE = std; };
    EVENT = ev; EVENT = ev2; RESOURCE = res;
  };
  ISR rx { CATEGORY = 2; PRIORITY = 5; SOURCE = UART0_RX; RESOURCE = res; };
  ALARM tick {
    COUNTER = SystemCounter;
    ACTION = SETEVENT { TASK = worker; EVENT = ev; };
    AUTOSTART = TRUE { ALARMTIME = 10; CYCLETIME = 100; APPMODE = std; };
  };
};
`;

function importText(text: string) {
  const read = readOilText(text, 'demo.oil', {}, { language: 'en_us' });
  if (!read.model) throw new Error('does not read');
  return osContainersFromOil(read.model, { language: 'en_us', newId: counterIds('c') });
}

describe('a small OSEK file', () => {
  const imported = importText(SMALL_OIL);

  it('maps to these containers', () => {
    const rows = Object.entries(canonical(imported.containers)).map(([path, entry]) => {
      const { values, references } = entry as { values: object; references: object };
      return [path, values, references];
    });
    expect(rows).toEqual([
      [
        '/Os/OsOS',
        {
          OsType: 'OSEK',
          OsCpuFrequency: '100',
          OsSystemStackSize: '1024',
          OsNumberOfCores: '1',
          OsScalabilityClass: 'SC1',
          OsStackMonitoring: false,
          OsStatus: 'STANDARD',
          OsUseGetServiceId: false,
          OsUseParameterAccess: false,
          OsUseResScheduler: false,
        },
        {},
      ],
      [
        '/Os/OsOS/OsHooks',
        {
          OsErrorHook: true,
          OsPostTaskHook: false,
          OsPreTaskHook: false,
          OsProtectionHook: false,
          OsShutdownHook: false,
          OsStartupHook: false,
        },
        {},
      ],
      ['/Os/std', {}, {}],
      ['/Os/ev', { OsEventMask: 'AUTO' }, {}],
      ['/Os/ev2', { OsEventMask: '0x4' }, {}],
      ['/Os/res', { OsResourceProperty: 'STANDARD' }, {}],
      [
        '/Os/SystemCounter',
        {
          OsCounterMaxAllowedValue: '1000',
          OsCounterMinCycle: '2',
          OsCounterTicksPerBase: '1',
          OsCounterType: 'SOFTWARE',
        },
        {},
      ],
      [
        '/Os/worker',
        { OsTaskActivation: '1', OsTaskPriority: '3', OsTaskSchedule: 'FULL', OsStacksize: '512' },
        { OsTaskEventRef: ['/Os/ev', '/Os/ev2'], OsTaskResourceRef: ['/Os/res'] },
      ],
      [
        '/Os/rx',
        { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '5', OsIsrInterruptSource: 'UART0_RX' },
        {
          OsIsrResourceRef: ['/Os/res'],
        },
      ],
      ['/Os/tick', {}, { OsAlarmCounterRef: ['/Os/SystemCounter'] }],
      ['/Os/worker/OsTaskAutostart', {}, { OsTaskAppModeRef: ['/Os/std'] }],
      ['/Os/tick/OsAlarmAction', {}, {}],
      [
        '/Os/tick/OsAlarmAction/OsAlarmSetEvent',
        {},
        { OsAlarmSetEventTaskRef: ['/Os/worker'], OsAlarmSetEventRef: ['/Os/ev'] },
      ],
      [
        '/Os/tick/OsAlarmAutostart',
        { OsAlarmAlarmTime: '10', OsAlarmAutostartType: 'ABSOLUTE', OsAlarmCycleTime: '100' },
        { OsAlarmAppModeRef: ['/Os/std'] },
      ],
    ]);
    expect(imported.general).toMatchObject({ cpuName: 'demo', osName: 'config', osType: 'OSEK' });
  });

  it('reports the attribute it does not take over, where it is', () => {
    const info = imported.diagnostics.filter((d) => d.code === 'OS_OIL_NOT_IMPORTED');
    expect(info.map(formatDiagnostic)).toEqual([
      'demo.oil:7:5: OS config: attribute BUILD has no Os counterpart and is not imported',
    ]);
    expect(info[0]?.severity).toBe('info');
  });

  it('points each container at its object', () => {
    const worker = imported.containers.find((c) => c.shortName === 'worker');
    expect(imported.sourceMap.get(worker?.id ?? '')).toMatchObject({ file: 'demo.oil', line: 14 });
  });

  it('writes OIL that reads back to the same configuration, general settings included', () => {
    const edited = imported.containers.map((c) =>
      c.definitionPath === '/Os/OsOS' ? { ...c, values: { ...c.values, OsCpuFrequency: '160' } } : c,
    );
    const { again, text } = roundTrip({ ...imported, containers: edited });
    expect(text).toContain('OS config {');
    expect(text).toContain('CPU_FREQ_MHZ=160');
    expect(text).toContain('ACTION = SETEVENT {');
    expect(canonical(again.containers)).toEqual(canonical(edited));
  });
});

describe('OS type and scalability class', () => {
  const wrap = (body: string) =>
    `OIL_VERSION = "4.0";\nCPU c {\n  OS os { STATUS = EXTENDED; };\n  APPMODE std {};\n${body}\n};\n`;

  it.each([
    [
      'one counter only',
      'COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };',
      'OSEK',
      'SC1',
    ],
    // OSEK OS 2.2.3 has any number of counters.
    [
      'several counters',
      'COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };\nCOUNTER b { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };',
      'OSEK',
      'SC1',
    ],
    [
      'alarms of every OSEK action, resources, events, ISRs of both categories, hooks, a COM message',
      [
        'COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };',
        'COUNTER b { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };',
        'EVENT e { MASK = AUTO; };',
        'RESOURCE r { RESOURCEPROPERTY = STANDARD; };',
        'RESOURCE l { RESOURCEPROPERTY = LINKED { LINKEDRESOURCE = r; }; };',
        'TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; EVENT = e; RESOURCE = l; };',
        'ISR i1 { CATEGORY = 1; PRIORITY = 3; };',
        'ISR i2 { CATEGORY = 2; PRIORITY = 2; RESOURCE = r; };',
        'ALARM x { COUNTER = a; ACTION = ACTIVATETASK { TASK = t; }; AUTOSTART = FALSE; };',
        'ALARM y { COUNTER = b; ACTION = SETEVENT { TASK = t; EVENT = e; }; AUTOSTART = TRUE { ALARMTIME = 1; CYCLETIME = 5; APPMODE = std; }; };',
        'ALARM z { COUNTER = b; ACTION = ALARMCALLBACK { ALARMCALLBACKNAME = "cb"; }; AUTOSTART = FALSE; };',
        'MESSAGE m { MESSAGEPROPERTY = SEND_STATIC_INTERNAL { CDATATYPE = "int"; }; };',
      ].join('\n'),
      'OSEK',
      'SC1',
      [],
      'STARTUPHOOK = TRUE; ERRORHOOK = TRUE; SHUTDOWNHOOK = TRUE; PRETASKHOOK = TRUE; POSTTASKHOOK = TRUE; USEGETSERVICEID = TRUE; USEPARAMETERACCESS = TRUE; USERESSCHEDULER = TRUE; PROTECTIONHOOK = FALSE; NUMBER_OF_CORES = 1;',
    ],
    [
      'an alarm that increments a counter',
      'COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };\nCOUNTER b { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };\nALARM x { COUNTER = a; ACTION = INCREMENTCOUNTER { COUNTER = b; }; AUTOSTART = FALSE; };',
      'AUTOSAR',
      'SC1',
    ],
    ['a protection hook', '', 'AUTOSAR', 'SC1', [], 'PROTECTIONHOOK = TRUE;'],
    ['two cores', '', 'AUTOSAR', 'SC1', [], 'NUMBER_OF_CORES = 2;'],
    ['a stated scalability class', '', 'AUTOSAR', 'SC1', [], 'SCALABILITYCLASS = SC1;'],
    ['a spinlock', 'SPINLOCK s { LOCKMETHOD = LOCK_NOTHING; };', 'AUTOSAR', 'SC1'],
    [
      'a schedule table',
      'COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };\nTASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };\nSCHEDULETABLE s { COUNTER = a; PERIODIC = FALSE; LENGTH = 5; LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION = FALSE; EXPIRY_POINT e { OFFSET = 1; ACTION = ACTIVATETASK { TASK = t; }; }; };',
      'AUTOSAR',
      'SC1',
    ],
    [
      'timing protection',
      'TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; TIMING_PROTECTION = TRUE { EXECUTIONBUDGET = 5; TIMEFRAME = 10; }; };',
      'AUTOSAR',
      'SC2',
    ],
    ['a non-trusted application', 'APPLICATION app { TRUSTED = FALSE; };', 'AUTOSAR', 'SC3', [false]],
    [
      'timing protection and a non-trusted application',
      'TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; TIMING_PROTECTION = TRUE { EXECUTIONBUDGET = 5; }; };\nAPPLICATION app { TRUSTED = FALSE; TASK = t; };',
      'AUTOSAR',
      'SC4',
      [false],
    ],
    ['a trusted application', 'APPLICATION app { TRUSTED = TRUE; };', 'AUTOSAR', 'SC1', [true]],
    // TRUSTED left out: goil's FALSE is the reader's default, not a declaration of the file.
    ['an application that does not say TRUSTED', 'APPLICATION app { };', 'AUTOSAR', 'SC1', [true]],
    [
      'an application that does not say TRUSTED, with timing protection',
      'TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; TIMING_PROTECTION = TRUE { EXECUTIONBUDGET = 5; }; };\nAPPLICATION app { TASK = t; };',
      'AUTOSAR',
      'SC2',
      [true],
    ],
    [
      'an application that does not say TRUSTED beside trusted functions: the implementation’s FALSE',
      'APPLICATION lib { TRUSTED = TRUE { TRUSTED_FUNCTION = f; }; };\nAPPLICATION app { };',
      'AUTOSAR',
      'SC3',
      [true, false],
    ],
    [
      'an application that does not say TRUSTED, with memory protection',
      'APPLICATION app { };',
      'AUTOSAR',
      'SC3',
      [false],
      'MEMMAP = TRUE { MEMORY_PROTECTION = TRUE; };',
    ],
    [
      'an application that does not say TRUSTED in a stated SC3',
      'APPLICATION app { };',
      'AUTOSAR',
      'SC3',
      [false],
      'SCALABILITYCLASS = SC3;',
    ],
    [
      'access rights granted (ACCESSING_APPLICATION): service protection',
      'TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; ACCESSING_APPLICATION = b; };\nAPPLICATION a { TASK = t; };\nAPPLICATION b { };',
      'AUTOSAR',
      'SC3',
      [false, false],
    ],
  ])('%s', (_name, body, osType, scalabilityClass, trusted: boolean[] = [], osAttributes = '') => {
    const imported = importText(
      wrap(body).replace('STATUS = EXTENDED;', `STATUS = EXTENDED; ${osAttributes}`),
    );
    expect(imported.general.osType).toBe(osType);
    expect(imported.general.scalabilityClass).toBe(scalabilityClass);
    const os = imported.containers.find((c) => c.definitionPath === '/Os/OsOS');
    expect(os?.values).toMatchObject({ OsType: osType, OsScalabilityClass: scalabilityClass });
    const applications = imported.containers.filter((c) => c.definitionPath === '/Os/OsApplication');
    expect(applications.map((a) => a.values.OsTrusted)).toEqual(trusted);
  });

  it('says when an application is trusted because the file does not say and the class has no memory protection', () => {
    const imported = importText(wrap('APPLICATION app { };\nAPPLICATION other { TRUSTED = TRUE; };'));
    const said = imported.diagnostics.filter((d) => d.code === 'OS_OIL_DEFAULT_WITHOUT_PROTECTION');
    expect(said.map((d) => [d.severity, d.line, d.message])).toEqual([
      [
        'info',
        5,
        'APPLICATION app does not state TRUSTED: TRUSTED = TRUE is taken, as scalability class SC1 has no memory protection',
      ],
    ]);
    const read = readOilText(wrap('APPLICATION app { };'), 'demo.oil');
    const chinese = osContainersFromOil(read.model as OilFile, { newId: counterIds('z') });
    expect(chinese.diagnostics.find((d) => d.code === 'OS_OIL_DEFAULT_WITHOUT_PROTECTION')?.message).toBe(
      'APPLICATION app 未给出 TRUSTED：取 TRUSTED = TRUE，因为可扩展等级 SC1 没有内存保护',
    );
  });

  it('takes the implementation’s own default with memory protection', () => {
    const text = wrap('APPLICATION app { TRUSTED = FALSE; };\nAPPLICATION other { };').replace(
      'CPU c {',
      'IMPLEMENTATION i { APPLICATION { BOOLEAN [ TRUE, FALSE ] TRUSTED = TRUE; }; };\nCPU c {',
    );
    const imported = importText(text);
    expect(imported.general.scalabilityClass).toBe('SC3');
    const applications = imported.containers.filter((c) => c.definitionPath === '/Os/OsApplication');
    expect(applications.map((a) => [a.shortName, a.values.OsTrusted])).toEqual([
      ['app', false],
      ['other', true],
    ]);
  });

  it('raises a stated class that is too low, and says so', () => {
    const imported = importText(
      wrap(
        '  TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; TIMING_PROTECTION = TRUE { EXECUTIONBUDGET = 5; }; };',
      ).replace('STATUS = EXTENDED;', 'STATUS = EXTENDED; SCALABILITYCLASS = SC3;'),
    );
    expect(imported.general.scalabilityClass).toBe('SC4');
    expect(imported.diagnostics.find((d) => d.code === 'OS_OIL_CLASS_RAISED')?.message).toContain('SC3');
  });

  it('puts applications on EcuC cores, reusing the project’s', () => {
    const text = wrap(
      'APPLICATION a0 { TRUSTED = TRUE; CORE = 0; };\nAPPLICATION a1 { TRUSTED = TRUE; CORE = 1; };',
    ).replace('STATUS = EXTENDED;', 'STATUS = EXTENDED; NUMBER_OF_CORES = 2;');
    const read = readOilText(text, 'mc.oil');
    const core0: ContainerValue = {
      id: 'core0',
      module: 'EcuC',
      instanceId: 0,
      definitionPath: '/EcuC/EcucHardware/EcucCoreDefinition',
      parentId: 'hw',
      shortName: 'Master',
      position: 0,
      values: { EcucCoreId: '0' },
      references: {},
      version: 1,
    };
    const hardware: ContainerValue = {
      ...core0,
      id: 'hw',
      definitionPath: '/EcuC/EcucHardware',
      parentId: null,
      shortName: 'EcucHardware',
      values: {},
    };
    const imported = osContainersFromOil(read.model as OilFile, {
      newId: counterIds('m'),
      ecucContainers: [hardware, core0],
    });
    const apps = imported.containers.filter((c) => c.definitionPath === '/Os/OsApplication');
    expect(apps[0]?.references.OsApplicationCoreRef).toEqual(['core0']);
    const added = imported.containers.filter((c) => c.module === 'EcuC');
    expect(added.map((c) => [c.shortName, c.parentId, c.values.EcucCoreId])).toEqual([['Core1', 'hw', '1']]);
    expect(apps[1]?.references.OsApplicationCoreRef).toEqual([added[0]?.id]);
    expect(imported.general.numberOfCores).toBe(2);
    expect(imported.general.osType).toBe('AUTOSAR');
  });
});

describe('odd input', () => {
  it('reports references to objects the file does not have', () => {
    const imported = importText(
      'CPU c { APPMODE std {}; TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; EVENT = nowhere; }; };',
    );
    const warning = imported.diagnostics.find((d) => d.code === 'OS_OIL_UNRESOLVED_REFERENCE');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toContain('nowhere');
    expect(imported.containers.find((c) => c.shortName === 't')?.references.OsTaskEventRef).toBeUndefined();
  });

  it('gives the general containers and an application mode for a file without a CPU part', () => {
    const imported = importText('OIL_VERSION = "2.5";\nIMPLEMENTATION x { TASK { UINT32 PRIORITY; }; };');
    expect(imported.containers.map((c) => c.definitionPath)).toEqual([
      '/Os/OsOS',
      '/Os/OsOS/OsHooks',
      '/Os/OsAppMode',
    ]);
    expect(imported.diagnostics.map((d) => d.code)).toContain('OS_OIL_NO_APPLICATION');
  });

  it('reports objects outside the Os, such as COM messages, as not imported', () => {
    const imported = importText(
      'CPU c { APPMODE std {}; MESSAGE m { MESSAGEPROPERTY = SEND_STATIC_INTERNAL { CDATATYPE = "int"; }; }; };',
    );
    const info = imported.diagnostics.find((d) => d.code === 'OS_OIL_NOT_IMPORTED');
    expect(info && formatDiagnostic(info)).toBe(
      'demo.oil:1:33: MESSAGE m has no Os counterpart and is not imported',
    );
  });

  it('merges a target OS object from an include under the application OS object', () => {
    const files: Record<string, string> = {
      'target.oil': 'CPU t { OS targetOs { STATUS = STANDARD; STARTUPHOOK = TRUE; }; };',
    };
    const read = readOilText(
      '#include "target.oil"\nCPU t { OS app { STATUS = EXTENDED; }; APPMODE std {}; };',
      'app.oil',
      { fileSystem: { read: (path) => (files[path] ? new TextEncoder().encode(files[path]) : undefined) } },
    );
    const imported = osContainersFromOil(read.model as OilFile, { language: 'en_us' });
    expect(imported.general.osName).toBe('app');
    const os = imported.containers.find((c) => c.definitionPath === '/Os/OsOS');
    const hooks = imported.containers.find((c) => c.definitionPath === '/Os/OsOS/OsHooks');
    expect(os?.values.OsStatus).toBe('EXTENDED');
    expect(hooks?.values.OsStartupHook).toBe(true);
    expect(imported.diagnostics.filter((d) => d.code === 'OS_OIL_NOT_IMPORTED')).toEqual([]);
  });

  it('speaks Chinese unless told otherwise', () => {
    const read = readOilText('CPU c { APPMODE std { X = 1; }; };', 'zh.oil');
    const imported = osContainersFromOil(read.model as OilFile);
    expect(imported.diagnostics.find((d) => d.code === 'OS_OIL_NOT_IMPORTED')?.message).toBe(
      'APPMODE std：属性 X 在 Os 中没有对应参数，未导入',
    );
  });
});
