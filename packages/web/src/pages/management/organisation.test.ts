import { describe, expect, it } from 'vitest';
import {
  canAddSubDepartment,
  dateOf,
  deleteMemberBody,
  departmentPath,
  departmentTree,
  hasSubDepartments,
  isMemberExpiryAllowed,
  memberExpiryOf,
  membersOfDepartment,
  memberUpdateBody,
  newMemberBody,
  transferCandidates,
} from './organisation.js';
import type { Department, DepartmentNode, OrganisationMember } from './organisation.js';

const departments: Department[] = [
  { id: 1, name: 'R&D', parentId: null, level: 1 },
  { id: 2, name: 'Body', parentId: 1, level: 2 },
  { id: 3, name: 'Chassis', parentId: 1, level: 2 },
  { id: 4, name: 'Doors', parentId: 2, level: 3 },
  { id: 5, name: 'Locks', parentId: 4, level: 4 },
  { id: 6, name: 'Admin', parentId: null, level: 1 },
];

function member(userId: number, overrides: Partial<OrganisationMember> = {}): OrganisationMember {
  return {
    userId,
    email: `m${userId}@example.com`,
    name: `Member ${userId}`,
    memberLevel: 2,
    departmentId: null,
    expiry: null,
    lastLoginAt: null,
    ...overrides,
  };
}

function shape(nodes: DepartmentNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length ? { [node.department.name]: shape(node.children) } : node.department.name,
  );
}

describe('department tree', () => {
  it('nests the flat list under parents, siblings by name', () => {
    expect(shape(departmentTree(departments))).toEqual([
      'Admin',
      { 'R&D': [{ Body: [{ Doors: ['Locks'] }] }, 'Chassis'] },
    ]);
  });

  it('keeps a department whose parent is gone at the top', () => {
    const orphan: Department = { id: 9, name: 'Orphan', parentId: 99, level: 2 };
    expect(shape(departmentTree([...departments, orphan]))).toContain('Orphan');
  });

  it('does not hang on a parent loop and loses nothing', () => {
    const looping: Department[] = [
      { id: 1, name: 'A', parentId: 2, level: 1 },
      { id: 2, name: 'B', parentId: 1, level: 2 },
    ];
    const tree = departmentTree(looping);
    const count = (nodes: DepartmentNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
    expect(count(tree)).toBe(2);
    expect(departmentPath(looping, 1)).toBe('B / A');
  });

  it('names a department by its path from the top', () => {
    expect(departmentPath(departments, 5)).toBe('R&D / Body / Doors / Locks');
    expect(departmentPath(departments, 6)).toBe('Admin');
    expect(departmentPath(departments, null)).toBe('');
    expect(departmentPath(departments, 42)).toBe('');
  });

  it('refuses sub-departments at the deepest level only', () => {
    expect(canAddSubDepartment({ level: 3 }, 4)).toBe(true);
    expect(canAddSubDepartment({ level: 4 }, 4)).toBe(false);
    expect(canAddSubDepartment({ level: 1 }, 1)).toBe(false);
  });

  it('knows which departments have sub-departments or members', () => {
    expect(hasSubDepartments(departments, 4)).toBe(true);
    expect(hasSubDepartments(departments, 5)).toBe(false);
    const members = [member(1, { departmentId: 3 }), member(2, { departmentId: 5 }), member(3)];
    expect(membersOfDepartment(members, 3).map((m) => m.userId)).toEqual([1]);
    expect(membersOfDepartment(members, 6)).toEqual([]);
  });
});

describe('member expiry', () => {
  const now = new Date(2026, 4, 10, 12, 0);
  const mainExpiry = new Date(2026, 11, 31, 23, 59, 59, 999);

  it('offers days from today up to the main account’s last day', () => {
    expect(isMemberExpiryAllowed(new Date(2026, 4, 10), mainExpiry, now)).toBe(true);
    expect(isMemberExpiryAllowed(new Date(2026, 4, 9), mainExpiry, now)).toBe(false);
    expect(isMemberExpiryAllowed(new Date(2026, 11, 31), mainExpiry, now)).toBe(true);
    expect(isMemberExpiryAllowed(new Date(2027, 0, 1), mainExpiry, now)).toBe(false);
    expect(isMemberExpiryAllowed(new Date(2040, 0, 1), null, now)).toBe(true);
  });

  it('sends the end of the chosen day, never beyond the main account', () => {
    expect(memberExpiryOf(new Date(2026, 6, 1, 8), mainExpiry)).toBe(
      new Date(2026, 6, 1, 23, 59, 59, 999).toISOString(),
    );
    const earlyMain = new Date(2026, 6, 1, 10, 0);
    expect(memberExpiryOf(new Date(2026, 6, 1), earlyMain)).toBe(earlyMain.toISOString());
    expect(memberExpiryOf(null, mainExpiry)).toBeNull();
    expect(memberExpiryOf(undefined, null)).toBeNull();
  });

  it('reads server dates and ignores unreadable ones', () => {
    expect(dateOf('2026-12-31T15:59:59.999Z')?.toISOString()).toBe('2026-12-31T15:59:59.999Z');
    expect(dateOf('never')).toBeNull();
    expect(dateOf(null)).toBeNull();
  });
});

describe('member requests', () => {
  const mainExpiry = new Date(2026, 11, 31, 23, 59, 59, 999);

  it('adds a member with trimmed identity, ordinary level by default and a bounded expiry', () => {
    expect(
      newMemberBody(
        {
          email: ' dev@example.com ',
          name: ' Wang ',
          memberLevel: 2,
          departmentId: 4,
          expiry: new Date(2027, 5, 1),
        },
        mainExpiry,
      ),
    ).toEqual({
      email: 'dev@example.com',
      name: 'Wang',
      departmentId: 4,
      memberLevel: 2,
      expiry: mainExpiry.toISOString(),
    });
    expect(newMemberBody({ email: 'a@b.cn', name: 'A', memberLevel: 7 }, null)).toMatchObject({
      memberLevel: 2,
      departmentId: null,
      expiry: null,
    });
  });

  it('updates name, department, level and expiry of one member', () => {
    expect(
      memberUpdateBody(12, { name: 'Li', memberLevel: 1, departmentId: null, expiry: null }, null),
    ).toEqual({
      id: 12,
      name: 'Li',
      departmentId: null,
      memberLevel: 1,
      expiry: null,
    });
  });

  it('deletes a member transferring or deleting their projects', () => {
    expect(deleteMemberBody(5, { kind: 'transfer', to: 8 })).toEqual({ id: 5, transferTo: 8 });
    expect(deleteMemberBody(5, { kind: 'delete' })).toEqual({ id: 5 });
  });

  it('transfers to anyone but the leaving member', () => {
    expect(transferCandidates([member(1), member(2), member(3)], 2).map((m) => m.userId)).toEqual([1, 3]);
  });
});
