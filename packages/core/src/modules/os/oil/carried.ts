/**
 * What OIL carries of an Os configuration. `osOilExport` writes the configuration as OIL, reads the
 * text back (`readOilText`, then `osContainersFromOil` with the same EcuC cores) and compares the
 * two configurations container by container, ids aside: everything that does not come back as it
 * is (a parameter with no OIL attribute, a container with no OIL object, a short name OIL does not
 * keep, an OS type or scalability class the file states otherwise) is an `OsOilLoss`. The reading
 * back is the one authority: the losses are exactly what a re-import of the file would change.
 */
import { indexModuleDef, type ContainerDefInfo } from '../../../ecuc/definition-index.js';
import { defaultValueOf } from '../../../ecuc/defaults.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import { CONTAINER_REFERENCE_KINDS } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import { readOilText, writeOil, type OilFile } from '../../../formats/oil/index.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/index.js';
import { OS_PATHS, osDefinition } from '../definition.js';
import { osContainersToOil, type OsOilExportGeneral } from './export.js';
import { osContainersFromOil, type OsOilGeneral } from './import.js';
import { osOilReasons, osOilText } from './messages.js';

/** One kind of thing of the configuration that the OIL does not carry, for one kind of container. */
export type OsOilLoss =
  /** Containers with no OIL form: they are not in the file (`names`: their short-name paths). */
  | { what: 'container'; definitionPath: string; count: number; of: number; names: string[] }
  /** Containers that come back under another short name (OIL names them after their definition). */
  | {
      what: 'shortName';
      definitionPath: string;
      count: number;
      of: number;
      names: string[];
      readBack: string[];
    }
  /** A parameter or reference whose value does not come back, in `count` of the `of` containers. */
  | {
      what: 'parameter' | 'reference';
      definitionPath: string;
      name: string;
      count: number;
      of: number;
    }
  /**
   * An OS general setting the file states otherwise (OIL says the OS type, scalability class and
   * cores by what it declares): the configuration's value and the one read back.
   */
  | { what: 'general'; definitionPath: string; name: string; value: string; readBack: string }
  /** Containers reading the file back adds (an application mode an Os needs, a predefined counter). */
  | { what: 'added'; definitionPath: string; count: number; names: string[] };

export interface OsOilExport {
  oil: OilFile;
  text: string;
  /** What reading the text back decides about the OS (type, class, cores, with their reasons). */
  readBack: OsOilGeneral | undefined;
  /** What the OIL does not carry, by container kind, in definition order. */
  losses: OsOilLoss[];
  /** The losses (`OS_OIL_NOT_CARRIED`) and, for an AUTOSAR OS, the dialect (`OS_OIL_AUTOSAR`), as warnings. */
  diagnostics: Diagnostic[];
}

export interface OsOilExportOptions {
  general?: OsOilExportGeneral;
  /** Language of the diagnostics; zh_cn unless told. */
  language?: Language;
}

/** The settings OIL states by what the file declares, compared apart from the other parameters. */
const GENERAL_SETTINGS = new Set(['OsType', 'OsScalabilityClass', 'OsNumberOfCores']);

/** Where the export's diagnostics are: the module, as the exported file has no name yet. */
const WHERE = 'Os';

/** How many names a message lists before it stops. */
const NAMES_SHOWN = 5;

const index = indexModuleDef(osDefinition);

/**
 * The Os configuration (Os containers, and the EcuC containers its applications' cores are) as OIL
 * text, with what the text does not carry.
 */
export function osOilExport(
  containers: readonly ContainerValue[],
  options: OsOilExportOptions = {},
): OsOilExport {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const oil = osContainersToOil(containers, options.general);
  const text = writeOil(oil);
  const reread = readOilText(text, 'exported.oil', {}, { language });
  const readError = reread.diagnostics.find((d) => d.severity === 'error');
  if (!reread.model || readError) {
    const reason = readError?.message ?? '';
    return {
      oil,
      text,
      readBack: undefined,
      losses: [],
      diagnostics: [warning('OS_OIL_NOT_READ_BACK', osOilText(language, 'notReadBack', { reason }))],
    };
  }
  let next = 0;
  const again = osContainersFromOil(reread.model, {
    language,
    ecucContainers: containers.filter((c) => c.module !== osDefinition.name),
    newId: () => `\u0000read-back-${(next += 1)}`,
  });
  const losses = compareConfigurations(
    containers.filter((c) => c.module === osDefinition.name),
    again.containers.filter((c) => c.module === osDefinition.name),
  );
  return {
    oil,
    text,
    readBack: again.general,
    losses,
    diagnostics: exportDiagnostics(losses, again.general, oil, language),
  };
}

