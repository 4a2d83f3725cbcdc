/**
 * What an import would do to a project, before anything is written (pure, run by a work thread beside the
 * import's plan): the containers it creates, changes and removes by kind, the errors the modules it writes
 * would have, and what it said about the input, grouped so that 250 lines of one kind read as one line.
 */
import {
  IMPORT_GROUP_LINES,
  IMPORT_RESULT_ERROR_ROWS,
  pathInModule,
  type ImportFindingGroup,
  type ImportKindRow,
  type ImportPreview,
} from '@ecuc/core/api';
import {
  resolveModuleTree,
  type ContainerValue,
  type ModuleDef,
  type ParamValue,
  type ProjectSnapshot,
  type ResolvedContainer,
} from '@ecuc/core/ecuc';
import { formatDiagnostic, type Diagnostic } from '@ecuc/core/formats';
import type { Language } from '@ecuc/core/i18n';
import { verifyProject } from '@ecuc/core/verify';

export interface ImportPreviewInput {
  file: string;
  before: ProjectSnapshot;
  after: ProjectSnapshot;
  definitions: readonly ModuleDef[];
  /** The modules the import writes. */
  modules: readonly string[];
  /** Everything the reader and the importers said (errors refuse the input). */
  diagnostics: readonly Diagnostic[];
  /** Those of `diagnostics` that mean an input was not taken over (the importers' `notUnderstood`). */
  notImported: readonly Diagnostic[];
  facts?: ImportPreview['facts'];
  language: Language;
  /** The input holds nothing any module takes. */
  nothingTaken?: boolean;
}

/** Groups findings by code (in the order their codes first appear), each with its count and first lines. */
export function groupFindings(diagnostics: readonly Diagnostic[]): ImportFindingGroup[] {
  const groups = new Map<string, ImportFindingGroup>();
  for (const d of diagnostics) {
    const key = `${d.severity}\n${d.code}`;
    let group = groups.get(key);
    if (!group) {
      group = { code: d.code, severity: d.severity, count: 0, lines: [] };
      groups.set(key, group);
    }
    group.count += 1;
    if (group.lines.length < IMPORT_GROUP_LINES) group.lines.push(formatDiagnostic(d));
  }
  return [...groups.values()];
}

