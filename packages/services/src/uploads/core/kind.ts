/**
 * What one kind of upload (items, coa, schools, students, groups, emails, statements)
 * plugs into the shared pipeline. The core stages and pages rows, runs the job, resumes it and
 * guards access; a kind only checks rows, plans and applies ranges of them, set-based.
 */
import type { Db } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import type { UploadKindName, UploadRowData } from "@paydesk/validators";
import type { ZodType } from "zod";
import type { ActorContext, ActorTxContext } from "../../platform/context.ts";

export type { UploadKindName, UploadRowData };

/** The batch a kind works on, as the core loaded it. */
export interface UploadBatchRef {
  id: number;
  tableKey: string;
  kind: UploadKindName;
  companyId: number;
  /** The kind's start options as `start` accepted them, plus its `extras`. */
  options: unknown;
  createdBy: number;
}

/** What checking and planning see: the database (reads only), the batch, who acts, the clock. */
export interface UploadCheckContext {
  db: Db;
  batch: UploadBatchRef;
  actor: Actor;
  now(): Date;
  /**
   * Set when `updateRow` re-checks one staged row: its id, so a kind comparing with the other
   * staged rows (a duplicate in the file) leaves the row itself out.
   */
  recheckedRowId?: number;
}

export interface UploadCounts {
  created?: number;
  updated?: number;
  skipped?: number;
  deactivated?: number;
  deleted?: number;
}

export interface UploadPlan extends UploadCounts {
  invalid: number;
  total: number;
  /** e.g. names of what a purge removes (first 20). */
  notes?: string[];
}

export interface UploadKind<TStart = unknown, TProcess = unknown> {
  kind: UploadKindName;
  /** Checked at start: the company the upload works on (must be in the actor's subtree) and kind extras. */
  start(ctx: ActorContext, input: { companyId: number; options: TStart }): Promise<{ extras?: Record<string, unknown> }>;
  /** All rows of one addRows/updateRow call at once: lookups in a few queries, not per row. Answer: messages per row, same order. */
  checkRows(ctx: UploadCheckContext, rows: readonly UploadRowData[]): Promise<string[][]>;
  /**
   * Ids of staged rows whose messages depend on these rows' cells (a number repeated in the file):
   * after a row is fixed or removed, the core checks those rows again with their own data, so a
   * mark never outlives its cause (or misses a new one). Kinds whose rows stand alone leave it out.
   */
  dependentRows?(ctx: UploadCheckContext, rows: readonly UploadRowData[]): Promise<number[]>;
  /** What processing will do (before it runs). */
  plan(ctx: UploadCheckContext, options: TProcess): Promise<UploadPlan>;
  /**
   * Apply the VALID, not removed rows with ids in [fromId, toId] of the batch, set-based, inside `tx`.
   * Ranges apply in id order, each after the one before committed. `prepared` is what
   * `prepareRange` answered in the same transaction (undefined for kinds without it).
   */
  applyRange(tx: ActorTxContext, batch: UploadBatchRef, range: { fromId: bigint; toId: bigint }, options: TProcess, prepared?: unknown): Promise<UploadCounts>;
  /**
   * The part of a range that may run while the range before it is still applying (core/pipeline.ts),
   * in the range's own transaction, before `applyRange`. It must touch only what belongs to this
   * range's rows (the student kind: the students themselves, keyed by the rows), so that it never
   * waits on a later range; a row it shares with the range before (a student named in both) makes it
   * wait for that range's commit, or fail on a unique key, and the core then runs the range again.
   */
  prepareRange?(tx: ActorTxContext, batch: UploadBatchRef, range: { fromId: bigint; toId: bigint }, options: TProcess): Promise<unknown>;
  /**
   * Ranges in flight at once (default 1): with 2, one range's `prepareRange` runs on a second
   * connection while the range before it applies. Only for kinds with `prepareRange`.
   */
  rangeWorkers?: number;
  /** After the last range, in its own transaction: purges (deactivate/delete what the file lacks). */
  finish?(tx: ActorTxContext, batch: UploadBatchRef, options: TProcess): Promise<UploadCounts>;
  startOptions: ZodType<TStart>;
  processOptions: ZodType<TProcess>;
  /**
   * Stage each row as a list of its cells in this column order (domain `cellsOfRow`: trailing
   * empty cells left out) instead of an object keyed by column. For kinds with many columns, whose
   * statements read cell i as `coalesce(data->>i, '')` and never count a row's keys: a student
   * row's column names were two thirds of its bytes (PostgreSQL parsing a 500-row chunk: 6.3 →
   * 4.4 ms, measured). Readers of staged rows get the filled cells keyed by column back
   * (`rowOfCells`), and so does the kind's `checkRows`: a chunk's rows reach it without their empty
   * cells, which it must read as "". The order is the stored format (see domain staged-cells.ts).
   */
  stagedColumns?: readonly string[];
}

/** A kind whose option types are erased, as the registry and the core hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyUploadKind = UploadKind<any, any>;

/** Type a kind's definition with its own option types, for the registry. */
export function defineUploadKind<TStart, TProcess>(kind: UploadKind<TStart, TProcess>): UploadKind<TStart, TProcess> {
  return kind;
}
