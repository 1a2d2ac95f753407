#!/usr/bin/env node
/**
 * `tsc-native`: the type check, on TypeScript's native compiler (7.x, installed as
 * `typescript-native`). It reports what 5.9 reports on this code base in about a fifth of the CPU
 * (the server side: ~10 CPU-s single-threaded instead of ~65). The `typescript` package stays on
 * 5.9 for the tools that call the compiler's JavaScript API (typescript-eslint), which 7.x does
 * not offer; nothing else compiles with either (tsx, Vite and Vitest strip types themselves).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The package's exports name no `bin`: reach its launcher beside its package.json.
const root = path.dirname(createRequire(import.meta.url).resolve("typescript-native/package.json"));
await import(pathToFileURL(path.join(root, "bin", "tsc")).href);
