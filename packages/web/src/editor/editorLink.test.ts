import { describe, expect, it } from 'vitest';
import { editorLinkOf, modulePagePath, targetOfSearch } from './editorLink.js';

describe('deep links into module pages', () => {
  it('names the module page of a module', () => {
    expect(modulePagePath('NvM')).toBe('/main/NvM');
    expect(modulePagePath('Os')).toBe('/main/os');
    expect(modulePagePath('NoSuchModule')).toBeNull();
  });

  it('builds and reads ?container=&param=', () => {
    const link = editorLinkOf('NvM', 0, { containerId: 'a b', param: 'NvMNvBlockLength' });
    expect(link).toBe('/main/NvM?container=a+b&param=NvMNvBlockLength');
    const search = new URLSearchParams(link!.slice(link!.indexOf('?')));
    expect(targetOfSearch(search)).toEqual({ containerId: 'a b', param: 'NvMNvBlockLength' });
    expect(targetOfSearch(new URLSearchParams('container=x'))).toEqual({ containerId: 'x' });
    expect(targetOfSearch(new URLSearchParams(''))).toBeNull();
    expect(editorLinkOf('NvM', 0, null)).toBe('/main/NvM');
  });
});
