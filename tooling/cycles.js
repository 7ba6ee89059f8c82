// Import cycles at file and folder level (docs/architecture.md, "Checks"). `npm run lint:cycles` runs this file.
// dependency-cruiser reads the import graph (type-only imports count) and finds the file cycles with its no-circular rule;
// the folder graph is that graph without test code, each file replaced by its folder (tooling/layers.js), and its cycles
// are the strongly connected components graphlib finds in it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { Graph, alg } from '@dagrejs/graphlib';
import { CODE_ROOTS, TEST_CODE, folderOf } from './layers.js';

/**
 * Cruises the code of the repository at `root` (absolute path).
 * @returns {Promise<{ fileCycles: string[][], folderCycles: { folders: string[], edges: { from: string, to: string, imports: [string, string][] }[] }[] }>}
 *   fileCycles: each cycle as its files in import order (the first file imports the second, …, the last imports the first);
 *   folderCycles: each set of folders that reach one another, with the imports between them (importing file, imported file).
 */
export async function findCycles(root) {
  const dirs = CODE_ROOTS.filter((dir) => existsSync(path.join(root, dir)));
  const { output } = await cruise(dirs, {
    baseDir: root,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^packages/db/migrations/'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    validate: true,
  });

  const fileCycles = output.summary.violations
    .filter((v) => v.rule.name === 'no-circular')
    .map((v) => [v.from, ...v.cycle.map((step) => step.name).slice(0, -1)]);

  const graph = new Graph({ directed: true });
  const imports = new Map();
  for (const module of output.modules) {
    if (TEST_CODE.test(module.source)) continue;
    for (const dep of module.dependencies) {
      if (dep.couldNotResolve || dep.coreModule || !dirs.some((dir) => dep.resolved.startsWith(`${dir}/`))) continue;
      const from = folderOf(module.source);
      const to = folderOf(dep.resolved);
      if (from === to) continue;
      graph.setEdge(from, to);
      const key = `${from}\0${to}`;
      if (!imports.has(key)) imports.set(key, []);
      imports.get(key).push([module.source, dep.resolved]);
    }
  }
  const folderCycles = alg.findCycles(graph).map((component) => {
    const folders = [...component].sort();
    const members = new Set(folders);
    const edges = graph
      .edges()
      .filter(({ v, w }) => members.has(v) && members.has(w))
      .map(({ v, w }) => ({ from: v, to: w, imports: imports.get(`${v}\0${w}`) }))
      .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
    return { folders, edges };
  });
  folderCycles.sort((a, b) => a.folders[0].localeCompare(b.folders[0]));
  return { fileCycles, folderCycles };
}

/** Prints the cycles of `root`; answers the number found. */
export async function reportCycles(root, log = console.log) {
  const { fileCycles, folderCycles } = await findCycles(root);
  if (fileCycles.length > 0) {
    log(`[no-file-cycle] ${fileCycles.length} import cycle(s) between files (type-only imports count):`);
    for (const cycle of fileCycles) log(`  ${[...cycle, cycle[0]].join(' → ')}`);
  }
  if (folderCycles.length > 0) {
    log(`[no-folder-cycle] ${folderCycles.length} group(s) of folders importing one another (folders as in tooling/layers.js):`);
    for (const { folders, edges } of folderCycles) {
      log(`  ${folders.join(' ⇄ ')}`);
      for (const { from, to, imports } of edges) {
        log(`    ${from} → ${to}:`);
        for (const [file, imported] of imports) log(`      ${file} imports ${imported}`);
      }
    }
  }
  if (fileCycles.length + folderCycles.length === 0) log('No import cycles between files or folders.');
  return fileCycles.length + folderCycles.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = await reportCycles(path.resolve(import.meta.dirname, '..'));
  process.exitCode = found > 0 ? 1 : 0;
}
