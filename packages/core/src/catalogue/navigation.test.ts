import { describe, expect, it } from 'vitest';
import { guardMainRoute } from './navigation.js';

describe('guardMainRoute', () => {
  it.each([
    ['/main/os', [], undefined, undefined],
    ['/main/workspace', [], undefined, undefined],
    ['/main/canDriver/1', ['canIf'], undefined, undefined],
    ['/main/secOC', [], undefined, undefined],
    ['/main/canTrcv', [], undefined, undefined],
    ['/main/os', undefined, '/user', 'noModuleList'],
    ['/main/workspace', undefined, '/user', 'noModuleList'],
    ['/main/canIf', ['canIf', 'os'], '/main/404', 'notEnabled'],
    ['/main/canDriver/3', ['canDriver'], '/main/404', 'notEnabled'],
    ['/main/404_Gpt', [], '/main/404', 'notAvailable'],
    ['/main/wdg', [], '/main/wdg/0', 'firstInstance'],
    ['/main/canDriver', [], '/main/canDriver/0', 'firstInstance'],
    ['/main/cdd', [], '/main/cdd/0', 'firstInstance'],
    ['/main/cdd', ['cdd'], '/main/404', 'notEnabled'],
  ] as const)('%s with disabled %o goes to %s (%s)', (path, disabled, to, reason) => {
    const decision = guardMainRoute(path, disabled);
    if (to === undefined) expect(decision).toEqual({ action: 'allow' });
    else expect(decision).toEqual({ action: 'redirect', to, reason });
  });
});
