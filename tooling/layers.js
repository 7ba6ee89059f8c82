// The layering of docs/architecture.md as data: the one place the boundary checks read it from.
// eslint.config.js turns it into import-x/no-restricted-paths zones; tooling/cycles.js into the folders whose cycles it forbids.
// Every function takes the repository root, so the fixture test (tooling/checks.test.ts) runs the same rules on a small tree.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders holding our code, relative to the root (the import graph and the package rules cover these). */
export const CODE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

/**
 * The web's layers (apps/web/src/<layer>) and what each may import besides itself and npm packages.
 * `isolated`: each sub-folder (`features/<f>`, `resources/<r>`) may not import a sibling sub-folder.
 */
export const WEB = {
  src: 'apps/web/src',
  layers: {
    app: { may: ['features', 'resources', 'components', 'lib', 'config'] },
    features: { may: ['resources', 'components', 'lib', 'config'], isolated: true },
    resources: { may: ['lib', 'config'], isolated: true },
    components: { may: ['lib', 'config'] },
    lib: { may: ['config'] },
    config: { may: [] },
  },
};

/** The API's cross-cutting core: it may import these top-level folders of apps/api/src besides itself, nothing else of the API. */
export const API = {
  src: 'apps/api/src',
  core: { dir: 'core', may: ['lib', 'config', 'storage'] },
  modules: 'modules',
};

/** Workspace packages and the other packages of ours each may import (everything under CODE_ROOTS is "ours"). */
export const PACKAGES = {
  'packages/contracts': [],
  'packages/db': ['packages/contracts'],
};

/**
 * Folders for the folder-level cycle check: a file belongs to the first (deepest) pattern that matches its path.
 * A folder is a directory directly under apps/<app>/src, apps/<app>/src/modules, apps/web/src/features,
 * apps/web/src/resources or packages/<p>/src; files directly in apps/<app>/src or packages/<p>/src form their own
 * folder (that src folder).
 */
export const FOLDER_PATTERNS = [
  /^(apps\/[^/]+\/src\/modules\/[^/]+)\//,
  /^(apps\/web\/src\/(?:features|resources)\/[^/]+)\//,
  /^(apps\/[^/]+\/src\/[^/]+)\//,
  /^(packages\/[^/]+\/src\/[^/]+)\//,
  /^(apps\/[^/]+\/src)\//,
  /^(packages\/[^/]+\/src)\//,
  /^(apps\/[^/]+)\//,
  /^(packages\/[^/]+)\//,
  /^([^/]+)\//,
];

/**
 * Test code, left out of the folder graph (not of the file graph): a test may drive the whole app through the test
 * harness (apps/api/test/app.ts → app.ts → every module), which says nothing about how the folders depend on one another.
 */
export const TEST_CODE = /(\.test\.tsx?$)|(^apps\/[^/]+\/test\/)|(^e2e\/)/;

/** The folder (per FOLDER_PATTERNS) a root-relative, '/'-separated file path belongs to. */
export function folderOf(file) {
  for (const pattern of FOLDER_PATTERNS) {
    const match = pattern.exec(file);
    if (match) return match[1];
  }
  return '.';
}

function entries(root, dir) {
  const abs = path.join(root, dir);
  return existsSync(abs) ? readdirSync(abs, { withFileTypes: true }).filter((e) => !e.name.startsWith('.')) : [];
}

/**
 * API modules: every folder directly under apps/api/src/modules holding files of its own (or an index.ts), and every
 * deeper folder holding an index.ts (e.g. modules/identity/auth/). Each is reached from outside only through its index.ts.
 * @returns root-relative folder paths
 */
export function apiModuleDirs(root) {
  const base = `${API.src}/${API.modules}`;
  const found = [];
  const walk = (dir, depth) => {
    const list = entries(root, dir);
    const hasIndex = list.some((e) => e.isFile() && e.name === 'index.ts');
    const hasFiles = list.some((e) => e.isFile());
    if (depth === 1 ? hasFiles || hasIndex : depth > 1 && hasIndex) found.push(dir);
    for (const e of list) if (e.isDirectory()) walk(`${dir}/${e.name}`, depth + 1);
  };
  walk(base, 0);
  return found;
}

