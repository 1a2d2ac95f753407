/**
 * Vitest 5 targets Node 22 and, on the Node 20 of these machines, reaches for three built-ins
 * Node 20 lacks: Map.groupBy and Object.groupBy (printing failed tests: without them a failing
 * run dies in the reporter instead of showing the failure) and Promise.withResolvers (watch
 * mode). Loaded by vitest.config.ts into the runner's process; a no-op on Node 22.
 */
type Key = PropertyKey;

function groupInto<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K, add: (key: K, item: T) => void): void {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}

const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof MapWithGroupBy.groupBy !== "function") {
  MapWithGroupBy.groupBy = <T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
    const groups = new Map<K, T[]>();
    groupInto(items, keyOf, (key, item) => {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    });
    return groups;
  };
}

const ObjectWithGroupBy = Object as unknown as { groupBy?: unknown };
if (typeof ObjectWithGroupBy.groupBy !== "function") {
  ObjectWithGroupBy.groupBy = <T>(items: Iterable<T>, keyOf: (item: T, index: number) => Key): Record<Key, T[]> => {
    const groups = Object.create(null) as Record<Key, T[]>;
    groupInto(items, keyOf, (key, item) => {
      (groups[key] ??= []).push(item);
    });
    return groups;
  };
}

const PromiseWithResolvers = Promise as unknown as { withResolvers?: unknown };
if (typeof PromiseWithResolvers.withResolvers !== "function") {
  PromiseWithResolvers.withResolvers = <T>() => {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

export {};
