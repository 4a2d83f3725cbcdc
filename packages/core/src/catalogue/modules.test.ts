import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE, moduleById, modulesByCategory, routeKeyOf } from './modules.js';

describe('module catalogue (first cut)', () => {
  it('has unique ids and page keys', () => {
    expect(new Set(MODULE_CATALOGUE.map((m) => m.id)).size).toBe(MODULE_CATALOGUE.length);
    expect(new Set(MODULE_CATALOGUE.map((m) => m.pageUrl)).size).toBe(MODULE_CATALOGUE.length);
  });
  it('keeps the spec ids', () => {
    expect(moduleById(0)?.name).toBe('EcuC');
    expect(moduleById(1)?.name).toBe('Os');
    expect(moduleById(10)?.name).toBe('EcuM');
    expect(moduleById(300)?.name).toBe('Rte');
  });
  it('resolves instance routes', () => {
    expect(routeKeyOf('/main/canDriver/3')).toMatchObject({ routeKey: 'canDriver', instanceId: 3 });
    expect(modulesByCategory()[0]?.category).toBe('Communication Services');
  });
});
