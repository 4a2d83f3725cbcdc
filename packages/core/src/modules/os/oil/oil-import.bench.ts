/**
 * OIL ↔ Os on the corpus's 250-task application: import and export beside the OIL reader itself
 * (the reference: mapping to containers should cost less than reading the text).
 */
import { bench, describe } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readOilText, writeOil, type OilFile } from '../../../formats/oil/index.js';
import { osContainersFromOil, osContainersToOil } from './index.js';

const corpusDir = fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));
const row = readFileSync(corpusDir + 'MANIFEST.tsv', 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .find((cells) => cells[1] === 'oil' && cells[2] === 'accept' && cells[0]?.includes('generated/'));
const path = row?.[0] ?? '';
const text = readFileSync(corpusDir + path, 'utf8');
const oil = readOilText(text, path).model as OilFile;
const imported = osContainersFromOil(oil);

describe(`${path} (${imported.containers.length} containers)`, () => {
  bench('readOil (reference)', () => {
    readOilText(text, path);
  });
  bench('osContainersFromOil', () => {
    osContainersFromOil(oil);
  });
  bench('osContainersToOil + writeOil', () => {
    writeOil(osContainersToOil(imported.containers, imported.general));
  });
});
