import type { MenuItem } from '../../../../schemas/api/index.ts';

/** A menu item row as stored. */
export interface MenuItemRow {
  id: number;
  parentId: number | null;
  label: string;
  url: string;
  position: number;
}

/** Nests menu item rows (any order) into a tree, siblings by position. */
export function toMenuTree(rows: MenuItemRow[]): MenuItem[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const childrenOf = new Map<number | null, MenuItemRow[]>();
  for (const row of sorted) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parent: number | null, depth: number): MenuItem[] =>
    // Depth is bounded so a cycle written by hand in the database cannot recurse forever.
    depth > 10
      ? []
      : (childrenOf.get(parent) ?? []).map((row) => ({
          label: row.label,
          url: row.url,
          children: build(row.id, depth + 1),
        }));
  return build(null, 0);
}
