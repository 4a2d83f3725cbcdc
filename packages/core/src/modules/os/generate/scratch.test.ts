import { it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { smallOsFixture } from './os-fixture.js';
import { generateOs } from './generate.js';
it('try', () => {
  const f = smallOsFixture();
  const r = generateOs(f.snapshot(), { language: 'en_us' });
  if ('errList' in r) {
    console.log(r.errList);
    return;
  }
  mkdirSync('/tmp/osgen/small', { recursive: true });
  for (const file of r.files) writeFileSync('/tmp/osgen/small/' + file.name, file.content);
});
