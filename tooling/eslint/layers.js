import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Layering (docs/ARCHITECTURE.md, "Map of packages"), checked by lint so review need not:
 * - `layerRules(name, { may, typesFrom })`: which of our packages a package may import, and from
 *   which only types. Every other `@paydesk/*` import is an error. Test files (and their helpers,
 *   `test-*.ts`) may also use the test harness (`@paydesk/tests`), and values where the code may
 *   use only types (an integration test of the API opens its own pool).
 * - `no-cross-package-relative`: a relative import may not leave its own package (`../../api/src/…`);
 *   another package is reached by its name and its named entry points only.
 */

const OUR_PACKAGES = ["api", "client", "db", "domain", "server", "services", "tests", "validators", "web"];

export const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "**/test-*.ts"];

/** `no-restricted-imports` patterns for package `name` (tests: whether for its test files). */
export function layerPatterns(name, { may = [], typesFrom = [] } = {}, tests = false) {
  const allowed = new Set([name, ...may, ...(tests ? ["tests", ...typesFrom] : [])]);
  return OUR_PACKAGES.filter((other) => !allowed.has(other)).map((other) => {
    const typesOnly = typesFrom.includes(other);
    return {
      group: [`@paydesk/${other}`, `@paydesk/${other}/*`],
      ...(typesOnly ? { allowTypeImports: true } : {}),
      message: typesOnly
        ? `@paydesk/${name} may import only types from @paydesk/${other} (docs/ARCHITECTURE.md, map of packages).`
        : `@paydesk/${name} may not import @paydesk/${other} (docs/ARCHITECTURE.md, map of packages).`,
    };
  });
}

const packageRoots = new Map();

/** The nearest folder at or above `dir` with a package.json. */
function packageRootOf(dir) {
  if (packageRoots.has(dir)) return packageRoots.get(dir);
  const parent = path.dirname(dir);
  const root = existsSync(path.join(dir, "package.json")) || parent === dir ? dir : packageRootOf(parent);
  packageRoots.set(dir, root);
  return root;
}

const noCrossPackageRelative = {
  meta: {
    type: "problem",
    docs: { description: "forbid relative imports that reach into another package's files" },
    schema: [],
    messages: { cross: 'Relative import "{{source}}" reaches into another package: import it by its name.' },
  },
  create(context) {
    const file = context.filename;
    const own = packageRootOf(path.dirname(file));
    const check = (node) => {
      const source = node.source && node.source.type === "Literal" ? node.source.value : undefined;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), source);
      if (packageRootOf(path.dirname(target)) !== own) context.report({ node: node.source, messageId: "cross", data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const layersPlugin = { rules: { "no-cross-package-relative": noCrossPackageRelative } };