// ---------------------------------------------------------------- comparison

/** Containers by parent id (`''` at the top level), each list in position order. */
function childrenByParent(containers: readonly ContainerValue[]): Map<string, ContainerValue[]> {
  const byParent = new Map<string, ContainerValue[]>();
  for (const container of containers) {
    const key = container.parentId ?? '';
    const list = byParent.get(key);
    if (list) list.push(container);
    else byParent.set(key, [container]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position);
  return byParent;
}

/** A container's short-name path below the module (`T1/OsTaskAutostart`), computed once per container. */
function shortNamePaths(containers: readonly ContainerValue[]): (container: ContainerValue) => string {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const known = new Map<string, string>();
  const pathOf = (container: ContainerValue): string => {
    let path = known.get(container.id);
    if (path === undefined) {
      const parent = container.parentId === null ? undefined : byId.get(container.parentId);
      path = parent ? `${pathOf(parent)}/${container.shortName}` : container.shortName;
      known.set(container.id, path);
    }
    return path;
  };
  return pathOf;
}

function groupByDefinition(containers: readonly ContainerValue[]): Map<string, ContainerValue[]> {
  const groups = new Map<string, ContainerValue[]>();
  for (const container of containers) {
    const list = groups.get(container.definitionPath);
    if (list) list.push(container);
    else groups.set(container.definitionPath, [container]);
  }
  return groups;
}

/** A parameter value as it compares: the default when unset, booleans as booleans, text trimmed. */
function comparable(
  info: ContainerDefInfo | undefined,
  name: string,
  value: ParamValue | undefined,
): string[] {
  const def = info?.parameterByName.get(name);
  let current: ParamValue | undefined = value;
  if (current === undefined || current === null || current === '')
    current = def ? defaultValueOf(def) : undefined;
  if (current === undefined || current === null) return [];
  return (Array.isArray(current) ? current : [current]).map((v) =>
    typeof v === 'boolean' ? String(v) : def?.kind === 'boolean' ? v.trim().toLowerCase() : v.trim(),
  );
}

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

interface Counted {
  count: number;
  names: string[];
  readBack: string[];
}

/** Compares the configuration with what its OIL reads back as (both Os containers only). */
function compareConfigurations(
  before: readonly ContainerValue[],
  after: readonly ContainerValue[],
): OsOilLoss[] {
  const beforeChildren = childrenByParent(before);
  const afterChildren = childrenByParent(after);
  const pathOf = shortNamePaths(before);
  const readBackPathOf = shortNamePaths(after);
  const pairs = new Map<string, ContainerValue>();
  const lost = new Map<string, Counted>();
  const renamed = new Map<string, Counted>();
  const added = new Map<string, Counted>();
  const note = (into: Map<string, Counted>, path: string, name: string, readBack?: string) => {
    let entry = into.get(path);
    if (!entry) into.set(path, (entry = { count: 0, names: [], readBack: [] }));
    entry.count += 1;
    entry.names.push(name);
    if (readBack !== undefined) entry.readBack.push(readBack);
  };

  // Siblings pair up by definition and short name, then the rest of each definition in order.
  const match = (beforeKey: string, afterKey: string) => {
    const afterGroups = groupByDefinition(afterChildren.get(afterKey) ?? []);
    const beforeGroups = groupByDefinition(beforeChildren.get(beforeKey) ?? []);
    for (const [path, group] of beforeGroups) {
      const candidates = afterGroups.get(path) ?? [];
      const byName = new Map<string, ContainerValue[]>();
      for (const candidate of candidates) {
        const list = byName.get(candidate.shortName);
        if (list) list.push(candidate);
        else byName.set(candidate.shortName, [candidate]);
      }
      const taken = new Set<ContainerValue>();
      const unmatched: ContainerValue[] = [];
      for (const container of group) {
        const same = byName.get(container.shortName)?.shift();
        if (same) {
          taken.add(same);
          pairs.set(container.id, same);
        } else unmatched.push(container);
      }
      const rest = candidates.filter((c) => !taken.has(c));
      unmatched.forEach((container, i) => {
        const other = rest[i];
        if (!other) return note(lost, path, pathOf(container));
        taken.add(other);
        pairs.set(container.id, other);
        note(renamed, path, pathOf(container), readBackPathOf(other));
      });
      for (const other of candidates) if (!taken.has(other)) note(added, path, readBackPathOf(other));
      afterGroups.delete(path);
    }
    for (const [path, group] of afterGroups)
      for (const other of group) note(added, path, readBackPathOf(other));
    for (const container of beforeChildren.get(beforeKey) ?? []) {
      const other = pairs.get(container.id);
      if (other) match(container.id, other.id);
    }
  };
  match('', '');

  // Values and references of the paired containers.
  const differing = new Map<string, Map<string, { what: 'parameter' | 'reference'; count: number }>>();
  const general: OsOilLoss[] = [];
  const counts = new Map<string, number>();
  const ownIds = new Set(before.map((c) => c.id));
  // A target outside the Os (an EcuC core) is the same container on both sides; an Os container
  // that did not come back cannot be pointed at.
  const targetOf = (id: string): string => pairs.get(id)?.id ?? (ownIds.has(id) ? `\u0000lost:${id}` : id);
  for (const container of before) {
    counts.set(container.definitionPath, (counts.get(container.definitionPath) ?? 0) + 1);
    const other = pairs.get(container.id);
    if (!other) continue;
    const info = index.containers.get(container.definitionPath);
    const differs = (what: 'parameter' | 'reference', name: string) => {
      let byName = differing.get(container.definitionPath);
      if (!byName) differing.set(container.definitionPath, (byName = new Map()));
      const entry = byName.get(name);
      if (entry) entry.count += 1;
      else byName.set(name, { what, count: 1 });
    };
    const parameters = new Set([
      ...(info?.parameters.map((p) => p.name) ?? []),
      ...Object.keys(container.values),
      ...Object.keys(other.values),
    ]);
    for (const name of parameters) {
      const value = comparable(info, name, container.values[name]);
      const readBack = comparable(info, name, other.values[name]);
      if (same(value, readBack)) continue;
      if (container.definitionPath === OS_PATHS.os && GENERAL_SETTINGS.has(name)) {
        general.push({
          what: 'general',
          definitionPath: container.definitionPath,
          name,
          value: value.join(' '),
          readBack: readBack.join(' '),
        });
      } else differs('parameter', name);
    }
    const references = new Set([...Object.keys(container.references), ...Object.keys(other.references)]);
    for (const name of references) {
      const def = info?.referenceByName.get(name);
      const byTarget = def !== undefined && CONTAINER_REFERENCE_KINDS.has(def.kind);
      const mine = (container.references[name] ?? []).map((id) => (byTarget ? targetOf(id) : id)).sort();
      const theirs = [...(other.references[name] ?? [])].sort();
      if (!same(mine, theirs)) differs('reference', name);
    }
  }

  // In definition order: each kind's containers, short names, then its parameters and references.
  const losses: OsOilLoss[] = [...general];
  const paths = new Set([...index.containers.keys(), ...counts.keys(), ...added.keys()]);
  for (const path of paths) {
    const of = counts.get(path) ?? 0;
    const gone = lost.get(path);
    if (gone)
      losses.push({ what: 'container', definitionPath: path, count: gone.count, of, names: gone.names });
    const names = renamed.get(path);
    if (names)
      losses.push({
        what: 'shortName',
        definitionPath: path,
        count: names.count,
        of,
        names: names.names,
        readBack: names.readBack,
      });
    for (const [name, entry] of differing.get(path) ?? [])
      losses.push({ what: entry.what, definitionPath: path, name, count: entry.count, of });
    const extra = added.get(path);
    if (extra) losses.push({ what: 'added', definitionPath: path, count: extra.count, names: extra.names });
  }
  return losses;
}

// ---------------------------------------------------------------- diagnostics

function warning(code: string, message: string): Diagnostic {
  return diagnostic('warning', code, message, WHERE, 1, 1);
}

const kindOf = (definitionPath: string): string => definitionPath.slice(definitionPath.lastIndexOf('/') + 1);

function listed(names: readonly string[], language: Language): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  const separator = language === 'zh_cn' ? '、' : ', ';
  return shown.join(separator) + (more > 0 ? osOilText(language, 'andMore', { count: more }) : '');
}

