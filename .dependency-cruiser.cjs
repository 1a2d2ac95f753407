/**
 * Import rules checked over every workspace's source by `npm run lint:cycles` (in npm test's lint
 * phase): no module may import itself back through any chain of imports, type imports included.
 * A cycle is what a domain importing a registry that imports the domain makes; the shapes such a
 * registry and its domains share live below both (services/src/platform, a `types.ts` beside a
 * component), so each edge points one way.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module imports itself back through a chain of imports. Move what both sides need into a module below them both.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/generated/", "/dist/", "node_modules"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"] },
  },
};
