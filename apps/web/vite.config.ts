import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { checkInitialBundle, eagerAssets } from "./src/build/initial-bundle.ts";
import { precompressAssets } from "./src/build/precompress.ts";

/** In development the API runs on its own (`npm run dev -w @paydesk/server`, port 3000). */
const API = "http://localhost:3000";

/** A step run on the build's written output, once it is written. */
function afterBuild(name: string, step: (outDir: string, build: { info(message: string): void; error(message: string): never }) => void): Plugin {
  let outDir = "dist";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      step(outDir, this);
    },
  };
}

/**
 * Fails the production build when the first download (what the built index.html loads eagerly,
 * gzipped) exceeds its budget, and prints what it is made of.
 */
const initialBundleBudget = () =>
  afterBuild("paydesk:initial-bundle-budget", (outDir, build) => {
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    const assets = eagerAssets(html).map((asset) => ({
      ...asset,
      gzipBytes: gzipSync(readFileSync(join(outDir, asset.href))).length,
    }));
    const report = checkInitialBundle(assets);
    build.info(["initial bundle (gzipped):", ...report.lines].join("\n"));
    if (!report.withinBudget) {
      build.error("The initial bundle is over budget: load the new code on demand (see docs/ARCHITECTURE.md, Web bundle).");
    }
  });

/** A gzip beside each built script and stylesheet, which the server answers with (src/build/precompress.ts). */
const precompress = () => afterBuild("paydesk:precompress", (outDir) => void precompressAssets(join(outDir, "assets")));

export default defineConfig({
  plugins: [react(), initialBundleBudget(), precompress()],
  server: {
    port: 5173,
    proxy: {
      "/trpc": API,
      // GET /login is the sign-in page of this app; the REST shim only answers POST.
      "/login": { target: API, bypass: (req) => (req.method === "GET" ? req.url : undefined) },
      "/logout": API,
      "/healthz": API,
      "/api": API,
      "/images": API,
      "/pay/item-image": API,
    },
  },
  build: {
    outDir: "dist",
    // Maps are written for debugging but not referenced from the served files.
    sourcemap: "hidden",
    // The password strength dictionaries (zxcvbn) are one large chunk, loaded only on the
    // password screen; every other chunk stays under the default limit.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      // Our packages and zod have no import-time side effects: a module the app does not use
      // stays out of the bundle even when the package index re-exports it.
      treeshake: {
        moduleSideEffects: (id) => !/packages[\\/](validators|domain)[\\/]/.test(id) && !/node_modules[\\/]zod[\\/]/.test(id),
      },
      output: {
        // React changes less often than our code: its chunk stays cached across releases. Other
        // libraries are split where they are used, so a page's components load with the page;
        // grouping all of Mantine (or tRPC with zod) in one chunk put it in the first download.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