/** Glob patterns for every file outside `dir` (siblings at each level of its path); `dir` is root-relative. */
function outside(root, dir) {
  const parts = dir.split('/');
  const patterns = [];
  for (let i = 0; i < parts.length; i += 1) {
    const parent = parts.slice(0, i).join('/');
    const prefix = parent ? `${parent}/` : '';
    patterns.push(`${root}/${prefix}!(${parts[i]})`, `${root}/${prefix}!(${parts[i]})/**`);
  }
  return patterns;
}

/**
 * The zones of import-x/no-restricted-paths for the whole repository. Each message starts with the rule's name in
 * brackets, so a violation says which rule it breaks.
 * @param {string} root absolute repository root
 * @returns {{ target: string | string[], from: string | string[], except?: string[], message: string }[]}
 */
export function restrictedPathZones(root) {
  const zones = [];

  // Web layers: a layer imports only the layers it may; isolated layers' sub-folders import no sibling.
  const webTop = entries(root, WEB.src).map((e) => e.name);
  for (const [layer, { may, isolated }] of Object.entries(WEB.layers)) {
    const forbidden = webTop.filter((name) => name !== layer && !may.includes(name));
    if (forbidden.length > 0) {
      zones.push({
        target: `${WEB.src}/${layer}`,
        from: forbidden.map((name) => `${WEB.src}/${name}`),
        message: `[web-layers] ${layer}/ may import only ${may.length ? may.map((m) => `${m}/`).join(', ') : 'npm packages and @insight/contracts'} (docs/architecture.md).`,
      });
    }
    if (isolated) {
      for (const e of entries(root, `${WEB.src}/${layer}`)) {
        if (!e.isDirectory()) continue;
        zones.push({
          target: `${WEB.src}/${layer}/${e.name}`,
          from: `${WEB.src}/${layer}`,
          except: [`./${e.name}`],
          message: `[web-${layer}-isolated] ${layer}/${e.name} may not import another folder of ${layer}/: share through ${WEB.layers[layer].may.map((m) => `${m}/`).join(', ')}.`,
        });
      }
    }
  }

  // The web runs in the browser: it imports no server code.
  zones.push({
    target: 'apps/web',
    from: ['apps/api', 'packages/db'],
    message: '[web-no-server] the web app may not import the API or @insight/db.',
  });

  // Packages: contracts imports nothing of ours; db only contracts.
  const ourCode = CODE_ROOTS.flatMap((top) => (top === 'packages' ? entries(root, 'packages').map((e) => `packages/${e.name}`) : [top]));
  for (const [pkg, may] of Object.entries(PACKAGES)) {
    const forbidden = ourCode.filter((dir) => dir !== pkg && !may.includes(dir) && existsSync(path.join(root, dir)));
    if (forbidden.length > 0) {
      zones.push({
        target: pkg,
        from: forbidden,
        message: `[package-deps] ${pkg} may import ${may.length ? `only ${may.join(', ')} of our code` : 'none of our code'} (npm packages only).`,
      });
    }
  }

  // API core: never modules/, plugins/, jobs/ or anything else of the API but its allowed folders.
  const apiTop = entries(root, API.src).map((e) => e.name);
  const coreForbidden = apiTop.filter((name) => name !== API.core.dir && !API.core.may.includes(name));
  if (coreForbidden.length > 0) {
    zones.push({
      target: `${API.src}/${API.core.dir}`,
      from: coreForbidden.map((name) => `${API.src}/${name}`),
      message: `[api-core] core/ may import only ${API.core.may.map((m) => `${m}/`).join(', ')}, @insight/db and @insight/contracts; never modules/, plugins/ or jobs/.`,
    });
  }

  // API modules: reached from outside only through their index.ts.
  for (const dir of apiModuleDirs(root)) {
    const name = dir.slice(`${API.src}/`.length);
    zones.push({
      target: outside(root, dir),
      from: dir,
      except: ['./index.ts'],
      message: `[api-module-entry] import ${name} through its public entry ${name}/index.ts.`,
    });
  }
  return zones;
}
