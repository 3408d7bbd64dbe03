import { describe, expect, it } from 'vitest';
import { compareAccess } from '../../../../src/features/compare/compare-access';

const inProject = (id: number) => ({ project: { id } });

describe('compareAccess', () => {
  const free = { multi_project_comparison: false };
  const pro = { multi_project_comparison: true };

  it('waits for two genolists', () => {
    expect(compareAccess([inProject(1)], false, pro, false)).toBe('pick');
  });
  it('opens one project to every plan', () => {
    expect(compareAccess([inProject(1), inProject(1)], false, free, false)).toBe('open');
  });
  it('asks for the feature across projects, as the server does', () => {
    expect(compareAccess([inProject(1), inProject(2)], false, free, false)).toBe('upgrade');
    expect(compareAccess([inProject(1), inProject(2)], false, pro, false)).toBe('open');
    expect(compareAccess([inProject(1), inProject(2)], true, free, false)).toBe('open');
  });
  it('waits for the plan, and leaves the decision to the server when it cannot be read', () => {
    expect(compareAccess([inProject(1), inProject(2)], false, undefined, true)).toBe('checking');
    expect(compareAccess([inProject(1), inProject(2)], false, undefined, false)).toBe('open');
  });
});
