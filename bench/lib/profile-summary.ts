/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`): self time per function and per
 * package, as markdown tables for bench/README.md.
 *
 *   npx tsx bench/lib/profile-summary.ts bench/profiles/<file>.cpuprofile [rows]
 */
import { readFileSync } from "node:fs";
import { print, round, table } from "./report.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> or our own workspace folder; "(node)" for Node's internals. */
function packageOf(url: string): string {
  if (!url) return "(native / V8)";
  if (url.startsWith("node:")) return "(node)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = url.slice(nm + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const own = /\/(apps|packages|bench)\/([^/]+)\//.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 20);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id)!;
  const micros = profile.timeDeltas[i] ?? 0;
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^.*\/work\/[^/]+\/[^/]+\//, "")}:${lineNumber + 1}` : "";
  const key = `${functionName || "(anonymous)"} ${where}`.trim();
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
  const pkg = packageOf(url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
});
const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => [name, round(micros / 1000, 0), `${round((100 * micros) / total)} %`]);

print(`${round(total / 1e6, 1)} s sampled`);
print();
print(table(["Package (self time)", "ms", "share"], top(selfByPackage)));
print();
print(table(["Function (self time)", "ms", "share"], top(selfByFunction)));
