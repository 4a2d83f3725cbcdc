import type { FormatAdapter } from '../adapter.js';
import type { ArxmlDocument, ArxmlSummary, EcucContainerDef, EcucContainerValue } from './model.js';
import { readArxml } from './reader.js';
import { writeEcucValues } from './writer.js';

function countValues(containers: readonly EcucContainerValue[], totals: ArxmlSummary): void {
  for (const c of containers) {
    totals.containers++;
    totals.parameters += c.parameters.length;
    totals.references += c.references.length;
    countValues(c.subContainers, totals);
  }
}

function countDefinitions(containers: readonly EcucContainerDef[], totals: ArxmlSummary): void {
  for (const c of containers) {
    totals.containers++;
    totals.parameters += c.parameters.length;
    totals.references += c.references.length;
    countDefinitions(c.subContainers, totals);
    countDefinitions(c.choices, totals);
  }
}

/** Counts of a document: ECUC modules, containers, parameters and references count values and definitions together. */
export function summarizeArxml(doc: ArxmlDocument): ArxmlSummary {
  const totals: ArxmlSummary = {
    packages: doc.packages.length,
    ecucModules: doc.ecucValues.length + doc.ecucDefinitions.length,
    containers: 0,
    parameters: 0,
    references: 0,
    frames: doc.frames.length,
    pdus: doc.pdus.length,
    signals: doc.signals.length,
  };
  for (const m of doc.ecucValues) countValues(m.containers, totals);
  for (const m of doc.ecucDefinitions) countDefinitions(m.containers, totals);
  return totals;
}

/** ARXML: reads ECUC values, ECUC definitions and the communication description; writes the ECUC values part. */
export const arxmlFormat: FormatAdapter<ArxmlDocument> = {
  format: 'arxml',
  extensions: ['.arxml'],
  read: (input) => readArxml(input.bytes, input.file),
  summarize: summarizeArxml,
  write: (model) => writeEcucValues(model.ecucValues),
};