/** Values without nulls and empty lists, keys sorted: equal contents give equal texts. */
function canonical(record: Readonly<Record<string, ParamValue | string[]>>): string {
  const kept = Object.entries(record).filter(
    ([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  return JSON.stringify(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

interface PlacedContainer {
  definitionPath: string;
  /** Values and references (targets by path where the target lies in a written module). */
  content: string;
}

/** The containers of the written modules by instance and short-name path, siblings of one name in order. */
function placedContainers(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  modules: ReadonlySet<string>,
): Map<string, PlacedContainer[]> {
  const trees: { instance: string; nodes: ResolvedContainer[] }[] = [];
  const pathOf = new Map<string, string>();
  const instances = new Map<string, { definition: ModuleDef; instanceId: number }>();
  for (const c of snapshot.containers) {
    if (!modules.has(c.module)) continue;
    const definition = definitions.find((d) => d.name === c.module);
    if (definition) instances.set(`${c.module}_${c.instanceId}`, { definition, instanceId: c.instanceId });
  }
  const byModule = new Map<string, ContainerValue[]>();
  for (const c of snapshot.containers) {
    if (!modules.has(c.module)) continue;
    const list = byModule.get(c.module);
    if (list) list.push(c);
    else byModule.set(c.module, [c]);
  }
  for (const [instance, { definition, instanceId }] of instances) {
    const tree = resolveModuleTree(byModule.get(definition.name) ?? [], definition, instanceId);
    trees.push({ instance, nodes: tree.containers });
    const walk = (nodes: readonly ResolvedContainer[]): void => {
      for (const node of nodes) {
        pathOf.set(node.value.id, `${instance}${node.path}`);
        walk(node.children);
      }
    };
    walk(tree.containers);
  }
  const out = new Map<string, PlacedContainer[]>();
  for (const { instance, nodes } of trees) {
    const walk = (list: readonly ResolvedContainer[]): void => {
      for (const node of list) {
        const references: Record<string, string[]> = {};
        for (const [name, targets] of Object.entries(node.value.references))
          references[name] = targets.map((target) => pathOf.get(target) ?? target);
        const key = `${instance}${node.path}`;
        const placed: PlacedContainer = {
          definitionPath: node.value.definitionPath,
          content: `${canonical(node.value.values)}\n${canonical(references)}`,
        };
        const same = out.get(key);
        if (same) same.push(placed);
        else out.set(key, [placed]);
        walk(node.children);
      }
    };
    walk(nodes);
  }
  return out;
}

/** Created, changed, unchanged and removed containers of the written modules, by container definition. */
export function importKinds(
  before: ProjectSnapshot,
  after: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  modules: readonly string[],
): ImportKindRow[] {
  const written = new Set(modules);
  const old = placedContainers(before, definitions, written);
  const next = placedContainers(after, definitions, written);
  const rows = new Map<string, ImportKindRow>();
  const row = (definitionPath: string): ImportKindRow => {
    let found = rows.get(definitionPath);
    if (!found) {
      const module = definitionPath.split('/')[1] ?? '';
      found = { module, definitionPath, created: 0, changed: 0, unchanged: 0, removed: 0 };
      rows.set(definitionPath, found);
    }
    return found;
  };
  for (const [key, list] of next) {
    const previous = old.get(key) ?? [];
    list.forEach((container, index) => {
      const was = previous[index];
      const kind = row(container.definitionPath);
      if (!was || was.definitionPath !== container.definitionPath) kind.created += 1;
      else if (was.content === container.content) kind.unchanged += 1;
      else kind.changed += 1;
    });
  }
  for (const [key, list] of old) {
    const now = next.get(key) ?? [];
    list.forEach((container, index) => {
      const is = now[index];
      if (!is || is.definitionPath !== container.definitionPath) row(container.definitionPath).removed += 1;
    });
  }
  const order = (path: string): [number, string] => [
    Math.max(
      0,
      definitions.findIndex((d) => d.name === path.split('/')[1]),
    ),
    path,
  ];
  return [...rows.values()].sort((a, b) => {
    const [ma, pa] = order(a.definitionPath);
    const [mb, pb] = order(b.definitionPath);
    return ma - mb || (pa < pb ? -1 : pa > pb ? 1 : 0);
  });
}

/** The preview of an import: counts by kind, errors of the result in the written modules, grouped findings. */
export function importPreview(input: ImportPreviewInput): ImportPreview {
  const errors = input.diagnostics.filter((d) => d.severity === 'error');
  const notImported = new Set(input.notImported);
  const remarks = input.diagnostics.filter((d) => d.severity !== 'error' && !notImported.has(d));
  const preview: ImportPreview = {
    file: input.file,
    applied: false,
    modules: [...input.modules],
    created: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    kinds: [],
    inputErrors: groupFindings(errors),
    resultErrors: { count: 0, rows: [] },
    resultWarnings: 0,
    notImported: groupFindings(input.notImported),
    remarks: groupFindings(remarks),
    facts: input.facts ?? {},
    nothingTaken: input.nothingTaken ?? false,
  };
  if (errors.length > 0 || input.modules.length === 0) return preview;
  preview.kinds = importKinds(input.before, input.after, input.definitions, input.modules);
  for (const kind of preview.kinds) {
    preview.created += kind.created;
    preview.changed += kind.changed;
    preview.unchanged += kind.unchanged;
    preview.removed += kind.removed;
  }
  const verified = verifyProject(input.after, input.definitions, { language: input.language });
  const inWritten = (path: string) => input.modules.some((module) => pathInModule(path, module));
  for (const row of verified.errList) {
    if (!inWritten(row.path)) continue;
    preview.resultErrors.count += 1;
    if (preview.resultErrors.rows.length < IMPORT_RESULT_ERROR_ROWS)
      preview.resultErrors.rows.push({ code: row.code, path: row.path, message: row.message });
  }
  preview.resultWarnings = verified.warningList.filter((row) => inWritten(row.path)).length;
  return preview;
}
