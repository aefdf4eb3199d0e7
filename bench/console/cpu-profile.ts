// Chromium CPU profiles (CDP Profiler) summed over visits and mapped through the build's source maps
// to the functions and packages that spent the time: what `PROFILE=1 npm run bench:console` prints.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code came from: `function source:line` (node_modules shortened to nm/). */
function framesOf(assetsDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: CallFrame): string => {
    const file = frame.url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return frame.functionName || frame.url || '(native)';
    let map = maps.get(file);
    if (map === undefined) {
      const mapFile = path.join(assetsDir, `${file}.map`);
      map = fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null;
      maps.set(file, map);
    }
    if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
    return `${at.name || frame.functionName || '(anonymous)'} ${source}:${at.line}`;
  };
}

/** The package or app folder of a mapped frame ('nm/react-dom', 'src/features/project-area'). */
function packageOf(frame: string): string {
  const match = /(nm\/(?:@[^/]+\/)?[^/]+|src\/[^/]+(?:\/[^/:]+)?)/.exec(frame);
  return match?.[1] ?? frame.split(' ')[0] ?? frame;
}

/** A profile's nodes by id, and each node's parent. */
function treeOf(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  return { nodes, parent };
}

/** Milliseconds of CPU per function (self) and per package (inclusive), the largest first. */
export function summarize(profiles: CpuProfile[], assetsDir: string, top = 15): string {
  const frameOf = framesOf(assetsDir);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // STACKS_OF=<function>: where the time of one function comes from, its heaviest call stacks.
  const stacksOf = process.env.STACKS_OF;
  const stacks = new Map<string, number>();
  // The innermost frame of the console's own code, charged with the library code it called.
  const byModule = new Map<string, number>();
  for (const profile of profiles) {
    const { nodes, parent } = treeOf(profile);
    const named = new Map<number, string>();
    const nameOf = (id: number) => {
      let name = named.get(id);
      if (name === undefined) {
        name = frameOf((nodes.get(id) as CpuProfile['nodes'][number]).callFrame);
        named.set(id, name);
      }
      return name;
    };
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000 / profiles.length;
      const name = nameOf(id);
      if (name === '(idle)') return;
      self.set(name, (self.get(name) ?? 0) + ms);
      if (stacksOf && name.split(' ')[0] === stacksOf) {
        const frames: string[] = [];
        for (let at = parent.get(id); at !== undefined && frames.length < 14; at = parent.get(at)) frames.push(nameOf(at));
        const stack = frames.join('\n      ← ');
        stacks.set(stack, (stacks.get(stack) ?? 0) + ms);
      }
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = nameOf(at);
        if (!frame.includes(' src/')) continue;
        const module = frame.replace(/:\d+$/, '');
        byModule.set(module, (byModule.get(module) ?? 0) + ms);
        break;
      }
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const pkg = packageOf(nameOf(at));
        if (pkg === '(root)' || seen.has(pkg)) continue;
        seen.add(pkg);
        inclusive.set(pkg, (inclusive.get(pkg) ?? 0) + ms);
      }
    });
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  const heaviest = stacksOf ? `\n${stacksOf} called from:\n${list(stacks).split('\n').slice(0, 5).join('\n')}` : '';
  return `CPU per visit until the content showed, by function (self):\n${list(self)}\nby package (inclusive):\n${list(inclusive)}\nby the console's innermost function (with the library code it called):\n${list(byModule)}${heaviest}`;
}

/**
 * TIMELINE=1: the first visit's CPU in slices of 25 ms, each with the console modules whose code
 * (or the library code they called) ran in it, so the order of the work before content is seen.
 */
export function timeline(profile: CpuProfile, assetsDir: string, sliceMs = 25): string {
  const frameOf = framesOf(assetsDir);
  const { nodes, parent } = treeOf(profile);
  const slices = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let label = frameOf((nodes.get(id) as CpuProfile['nodes'][number]).callFrame);
    if (label === '(idle)') return;
    // The innermost frame of the console's own code names the work; library frames below it are its cost.
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = frameOf((nodes.get(node) as CpuProfile['nodes'][number]).callFrame);
      if (frame.includes(' src/')) {
        label = frame.replace(/:\d+$/, '');
        break;
      }
    }
    const slice = Math.floor(at / 1000 / sliceMs);
    const labels = slices.get(slice) ?? new Map<string, number>();
    labels.set(label, (labels.get(label) ?? 0) + ms);
    slices.set(slice, labels);
  });
  return [...slices]
    .sort((a, b) => a[0] - b[0])
    .map(([slice, labels]) => {
      const top = [...labels].sort((a, b) => b[1] - a[1]).slice(0, 4);
      return `  ${String(slice * sliceMs).padStart(5)} ms  ${top.map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join(' | ')}`;
    })
    .join('\n');
}
