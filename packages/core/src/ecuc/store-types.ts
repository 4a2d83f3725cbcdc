/**
 * The stored configuration: what the server persists, one row per container, and what verification,
 * generation and the editors read. Numbers are kept as the text the user typed, so that unsigned
 * 64-bit values are lossless.
 */

/**
 * A parameter value: text (integers, floats, enumeration literals, strings, function names...),
 * a boolean, null (explicitly empty), or a list of texts for parameters whose upper multiplicity
 * is above 1.
 */
export type ParamValue = string | boolean | null | string[];

/** One configured container (one row of the generic container table). */
export interface ContainerValue {
  /** Stable id; references point at ids so that they survive renames. */
  id: string;
  /** Module short name, e.g. `NvM`. */
  module: string;
  /** Instance of an instance-based module (Can_0, Can_1...); 0 for the others. */
  instanceId: number;
  /** Definition path of the container definition, e.g. `/NvM/NvMBlockDescriptor`. */
  definitionPath: string;
  /** The parent container's id, or null for a container directly under the module. */
  parentId: string | null;
  shortName: string;
  /** Order among siblings, 0-based. */
  position: number;
  /** Parameter definition name → value. */
  values: Record<string, ParamValue>;
  /**
   * Reference definition name → targets. Container references hold target container ids;
   * foreign and instance references hold AUTOSAR path texts.
   */
  references: Record<string, string[]>;
  /** Optimistic-concurrency version; increases on every change of the row. */
  version: number;
  /** Set on a container a bus database (DBC, system description) derived: what from, and the values it gave. */
  origin?: ContainerOrigin;
}

/**
 * Where a derived container comes from, so that a second import of a changed source updates what the source
 * gave and keeps what the user changed since (`ecuc/derived.ts`).
 */
export interface ContainerOrigin {
  /** The source: its kind and file name, e.g. `dbc:Body.dbc`. */
  source: string;
  /** The container's place when derived (module and short-name path): stable while the source's names are. */
  key: string;
  /** The object of the source it was derived for: `msg:<CAN id>` (a frame), absent for a bus-wide one. */
  object?: string;
  /** Parameter values as derived; a current value that differs is the user's. */
  values: Record<string, ParamValue>;
  /**
   * References as derived, each target as its short-name path then (paths survive a project copy, ids do
   * not); targets the user added are kept beside them.
   */
  references: Record<string, string[]>;
}

/** The project fields verification and generation read. */
export interface ProjectInfo {
  id: string;
  name: string;
  /** Chip target, e.g. `TC275`. */
  chip: string;
  compiler?: string;
  description?: string;
  version?: string;
}

/** An enabled module (instance) of a project and the definition version its containers follow. */
export interface EnabledModule {
  module: string;
  instanceId: number;
  definitionVersion: number;
}

/** A whole project's configuration at one moment. */
export interface ProjectSnapshot {
  project: ProjectInfo;
  modules: EnabledModule[];
  containers: ContainerValue[];
}
