import type { DbcAttributeObjectType, DbcAttributes, DbcDatabase, DbcSourcePosition } from '../model.js';

/** An object of the database that can carry attributes (BA_), with how findings name it. */
export interface DbcAttributedObject {
  objectType: DbcAttributeObjectType;
  /** `BO_ Engine`, `SG_ Speed`, `BU_ Gateway`, `EV_ Mode`, or `network`. */
  label: string;
  attributes: DbcAttributes;
  at: DbcSourcePosition;
}

/** Every object that can carry attributes, in file order by kind: the network, nodes, messages and their signals, environment variables. */
export function attributedObjects(database: DbcDatabase): DbcAttributedObject[] {
  const objects: DbcAttributedObject[] = [
    { objectType: 'network', label: 'network', attributes: database.attributes, at: { line: 1, col: 1 } },
  ];
  for (const node of database.nodes)
    objects.push({ objectType: 'BU_', label: `BU_ ${node.name}`, attributes: node.attributes, at: node });
  for (const message of database.messages) {
    objects.push({
      objectType: 'BO_',
      label: `BO_ ${message.name}`,
      attributes: message.attributes,
      at: message,
    });
    for (const signal of message.signals)
      objects.push({
        objectType: 'SG_',
        label: `SG_ ${signal.name}`,
        attributes: signal.attributes,
        at: signal,
      });
  }
  for (const variable of database.environmentVariables)
    objects.push({
      objectType: 'EV_',
      label: `EV_ ${variable.name}`,
      attributes: variable.attributes,
      at: variable,
    });
  return objects;
}
