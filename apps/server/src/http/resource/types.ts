import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Area } from '../context.ts';
import type { Input } from '../input.ts';
import type { OwnerScope } from '../scope.ts';
import type { Relation } from '../search.ts';
import type { FieldLimit } from './values.ts';

export type Verb = 'index' | 'show' | 'store' | 'update' | 'destroy' | 'import';
export type Row = Record<string, unknown>;

export interface ResourceCtx {
  req: FastifyRequest;
  input: Input;
  /** Value of the owner column for this caller (store id, admin owner id, user id), when the resource has one. */
  ownerId: number | undefined;
}

export interface ResourceDef<T extends PgTable = PgTable> {
  area: Area;
  /** Path under the area prefix, e.g. 'admins' → /api/Admin/admins; also the route-name segment. */
  path: string;
  table: T;
  verbs?: readonly Verb[];
  /**
   * Row ownership: every read, update and delete is limited to rows whose `column` equals `value(req)` (or, with
   * `ownRow`, whose `ownRow` column does: the owner's own row) and every create forces it. For the Seller area this
   * is how a store sees only its own data: by construction.
   */
  owner?: OwnerScope;
  /** Columns a client may write. Everything else in a body is ignored (ids, timestamps, formatter extras). */
  writable: readonly string[];
  /** Columns that must be non-empty on create. */
  required?: readonly string[];
  /**
   * Required columns a create may leave out entirely (a `beforeWrite` hook gives them their default); sent, they
   * must be non-empty, as on update.
   */
  defaultWhenAbsent?: readonly string[];
  /** Tighter checks than the columns' own: a shorter maximum length, the only values accepted. */
  limits?: Readonly<Record<string, FieldLimit>>;
  /** Columns never sent to a client. `password` and `pay_password` always are. */
  hidden?: readonly string[];
  /** Columns sent to clients only in part, each through its function (an SMS code keeps its last two digits). */
  masked?: Readonly<Record<string, (value: unknown) => unknown>>;
  /** Rich-text columns: the HTML part is sanitised on write (`HTML##qingwuit##JSON`). */
  richText?: readonly string[];
  /** Columns the list may filter on (all operators of the grammar apply). */
  search?: readonly string[];
  /** Columns the list may sort on with `sort_type` / `sort_order`. */
  sort?: readonly string[];
  /** Default order; `id desc` when unset. */
  order?: readonly { field: string; dir: 'asc' | 'desc' }[];
  /** Tree tables: children have `pid` = parent's `key` (areas link by code). */
  tree?: { key: 'id' | 'code' };
  relations?: Record<string, Relation>;
  /** Rows that can never be deleted (admin 1, role 1). */
  protectedIds?: readonly number[];
  /** Extra list parameters this resource reads itself (skipped by the filter grammar). */
  ownParams?: readonly string[];
  /** Extra fixed conditions for every read/update/delete (beside the owner). */
  scope?: (ctx: ResourceCtx) => SQL | undefined;
  format?: {
    /** When set, the list answers shape B with these items instead of raw paginator A. */
    list?: (rows: Row[], ctx: ResourceCtx) => Promise<unknown[]> | unknown[];
    /** Extra top-level keys of a formatted list (e.g. store counts). */
    listExtra?: (ctx: ResourceCtx) => Promise<Record<string, unknown>>;
    show?: (row: Row, ctx: ResourceCtx) => Promise<unknown> | unknown;
  };
  hooks?: {
    /**
     * Adjust or validate the values about to be written (throw to refuse). `id` is set on update. Runs inside the
     * write's transaction: query through `tx`, never `req.server.db` (PGlite has one connection, so a second
     * query outside the transaction would wait for ever).
     */
    beforeWrite?: (values: Row, ctx: ResourceCtx, id: number | undefined, tx: Tx) => Promise<void> | void;
    /** Runs in the write's transaction (sync pivot tables etc.). */
    afterWrite?: (tx: Tx, id: number, ctx: ResourceCtx, mode: 'create' | 'update') => Promise<void>;
    afterDestroy?: (tx: Tx, ids: number[], ctx: ResourceCtx) => Promise<void>;
  };
  /** What a create answers: the inserted row (default, as the reference) or `[]`. */
  createAnswer?: 'row' | 'empty';
  /** Maximum rows accepted by one import. */
  importLimit?: number;
}
