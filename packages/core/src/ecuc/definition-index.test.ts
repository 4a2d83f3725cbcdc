import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../modules/index.js';
import { registerThrowawayModule, THROWAWAY_MODULE } from '../testing/index.js';
import { indexDefinitions } from './definition-index.js';

describe('indexDefinitions', () => {
  it('indexes the live registry list again once a plugin registers or leaves', () => {
    expect(indexDefinitions(MODULE_DEFINITIONS).modules.has(THROWAWAY_MODULE)).toBe(false);
    const unregister = registerThrowawayModule();
    try {
      expect(indexDefinitions(MODULE_DEFINITIONS).modules.has(THROWAWAY_MODULE)).toBe(true);
    } finally {
      unregister();
    }
    expect(indexDefinitions(MODULE_DEFINITIONS).modules.has(THROWAWAY_MODULE)).toBe(false);
  });

  it('answers the same index for an unchanged list', () => {
    expect(indexDefinitions(MODULE_DEFINITIONS)).toBe(indexDefinitions(MODULE_DEFINITIONS));
  });
});
