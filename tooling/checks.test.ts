/**
 * The checks of `npm run lint` run on a small monorepo (tooling/fixtures/monorepo) that breaks each rule once, each
 * breaking line marked "BREAKS <rule>", and keeps the allowed imports beside them: every check must report exactly
 * the breaks, so a rule that stops working, or starts flagging allowed code, fails here. The fixture is copied to a
 * temporary folder with node_modules links for its @insight/* packages, as npm would make them.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../eslint.config.js';
import { findCycles } from './cycles.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixture = path.join(repoRoot, 'tooling/fixtures/monorepo');
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'lint-fixture-'));
  cpSync(fixture, root, { recursive: true });
  mkdirSync(path.join(root, 'node_modules/@insight'), { recursive: true });
  for (const pkg of ['contracts', 'db']) symlinkSync(`../../packages/${pkg}`, path.join(root, `node_modules/@insight/${pkg}`));
  cpSync(path.join(repoRoot, 'knip.jsonc'), path.join(root, 'knip.jsonc'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Root-relative paths of the fixture's files. */
function fixtureFiles(dir = fixture): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? fixtureFiles(path.join(dir, entry.name)) : [path.relative(fixture, path.join(dir, entry.name))],
  );
}

describe('npm run lint', () => {
  it('runs ESLint, the cycle check, Spectral on the OpenAPI document, knip and prettier --check, stopping at the first failure', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toBe('eslint . && npm run lint:cycles && npm run lint:openapi && knip --no-progress && prettier --check .');
    expect(pkg.scripts['lint:cycles']).toBe('node tooling/cycles.js');
    expect(pkg.scripts['lint:openapi']).toBe('node tooling/openapi-lint.js');
  });

  it('leaves the fixture out of the real run', async () => {
    const bad = path.join(fixture, 'apps/web/src/lib/badly-formatted.ts');
    expect(await new ESLint({ cwd: repoRoot }).isPathIgnored(bad)).toBe(true);
    expect((await prettier.getFileInfo(bad, { ignorePath: path.join(repoRoot, '.prettierignore') })).ignored).toBe(true);
  });

  it("has the boundary rule on in the repository's ESLint config", async () => {
    const config = await new ESLint({ cwd: repoRoot }).calculateConfigForFile(path.join(repoRoot, 'apps/web/src/main.tsx'));
    const [severity, options] = config.rules['import-x/no-restricted-paths'];
    expect(severity).toBe(2);
    expect(options.zones.length).toBeGreaterThan(10);
  });
});

describe('ESLint boundaries (import-x/no-restricted-paths)', () => {
  it('reports each forbidden import, type-only ones included, and no allowed one', async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
    const results = await eslint.lintFiles(['.']);
    const found = results.flatMap((result) =>
      result.messages.map((m) => `${path.relative(root, result.filePath)}:${m.line} ${m.ruleId} ${/\[([^\]]+)\]/.exec(m.message)?.[1]}`),
    );
    expect(found.sort()).toEqual([
      'apps/api/src/core/viewer.ts:3 import-x/no-restricted-paths api-core',
      'apps/api/src/modules/identity/team/team.service.ts:3 import-x/no-restricted-paths api-module-entry',
      'apps/api/src/modules/studies/studies.routes.ts:3 import-x/no-restricted-paths api-module-entry',
      'apps/web/src/features/interviews/interview-page.tsx:4 import-x/no-restricted-paths web-features-isolated',
      'apps/web/src/features/reports/report-title.ts:2 import-x/no-restricted-paths web-layers',
      'apps/web/src/resources/interview/get-interview.ts:4 import-x/no-restricted-paths web-layers',
      'apps/web/src/resources/transcript/get-transcript.ts:3 import-x/no-restricted-paths web-resources-isolated',
      'packages/contracts/src/limits.ts:2 import-x/no-restricted-paths package-deps',
    ]);
  });
});

describe('import cycles (tooling/cycles.js)', () => {
  it('finds the file cycles, one through a type-only import, and the folder cycle', async () => {
    const { fileCycles, folderCycles } = await findCycles(root);
    expect(fileCycles.map((cycle) => [...cycle].sort())).toEqual([
      ['apps/api/src/modules/segments/segments.presenter.ts', 'apps/api/src/modules/segments/segments.service.ts'],
      ['apps/web/src/lib/dates.ts', 'apps/web/src/lib/format.ts'],
    ]);
    expect(folderCycles).toEqual([
      {
        folders: ['apps/api/src/jobs', 'apps/api/src/modules/showreels'],
        edges: [
          {
            from: 'apps/api/src/jobs',
            to: 'apps/api/src/modules/showreels',
            imports: [['apps/api/src/jobs/render.ts', 'apps/api/src/modules/showreels/index.ts']],
          },
          {
            from: 'apps/api/src/modules/showreels',
            to: 'apps/api/src/jobs',
            imports: [['apps/api/src/modules/showreels/showreels.service.ts', 'apps/api/src/jobs/queue.ts']],
          },
        ],
      },
    ]);
  });
});

describe('knip', () => {
  it("reports the unused file and the unused export with the repository's knip config", async () => {
    const knip = path.join(repoRoot, 'node_modules/knip/bin/knip.js');
    const args = [knip, '--directory', root, '--reporter', 'json', '--no-progress', '--no-exit-code', '--no-config-hints'];
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root });
    const issues: { file: string; [type: string]: unknown }[] = JSON.parse(stdout).issues;
    const found = issues.flatMap((issue) =>
      Object.entries(issue).flatMap(([type, list]) => (Array.isArray(list) ? list.map((item: { name: string }) => `${type} ${issue.file} ${item.name}`) : [])),
    );
    expect(found.sort()).toEqual(['exports apps/web/src/lib/api-client.ts unusedHelper', 'files apps/api/src/orphan.ts apps/api/src/orphan.ts']);
  });
});

describe('prettier --check', () => {
  it("fails on the badly formatted file only, with the repository's Prettier config", async () => {
    const config = await prettier.resolveConfig(path.join(repoRoot, 'apps/web/src/main.tsx'));
    expect(config).not.toBeNull();
    const unformatted = [];
    for (const file of fixtureFiles()) {
      const source = readFileSync(path.join(fixture, file), 'utf8');
      if (!(await prettier.check(source, { ...config, filepath: path.join(repoRoot, file) }))) unformatted.push(file);
    }
    expect(unformatted).toEqual(['apps/web/src/lib/badly-formatted.ts']);
  });
});
