import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { FreshQueryClient } from "./fresh-query-client.ts";

/**
 * A list whose first fetch is in flight when a mutation invalidates it: that fetch read the rows
 * before the mutation and answers "before"; any fetch after it answers "after".
 */
async function listAfterInvalidation(client: QueryClient): Promise<{ data: unknown; fetches: number }> {
  let fetches = 0;
  let answerFirst!: (rows: string) => void;
  const queryFn = () => {
    fetches++;
    return fetches === 1 ? new Promise<string>((resolve) => (answerFirst = resolve)) : Promise.resolve("after");
  };
  const observer = new QueryObserver(client, { queryKey: ["list", "search"], queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  await Promise.resolve();
  expect(fetches).toBe(1);
  const invalidated = client.invalidateQueries({ queryKey: ["list"] });
  answerFirst("before");
  await invalidated;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const data = client.getQueryData(["list", "search"]);
  unsubscribe();
  return { data, fetches };
}

describe("FreshQueryClient", () => {
  it("refetches a list whose first fetch was in flight when it was invalidated", async () => {
    expect(await listAfterInvalidation(new FreshQueryClient())).toEqual({ data: "after", fetches: 2 });
  });

  it("(TanStack's own client keeps that first answer, read before the write: what this fixes)", async () => {
    expect(await listAfterInvalidation(new QueryClient())).toEqual({ data: "before", fetches: 1 });
  });

  it("leaves a query that already has data to TanStack, which refetches it", async () => {
    const client = new FreshQueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, { queryKey: ["list"], queryFn: () => Promise.resolve(++fetches) });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.invalidateQueries({ queryKey: ["list"] });
    expect(client.getQueryData(["list"])).toBe(2);
    unsubscribe();
  });
});
