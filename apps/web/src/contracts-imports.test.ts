import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSrc = path.dirname(fileURLToPath(import.meta.url));
const contractsSrc = path.resolve(webSrc, '../../../packages/contracts/src');

/** Every .ts/.tsx file under `dir` except tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Module names a file imports at run time (type-only imports and re-exports are erased by the build). */
function runtimeImports(source: string): string[] {
  const statements = source.match(/^(?:import|export)\s[^;]*?\sfrom\s+'[^']+';/gms) ?? [];
  return statements.filter((statement) => !/^(?:import|export)\s+type\s/.test(statement)).map((statement) => /'([^']+)';$/.exec(statement)![1]);
}

/** The contracts files a contracts file pulls in at run time, itself included. */
function contractsClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const name of runtimeImports(readFileSync(file, 'utf8'))) {
    if (name.startsWith('.')) contractsClosure(path.resolve(path.dirname(file), `${name}.ts`), seen);
  }
  return seen;
}

describe('the web bundle and @insight/contracts', () => {
  it('imports contracts at run time only from zod-free files, so zod stays out of the bundle', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(webSrc)) {
      for (const name of runtimeImports(readFileSync(file, 'utf8'))) {
        if (name !== '@insight/contracts' && !name.startsWith('@insight/contracts/')) continue;
        const subpath = name === '@insight/contracts' ? 'index' : name.slice('@insight/contracts/'.length);
        for (const reached of contractsClosure(path.join(contractsSrc, `${subpath}.ts`))) {
          if (runtimeImports(readFileSync(reached, 'utf8')).includes('zod')) {
            offenders.push(`${path.relative(webSrc, file)} → ${name} (${path.basename(reached)} imports zod)`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
