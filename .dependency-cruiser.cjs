/**
 * Import rules checked over every workspace's source by `npm run lint:cycles`
 * (tooling/import-cycles.mjs, in npm test's lint phase): no module may import itself back through any chain of imports, type imports included.
 * A cycle is what a domain importing a registry that imports the domain makes; the shapes such a
 * registry and its domains share live below both (services/src/platform, a `types.ts` beside a
 * component), so each edge points one way. The same holds one level up: the domain folders of the
 * services import one another in one direction only (checked by the same script on the same graph).
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
    {
      name: "platform-imports-no-domain",
      severity: "error",
      comment:
        "services/src/platform is what every domain uses: it names no domain. A domain's contribution reaches platform code through a shape declared in platform/ and a list at a composition root (background/jobs.ts, composition/).",
      from: { path: "^packages/services/src/platform/", pathNot: "\\.test\\.ts$" },
      to: { path: "^packages/services/src/", pathNot: "^packages/services/src/platform/" },
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
