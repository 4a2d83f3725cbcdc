/**
 * A project's configuration on its way to a work thread: the containers as the JSON text the database
 * wrote (`loadSnapshotForWork`), parsed only in the work thread, so that tens of thousands of containers
 * are neither built nor copied object by object in the request thread.
 */
import type { ContainerValue, EnabledModule, ProjectSnapshot } from '@ecuc/core/ecuc';

export interface SnapshotInMessage {
  project: ProjectSnapshot['project'];
  modules: EnabledModule[];
  /** A JSON array of ContainerValue, in tree order (position, then short name). */
  containersJson: string;
}

export function snapshotFromMessage(message: SnapshotInMessage): ProjectSnapshot {
  return {
    project: message.project,
    modules: message.modules,
    containers: JSON.parse(message.containersJson) as ContainerValue[],
  };
}
