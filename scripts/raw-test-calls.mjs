// Fails when a server test, fixture or test helper calls the API by a raw URL (an `inject` with
// `url: '/api…'`, or a helper called as `fn('GET', '/…')`) instead of `callEndpoint` with an endpoint
// of the contract, so the answer is checked and typed. A raw call that is the point of its test
// (malformed input, the ETag's bytes, a path outside the contract) carries `// raw: <why>` on the
// line above. Usage: node scripts/raw-test-calls.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const serverDir = join(root, 'src/server');
const testHelpers = join(serverDir, 'test');

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(test|fixture)\.ts$/.test(name) || (path.startsWith(testHelpers + '/') && name.endsWith('.ts'))) {
      files.push(path);
    }
  }
};
walk(serverDir);

const rawCall = /'(GET|POST|DELETE|PUT|PATCH)', *[`'"]\/|url: *[`'"]\/api/;
const found = [];
for (const file of files.sort()) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (rawCall.test(line) && !/\/\/ raw:/.test(lines[i - 1] ?? '')) {
      found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
    }
  });
}
if (found.length > 0) {
  console.error(
    `${found.length} raw API call(s) in server tests: call the endpoint with callEndpoint ` +
      `(src/server/test/call-endpoint.ts), or say why the call must be raw with a "// raw: <why>" line above it.`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
