import { describe, expect, it } from 'vitest';
import { locatedMessageOf } from './findingLines.js';

describe('locatedMessageOf', () => {
  it('splits file:line:col: message, file names with colons included', () => {
    expect(locatedMessageOf('app.oil:12:5: STACKSIZE is not imported')).toEqual({
      location: 'app.oil:12:5',
      message: 'STACKSIZE is not imported',
    });
    expect(locatedMessageOf('C:/x/app.oil:1:2: a: b')).toEqual({
      location: 'C:/x/app.oil:1:2',
      message: 'a: b',
    });
    expect(locatedMessageOf('no position')).toEqual({ location: '', message: 'no position' });
  });
});