/** The reasons of a classification as texts of `language`. */
function reasonsText(keys: readonly string[], language: Language): string {
  return keys.map((key) => osOilReasons[language][key] ?? key).join(language === 'zh_cn' ? '、' : ', ');
}

/**
 * One warning per container kind that loses something (its containers, short names, then its
 * parameters and references with counts), one per general setting read back otherwise, and, for
 * an AUTOSAR OS, one that says the file is AUTOSAR OIL.
 */
function exportDiagnostics(
  losses: readonly OsOilLoss[],
  readBack: OsOilGeneral,
  oil: OilFile,
  language: Language,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const separator = language === 'zh_cn' ? '、' : ', ';
  // One line per kind for its parameters and references, where the kind's first one is.
  const values = new Map<string, { line: Diagnostic; items: string[] }>();
  for (const loss of losses) {
    const kind = kindOf(loss.definitionPath);
    switch (loss.what) {
      case 'general': {
        const reasons =
          loss.name === 'OsType'
            ? readBack.osTypeReasons
            : loss.name === 'OsScalabilityClass'
              ? readBack.scalabilityClassReasons
              : [];
        const params = { kind, name: loss.name, value: loss.value, readBack: loss.readBack };
        out.push(
          warning(
            'OS_OIL_NOT_CARRIED',
            reasons.length > 0
              ? osOilText(language, 'readBackBecause', { ...params, reasons: reasonsText(reasons, language) })
              : osOilText(language, 'readBack', params),
          ),
        );
        break;
      }
      case 'container':
        out.push(
          warning(
            'OS_OIL_NOT_CARRIED',
            osOilText(language, 'notCarriedContainers', {
              kind,
              count: loss.count,
              of: loss.of,
              names: listed(loss.names, language),
            }),
          ),
        );
        break;
      case 'shortName':
        out.push(
          warning(
            'OS_OIL_NOT_CARRIED',
            osOilText(language, 'notCarriedShortNames', {
              kind,
              count: loss.count,
              of: loss.of,
              names: listed(loss.names, language),
              readBack: listed(loss.readBack, language),
            }),
          ),
        );
        break;
      case 'parameter':
      case 'reference': {
        let entry = values.get(loss.definitionPath);
        if (!entry) {
          entry = { line: warning('OS_OIL_NOT_CARRIED', ''), items: [] };
          values.set(loss.definitionPath, entry);
          out.push(entry.line);
        }
        entry.items.push(
          osOilText(language, 'notCarriedItem', { name: loss.name, count: loss.count, of: loss.of }),
        );
        break;
      }
      case 'added':
        out.push(
          warning(
            'OS_OIL_NOT_CARRIED',
            osOilText(language, 'readBackAdds', {
              kind,
              count: loss.count,
              names: listed(loss.names, language),
            }),
          ),
        );
        break;
    }
  }
  for (const [path, { line, items }] of values)
    line.message = osOilText(language, 'notCarriedValues', {
      kind: kindOf(path),
      items: items.join(separator),
    });
  // An OS the configuration says is AUTOSAR (one it says is OSEK and the file makes AUTOSAR is said above).
  const typeReadBack = losses.some((loss) => loss.what === 'general' && loss.name === 'OsType');
  if (readBack.osType === 'AUTOSAR' && !typeReadBack) {
    const version = oil.oilVersion ?? '';
    // The export states the class of an AUTOSAR OS itself: that is no reason of the configuration's.
    const reasons = readBack.osTypeReasons.filter((reason) => reason !== 'scalabilityClass');
    out.unshift(
      warning(
        'OS_OIL_AUTOSAR',
        reasons.length > 0
          ? osOilText(language, 'autosarOilBecause', { version, reasons: reasonsText(reasons, language) })
          : osOilText(language, 'autosarOil', { version }),
      ),
    );
  }
  return out;
}
