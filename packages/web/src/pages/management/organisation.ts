import { endOfLocalDay, startOfLocalDay } from '../backoffice/applications.js';

/** POST /user/baseData: the caller's organisation and its department tree (flat, parent ids). */
export interface OrganisationData {
  organisation: {
    id: number;
    name: string;
    seats: number;
    expiry: string | null;
    mainUserId: number | null;
  } | null;
  departments: Department[];
  maxDepartmentLevel?: number;
}

export interface Department {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
}

/** POST /user/getSameLevelUserListData: one member of the organisation. */
export interface OrganisationMember {
  userId: number;
  email: string;
  name: string;
  memberLevel: number;
  departmentId: number | null;
  expiry: string | null;
  lastLoginAt: string | null;
}

/** POST /user/getOrgUserProjectListData: a project a member owns. */
export interface MemberProject {
  id: number;
  name: string;
  chip: string | null;
  createdAt: string;
}

/** Spec section 9: the department tree has at most 4 levels. The server's figure wins when it sends one. */
export const DEFAULT_MAX_DEPARTMENT_LEVEL = 4;
/** The longest department name the server keeps. */
export const DEPARTMENT_NAME_MAX_LENGTH = 50;

export interface DepartmentNode {
  key: number;
  department: Department;
  children: DepartmentNode[];
}

/**
 * The flat list as a tree, siblings by name. A department whose parent is missing (deleted meanwhile)
 * is shown at the top rather than lost; a parent loop cannot hang (each department is placed once).
 */
export function departmentTree(departments: readonly Department[]): DepartmentNode[] {
  const byId = new Map(departments.map((department) => [department.id, department]));
  const nodes = new Map<number, DepartmentNode>(
    departments.map((department) => [department.id, { key: department.id, department, children: [] }]),
  );
  const roots: DepartmentNode[] = [];
  for (const department of departments) {
    const node = nodes.get(department.id)!;
    const parent = department.parentId != null ? nodes.get(department.parentId) : undefined;
    if (parent && parent !== node && !isAncestor(byId, department.id, department.parentId)) {
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const sortLevel = (level: DepartmentNode[]): DepartmentNode[] => {
    level.sort((a, b) => a.department.name.localeCompare(b.department.name) || a.key - b.key);
    for (const node of level) sortLevel(node.children);
    return level;
  };
  return sortLevel(roots);
}

/** Whether `candidateId` is an ancestor of (or equal to) `startId`'s chain: guards against parent loops. */
function isAncestor(byId: Map<number, Department>, candidateId: number, startId: number | null): boolean {
  const seen = new Set<number>();
  let current = startId;
  while (current != null && !seen.has(current)) {
    if (current === candidateId) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

/** "Engineering / Body / Doors": the names from the top of the tree down to the department. */
export function departmentPath(departments: readonly Department[], departmentId: number | null): string {
  if (departmentId == null) return '';
  const byId = new Map(departments.map((department) => [department.id, department]));
  const names: string[] = [];
  const seen = new Set<number>();
  let current = byId.get(departmentId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    current = current.parentId != null ? byId.get(current.parentId) : undefined;
  }
  return names.join(' / ');
}

/** A department at the deepest level cannot have sub-departments. */
export function canAddSubDepartment(department: Pick<Department, 'level'>, maxLevel: number): boolean {
  return department.level < maxLevel;
}

/** The departments that would be left without their parent: a department with children cannot go. */
export function hasSubDepartments(departments: readonly Department[], departmentId: number): boolean {
  return departments.some((department) => department.parentId === departmentId);
}

/** Members whose department is this one (the server refuses to delete it while there are any). */
export function membersOfDepartment(
  members: readonly OrganisationMember[],
  departmentId: number,
): OrganisationMember[] {
  return members.filter((member) => member.departmentId === departmentId);
}

/** A member's expiry day must not lie in the past nor after the main account's expiry. */
export function isMemberExpiryAllowed(day: Date, mainExpiry: Date | null, now: Date): boolean {
  if (endOfLocalDay(day).getTime() < now.getTime()) return false;
  if (mainExpiry && startOfLocalDay(day).getTime() > mainExpiry.getTime()) return false;
  return true;
}

/**
 * The expiry sent for a chosen day: the end of that day, but never after the main account's expiry
 * (choosing the main account's last day gives exactly its expiry).
 */
export function memberExpiryOf(day: Date | null | undefined, mainExpiry: Date | null): string | null {
  if (!day) return null;
  const end = endOfLocalDay(day);
  if (mainExpiry && end.getTime() > mainExpiry.getTime()) return mainExpiry.toISOString();
  return end.toISOString();
}

/** A date-time text from the server as a Date; null when absent or unreadable. */
export function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

export interface MemberFormValues {
  email?: string;
  name: string;
  password?: string;
  departmentId?: number | null;
  memberLevel: number;
  expiry?: Date | null;
}

/** POST /user/addOrgUser without the password (the dialog hashes it for transport). */
export function newMemberBody(values: MemberFormValues, mainExpiry: Date | null) {
  return {
    email: (values.email ?? '').trim(),
    name: values.name.trim(),
    departmentId: values.departmentId ?? null,
    memberLevel: values.memberLevel === 1 ? 1 : 2,
    expiry: memberExpiryOf(values.expiry, mainExpiry),
  } as const;
}

/** POST /user/updateIdUser: only what the dialog edits. */
export function memberUpdateBody(userId: number, values: MemberFormValues, mainExpiry: Date | null) {
  return {
    id: userId,
    name: values.name.trim(),
    departmentId: values.departmentId ?? null,
    memberLevel: values.memberLevel === 1 ? 1 : 2,
    expiry: memberExpiryOf(values.expiry, mainExpiry),
  } as const;
}

/** What becomes of a deleted member's projects. */
export type ProjectFate = { kind: 'transfer'; to: number } | { kind: 'delete' };

/** POST /user/deleteIdUser. */
export function deleteMemberBody(userId: number, fate: ProjectFate): { id: number; transferTo?: number } {
  return fate.kind === 'transfer' ? { id: userId, transferTo: fate.to } : { id: userId };
}

/** The members who can receive a deleted member's projects: everyone else. */
export function transferCandidates(
  members: readonly OrganisationMember[],
  leavingUserId: number,
): OrganisationMember[] {
  return members.filter((member) => member.userId !== leavingUserId);
}
