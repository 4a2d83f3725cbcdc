import { describe, expect, it } from 'vitest';
import { OsFixture } from './os-fixture.js';

describe('OsFixture', () => {
  it('builds a consistent base configuration without any finding', () => {
    expect(OsFixture.base().allRows()).toEqual([]);
  });
});
