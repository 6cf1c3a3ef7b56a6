#!/usr/bin/env bash
# One name for the operator's side: "console" (the docs' word, docs/operator-console.md).
#
# Renames, mechanically, what the code called "admin" (the web) and "operator" (the server, the
# contract) when it meant the console:
#   src/server/modules/operator/            -> src/server/modules/console/
#     operator.routes.ts / operator.deps.ts / operator.test.ts -> console.*
#   src/web/features/admin/                 -> src/web/features/console/
#     admin-*.ts(x) files                   -> console-*.ts(x)
#   src/shared/contract/operator-*.ts       -> src/shared/contract/console-*.ts
#   src/shared/schemas/admin*.ts            -> src/shared/schemas/console*.ts
# then every import path, the names these files export that say admin/operator for the console
# (AdminApp, adminPaths, OperatorDeps, listAdminOrders, adminCouponListSchema, ...), the docs'
# paths and the module graph in docs/architecture.md.
#
# What stays: the URL /admin and the wire paths /api/admin/... (ADMIN_ROOT and every path string),
# the OpenAPI tag 'admin', and "operator" where it names the person or the role: role='operator',
# access 'operator', requireRole('operator'), setOperator, operator-cli.ts (npm run operator),
# operator-role.ts, modules/operator-write/ (what a write by an operator records).
#
# Run from the repository's root on a clean tree; it commits nothing. Afterwards:
#   npx prettier --write $(git diff --name-only HEAD) ; typecheck, lint, module graph, tests.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
if [ -n "$(git status --porcelain)" ]; then
  echo "one-console-name: the tree has changes; commit or stash them first" >&2
  exit 1
fi
[ -d src/server/modules/operator ] || { echo "one-console-name: already done (no modules/operator)" >&2; exit 1; }

renames=() # "old new" pairs of paths, for the import rewrite below

move() { # git mv, and remember old -> new (without extension) for the imports
  git mv "$1" "$2"
  renames+=("${1%.*} ${2%.*}")
}

# 1. Files inside the folders, while they still have their old names.
for f in src/server/modules/operator/operator.routes.ts src/server/modules/operator/operator.deps.ts \
  src/server/modules/operator/operator.test.ts; do
  [ -f "$f" ] && move "$f" "${f/\/operator./\/console.}"
done
for f in $(git ls-files 'src/web/features/admin/**' | grep -E '/admin-[^/]+$' || true); do
  move "$f" "$(dirname "$f")/$(basename "$f" | sed 's/^admin-/console-/')"
done
for f in $(git ls-files 'src/shared/contract/operator-*.ts'); do
  move "$f" "${f/contract\/operator-/contract\/console-}"
done
for f in $(git ls-files 'src/shared/schemas/admin*.ts'); do
  move "$f" "${f/schemas\/admin/schemas\/console}"
done

# 2. The folders.
git mv src/server/modules/operator src/server/modules/console
git mv src/web/features/admin src/web/features/console

files=$(git ls-files -- src e2e bench scripts docs README.md package.json vite.config.ts 'eslint.config.*' \
  'tsconfig*.json' 'playwright.config.*' 'vitest.config.*' | grep -vE '^scripts/one-console-name\.sh$' |
  grep -E '\.(ts|tsx|mjs|js|cjs|json|md)$')

# 3. Import paths and paths in comments and docs. Files renamed inside a folder first (their
#    relative imports: './admin-paths', '../operator.deps.js'), then the folders.
exprs=()
for pair in "${renames[@]}"; do
  old=$(basename "${pair% *}")
  new=$(basename "${pair#* }")
  # An import path (relative, or from an alias: '@shared/schemas/admin', '../operator.deps.js'), never
  # a URL ('/api/admin', '/admin' stay); and a file named alone in a comment or doc (`admin-paths.ts`).
  exprs+=(-e "s#([\"'\`](\.\.?/|@[a-z]+/)([^\"'\` ]*/)?)${old}(\.js|\.tsx?)?([\"'\`])#\1${new}\4\5#g")
  exprs+=(-e "s#\`${old}\.(ts|tsx)\`#\`${new}.\1\`#g")
done
# shellcheck disable=SC2086
[ ${#exprs[@]} -gt 0 ] && sed -i -E "${exprs[@]}" $files
# shellcheck disable=SC2086
sed -i -E \
  -e 's#modules/operator/#modules/console/#g' \
  -e "s#modules/operator(['\"\`])#modules/console\1#g" \
  -e 's#features/admin/#features/console/#g' \
  -e "s#features/admin(['\"\`])#features/console\1#g" \
  -e 's#contract/operator-#contract/console-#g' \
  -e 's#schemas/admin#schemas/console#g' \
  -e 's#`operator/#`console/#g' \
  -e 's#operator/operator\.(routes|deps|test)#console/console.\1#g' \
  $files

# 4. Names exported by the renamed files that say admin/operator for the console.
exprs=()
names=$(
  {
    git grep -hoE "export (const|function|interface|type|class) (Admin|admin|Operator|operator)[A-Za-z0-9_]*" -- \
      src/shared/schemas/console*.ts src/web/features/console src/server/modules/console || true
    git grep -hoE "export const [a-z]+Admin[A-Za-z0-9_]*" -- 'src/shared/contract/console-*.ts' || true
  } | awk '{print $3}' | sort -u
)
for name in $names; do
  case "$name" in
    operatorCli* | OperatorRole* | operatorRole* | operatorCliMain) continue ;; # the person or the role
  esac
  new=$(echo "$name" | sed -E 's/^admin/console/; s/^Admin/Console/; s/^operator/console/; s/^Operator/Console/; s/Admin/Console/')
  [ "$new" = "$name" ] && continue
  if git grep -qw "$new" -- src; then
    echo "one-console-name: $new exists already; $name left as it is" >&2
    continue
  fi
  exprs+=(-e "s/\b${name}\b/${new}/g")
done
# shellcheck disable=SC2086
[ ${#exprs[@]} -gt 0 ] && sed -i -E "${exprs[@]}" $files

# 5. The module graph in docs/architecture.md: the module is now "console", in its sorted place.
node - <<'EOF'
const fs = require('node:fs');
const file = 'docs/architecture.md';
const text = fs.readFileSync(file, 'utf8');
const start = text.indexOf('```text\napi-key');
const end = text.indexOf('```', start + 7);
if (start < 0 || end < 0) process.exit(0);
const lines = text.slice(start + 8, end).split('\n').filter(Boolean);
const entries = []; // [module, its lines]
for (const line of lines) {
  if (/^\S/.test(line)) entries.push([line.split(/\s/)[0], [line]]);
  else entries.at(-1)[1].push(line);
}
for (const entry of entries) {
  if (entry[0] === 'operator') {
    entry[0] = 'console';
    entry[1][0] = entry[1][0].replace(/^operator( *)/, (_, pad) => 'console' + ' '.repeat(pad.length + 1));
  }
}
entries.sort((a, b) => a[0].localeCompare(b[0]));
const block = entries.flatMap(([, l]) => l).join('\n') + '\n';
fs.writeFileSync(file, text.slice(0, start + 8) + block + text.slice(end));
EOF

echo "one-console-name: done; now prettier, typecheck, lint, module graph, tests"
