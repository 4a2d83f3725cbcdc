/**
 * The generic checks of a parent's children: multiplicity of each allowed child definition
 * (E_0001, E_0004), children placed where their definition does not allow them (E_0002), short
 * names used twice among siblings (E_0006), exactly one choice of a choice container (E_0001,
 * E_0004); and containers that lost their parent (E_0002).
 */
import { exceedsUpper, type DefinitionSetIndex } from '../ecuc/definition-index.js';
import type { ContainerValue } from '../ecuc/store-types.js';
import { upperText } from './param-checks.js';
import { verifyRow, type GenericMessages } from './rows.js';
import type { VerifyRow } from './types.js';

/** The children of one parent container, or a module instance's top-level containers (no parent). */
export interface Siblings {
  /** Definition paths allowed here. */
  allowedPaths: readonly string[];
  siblings: readonly ContainerValue[];
  parentPath: string;
  parent: ContainerValue | null;
  isChoice: boolean;
}

export class StructureChecks {
  constructor(
    private readonly definitions: DefinitionSetIndex,
    private readonly messages: GenericMessages,
  ) {}

  /** Rows about one parent's children, appended to `rows`. */
  children(
    { allowedPaths, siblings, parentPath, parent, isChoice }: Siblings,
    paths: ReadonlyMap<string, string>,
    rows: VerifyRow[],
  ): void {
    const messages = this.messages;
    const parentId = parent?.id;
    const counts = new Map<string, number>();
    let names: Set<string> | null = null;
    for (const child of siblings) {
      counts.set(child.definitionPath, (counts.get(child.definitionPath) ?? 0) + 1);
      if (
        !allowedPaths.includes(child.definitionPath) &&
        this.definitions.containers.has(child.definitionPath)
      ) {
        rows.push(
          verifyRow(
            'E_0002',
            'error',
            messages.text('E_0002.placement', {
              container: child.shortName,
              definitionPath: child.definitionPath,
            }),
            paths.get(child.id) ?? '',
            child.id,
          ),
        );
      }
      if (siblings.length > 1) {
        names ??= new Set();
        if (names.has(child.shortName)) {
          rows.push(
            verifyRow(
              'E_0006',
              'error',
              messages.text('E_0006.duplicateName', { name: child.shortName }),
              paths.get(child.id) ?? '',
              child.id,
            ),
          );
        } else names.add(child.shortName);
      }
    }
    if (isChoice && parent) {
      let chosen = 0;
      for (const path of allowedPaths) chosen += counts.get(path) ?? 0;
      const info = this.definitions.containers.get(parent.definitionPath);
      const choices = info ? info.childDefs.map((c) => c.name).join(', ') : '';
      if (chosen === 0) {
        rows.push(
          verifyRow(
            'E_0001',
            'error',
            messages.text('E_0001.choice', { container: parent.shortName, choices }),
            parentPath,
            parentId,
          ),
        );
      } else if (chosen > 1) {
        rows.push(
          verifyRow(
            'E_0004',
            'error',
            messages.text('E_0004.container', { container: parent.shortName, upper: 1, count: chosen }),
            parentPath,
            parentId,
          ),
        );
      }
      return;
    }
    for (const path of allowedPaths) {
      const info = this.definitions.containers.get(path);
      if (!info) continue;
      const count = counts.get(path) ?? 0;
      const def = info.def;
      if (count < def.lower) {
        rows.push(
          verifyRow(
            'E_0001',
            'error',
            messages.text('E_0001.container', { container: def.name, lower: def.lower, count }),
            parentPath,
            parentId,
          ),
        );
      } else if (exceedsUpper(count, def.upper)) {
        rows.push(
          verifyRow(
            'E_0004',
            'error',
            messages.text('E_0004.container', { container: def.name, upper: upperText(def.upper), count }),
            parentPath,
            parentId,
          ),
        );
      }
    }
  }

  /** The row of a container outside its module's tree (parent missing, elsewhere, or a cycle). */
  orphan(container: ContainerValue, path: string): VerifyRow {
    return verifyRow(
      'E_0002',
      'error',
      this.messages.text('E_0002.parent', { container: container.shortName }),
      path,
      container.id,
    );
  }

  /** The warning about an enabled module without a definition. */
  unknownModule(module: string): VerifyRow {
    return verifyRow('W_0002', 'warning', this.messages.text('W_0002.module', { module }), `/${module}`);
  }
}
