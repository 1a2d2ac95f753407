/**
 * Vitest's order of files, with the files of one test environment kept together. Files run with
 * `isolate: false`, and a worker is reused only for a file of the same environment: a component
 * test (happy-dom, named in its first line) between two Node files made Vitest start a fresh
 * worker, which imports the whole module graph again, at every switch. Interleaved as the default
 * order left them, the unit project's ten component files cost it some twenty new workers; grouped,
 * each worker switches at most once. Within a group, the default order (slowest and failed first)
 * is kept; the group holding the first file of that order runs first.
 */
import { readFile } from "node:fs/promises";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const DOCBLOCK_ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

/** The environment a file names in its leading comment, or "" for its project's default. */
export async function environmentOf(file: string): Promise<string> {
  const head = (await readFile(file, "utf8").catch(() => "")).slice(0, 500);
  return DOCBLOCK_ENVIRONMENT.exec(head)?.[1] ?? "";
}

/** Stable grouping: groups in order of their first member, members in their given order. */
export function groupedBy<T>(items: readonly T[], keys: readonly string[]): T[] {
  const groups = new Map<string, T[]>();
  items.forEach((item, i) => {
    const key = keys[i] ?? "";
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  });
  return [...groups.values()].flat();
}

export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const keys = await Promise.all(sorted.map(async (spec) => `${spec.project.name}\u0000${await environmentOf(spec.moduleId)}`));
    return groupedBy(sorted, keys);
  }
}
