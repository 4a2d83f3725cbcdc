import type { ModuleDef } from '@ecuc/core/ecuc';
import { modulePlugin } from '@ecuc/core/modules';

/**
 * A module definition as it crosses to a work thread: a registered module's by name (its rules, filters and
 * migrations are functions, which a thread message cannot carry; the thread has the same registry), any
 * other one (a vendor BSWMD, a test's own) as data.
 */
export type DefinitionInMessage = { registered: string } | { data: ModuleDef };

export function definitionsForMessage(definitions: readonly ModuleDef[]): DefinitionInMessage[] {
  return definitions.map((definition) =>
    modulePlugin(definition.name)?.definition === definition
      ? { registered: definition.name }
      : { data: definition },
  );
}

export function definitionsFromMessage(definitions: readonly DefinitionInMessage[]): ModuleDef[] {
  return definitions.map((entry) => {
    if ('data' in entry) return entry.data;
    const registered = modulePlugin(entry.registered)?.definition;
    if (!registered) throw new Error(`the module ${entry.registered} is not registered in the work threads`);
    return registered;
  });
}
