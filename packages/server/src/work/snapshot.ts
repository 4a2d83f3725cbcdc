/**
 * A project's configuration on its way to a work thread: the containers as the JSON text the database
 * wrote (`loadSnapshotForWork`), parsed only in the work thread, so that tens of thousands of containers
 * are neither built nor copied object by object in the request thread.
 */
import type { ContainerValue, EnabledModule, ProjectSnapshot } from '@ecuc/core/ecuc';

export interface SnapshotInMessage {
  project: ProjectSnapshot['project'];
  modules: EnabledModule[];
  /** JSON arrays of ContainerValue (pages the database wrote one statement each), in any order. */
  containersJson: string[];
}

/** Containers in tree order: position, then short name (code point order, as the request thread sorts them). */
const treeOrder = (a: ContainerValue, b: ContainerValue) =>
  a.position - b.position || (a.shortName < b.shortName ? -1 : a.shortName > b.shortName ? 1 : 0);

export function snapshotFromMessage(message: SnapshotInMessage): ProjectSnapshot {
  return {
    project: message.project,
    modules: message.modules,
    containers: message.containersJson
      .flatMap((page) => JSON.parse(page) as ContainerValue[])
      .sort(treeOrder),
  };
}
