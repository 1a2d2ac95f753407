/**
 * Import cycles and layer rules, refused (npm run lint:cycles, in npm test's lint phase), from one
 * pass of dependency-cruiser over every workspace's source:
 * - its own rules (.dependency-cruiser.cjs): no file imports itself back through any chain of
 *   imports; services/platform names no domain;
 * - folder-level cycles of the roots below: each top-level folder is one module (a domain of the
 *   services, or platform beneath them all); folder A importing B while B imports A, through any
 *   files, by any chain of folders, is a cycle even when no file imports itself back. Such a pair
 *   cannot be read, tested or moved apart: what both need belongs in a folder below them
 *   (platform/), or the lower one is handed the higher one's contribution through a shape in
 *   platform/ at a composition root. Tests are left out of the folder graph: nothing imports a
 *   test, and an integration test may set up its data through any domain. Files directly in a root
 *   (the package's barrel) form one module of their own.
 * One pass, not dependency-cruiser's command and then a second cruise for the folders: the graph
 * is the expensive part, and both checks read the same one.
 *
 * Usage: node tooling/import-cycles.mjs   Exit 1 on any finding.
 */
import path from "node:path";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

/** What dependency-cruiser reads: every workspace's source. */
const SOURCES = ["apps", "packages", "tooling", "tests", "bench"];
/** Where folder-level cycles are refused. */
const ROOTS = ["packages/services/src"];
const TEST_FILE = /\.test\.tsx?$/;

/** The module a file belongs to: its top-level folder under the root, "(root)" for the root's own files, null outside. */
function folderOf(root, file) {
  if (!file.startsWith(`${root}/`)) return null;
  const rest = file.slice(root.length + 1);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : "(root)";
}

/** The folder graph of one root, each edge with the file imports that make it. */
function folderGraph(root, modules) {
  const edges = new Map();
  for (const module of modules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = folderOf(root, module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(root, dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      if (!targets.has(to)) targets.set(to, []);
      targets.get(to).push(`${module.source.slice(root.length + 1)} → ${dependency.resolved.slice(root.length + 1)}`);
    }
  }
  return edges;
}

/** Strongly connected components of more than one folder (Tarjan): each holds at least one cycle. */
function cyclicComponents(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components;
}

const options = await extractDepcruiseOptions(path.resolve(".dependency-cruiser.cjs"));
const tsConfig = options.ruleSet?.options?.tsConfig?.fileName ? extractTSConfig(options.ruleSet.options.tsConfig.fileName) : {};
const result = await cruise(SOURCES, { ...options, ...options.ruleSet?.options, validate: true, outputType: "json" }, {}, { tsConfig });
const graph = JSON.parse(result.output);
const rules = await format(graph, { outputType: "err" });
if (rules.exitCode !== 0) process.stderr.write(rules.output);
else process.stdout.write(rules.output);
const { modules } = graph;
let cycles = 0;
for (const root of ROOTS) {
  const edges = folderGraph(root, modules);
  for (const component of cyclicComponents(edges)) {
    cycles += 1;
    console.error(`\n  error folder-cycle: ${root}: ${component.join(", ")} import one another`);
    for (const from of component) {
      for (const [to, imports] of edges.get(from) ?? []) {
        if (!component.includes(to)) continue;
        console.error(`    ${from} → ${to}:`);
        for (const line of imports) console.error(`      ${line}`);
      }
    }
  }
}
if (rules.exitCode !== 0) process.exitCode = 1;
if (cycles) {
  console.error(`\n✘ ${cycles} folder-level import cycle${cycles === 1 ? "" : "s"} (tooling/import-cycles.mjs). Move what both folders need below them, or hand it up through platform/.\n`);
  process.exitCode = 1;
} else {
  console.log(`✔ no folder-level import cycles in ${ROOTS.join(", ")}`);
}
