// Spectral over the API's OpenAPI document (issue 16 "The API reference"; docs/architecture.md, "Checks").
// `npm run lint:openapi` runs this file: apps/api/src/openapi-cli.ts builds the app and writes the document it serves at
// /api/docs/json to a temporary file (and names any route without an entry in apps/api/src/openapi/operations.ts),
// then Spectral lints it with the `oas` ruleset of .spectral.yaml and fails on any warning.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(path.join(os.tmpdir(), 'insight-openapi-lint-'));
const document = path.join(dir, 'openapi.json');
let failed = false;
try {
  execFileSync(bin('tsx'), [path.join(root, 'apps/api/src/openapi-cli.ts'), document], { cwd: root, stdio: 'inherit' });
} catch {
  // The document is written even when routes lack entries: lint it all the same, so every problem shows at once.
  failed = true;
}
try {
  execFileSync(bin('spectral'), ['lint', document, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
} catch {
  failed = true;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('OpenAPI document: Spectral (oas) finds no problems');
