import type { EngineCategory } from '../types';

export interface CategoryTree {
  catParent: Int32Array;
  catPre: Int32Array;
  catEnd: Int32Array;
}

/** Parent links and pre-order ranges; unknown parents and cycles make a category a root. */
export function buildCategoryTree(categories: readonly EngineCategory[], indexOf: ReadonlyMap<string, number>): CategoryTree {
  const n = categories.length;
  const catParent = new Int32Array(n).fill(-1);
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    const parentId = categories[i]?.parentId;
    const parent = parentId == null ? undefined : indexOf.get(parentId);
    if (parent === undefined || parent === i) continue;
    // Reject a link that would close a cycle.
    let up = parent;
    let cycle = false;
    for (let steps = 0; up !== -1 && steps <= n; steps++) {
      if (up === i) {
        cycle = true;
        break;
      }
      up = catParent[up] as number;
    }
    if (cycle) continue;
    catParent[i] = parent;
  }
  for (let i = 0; i < n; i++) {
    const parent = catParent[i] as number;
    if (parent >= 0) children[parent]?.push(i);
  }
  const catPre = new Int32Array(n);
  const catEnd = new Int32Array(n);
  let rank = 0;
  for (let root = 0; root < n; root++) {
    if (catParent[root] !== -1) continue;
    // Iterative DFS: a deep tree must not overflow the stack.
    const stack: Array<[number, number]> = [[root, 0]];
    catPre[root] = rank++;
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [number, number];
      const kids = children[top[0]] as number[];
      if (top[1] < kids.length) {
        const child = kids[top[1]++] as number;
        catPre[child] = rank++;
        stack.push([child, 0]);
      } else {
        catEnd[top[0]] = rank;
        stack.pop();
      }
    }
  }
  return { catParent, catPre, catEnd };
}
