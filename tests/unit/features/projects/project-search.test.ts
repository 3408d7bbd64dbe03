import { describe, expect, it } from 'vitest';
import { parseProjectSearch } from '../../../../src/features/projects/project-search';
import { parseProjectsSearch } from '../../../../src/features/projects/projects-search';

describe('the projects list view in the URL', () => {
  it('leaves defaults out, so /projects stays /projects', () => {
    expect(parseProjectsSearch({})).toEqual({});
    expect(parseProjectsSearch({ page: 1, search: '   ', favorites: false })).toEqual({});
  });

  it('keeps a trimmed search, the favourites filter and a page', () => {
    expect(parseProjectsSearch({ search: '  Li 2008 ', favorites: true, page: 3 })).toEqual({
      search: 'Li 2008',
      favorites: true,
      page: 3,
    });
    expect(parseProjectsSearch({ favorites: 'true', page: '2' })).toEqual({ favorites: true, page: 2 });
  });

  it('reads a search of digits, which the router hands over as a number', () => {
    expect(parseProjectsSearch({ search: 2008 })).toEqual({ search: '2008' });
  });

  it('drops what it does not understand', () => {
    expect(parseProjectsSearch({ page: -2, favorites: 'yes', search: ['li'] })).toEqual({});
    expect(parseProjectsSearch({ page: 1.5 })).toEqual({});
  });
});

describe('a project view in the URL', () => {
  it('leaves defaults out', () => {
    expect(parseProjectSearch({})).toEqual({});
    expect(parseProjectSearch({ tab: 'metadata', pcaX: 1, pcaY: 2 })).toEqual({});
  });

  it('keeps the tab, the PCA axes and the colouring factor', () => {
    expect(parseProjectSearch({ tab: 'results', pcaX: '3', pcaY: 1, pcaFactor: 'run' })).toEqual({
      tab: 'results',
      pcaX: 3,
      pcaY: 1,
      pcaFactor: 'run',
    });
    expect(parseProjectSearch({ tab: 'genolists' })).toEqual({ tab: 'genolists' });
  });

  it('drops an unknown tab and axes that are not component numbers', () => {
    expect(parseProjectSearch({ tab: 'plots', pcaX: 0, pcaY: 'PC2', pcaFactor: '' })).toEqual({});
  });
});
