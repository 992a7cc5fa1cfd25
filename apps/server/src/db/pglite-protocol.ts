/**
 * Messages between the server's thread and the PGlite worker (db/pglite-worker.ts). Only data crosses: values
 * survive the structured clone (Date, Uint8Array, bigint, plain objects), functions do not, so a caller's type
 * parsers are named by type OID and applied on the server's side (db/pglite-remote.ts).
 */

export interface WorkerStart {
  /** Folder of the database, or absent for an in-memory one. */
  dataDir?: string;
  /** With a folder that holds no cluster yet: the tarball of an empty one to load instead of running initdb. */
  clusterTarball?: string;
  /** With an in-memory database: a data folder tarball to start from. */
  loadDataDir?: Blob;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types the caller parses itself: the worker returns their text as PostgreSQL sent it. */
      raw: number[];
      paramTypes?: number[];
      /**
       * The first statement of a transaction: the worker runs BEGIN first, in the same turn. A message of its own
       * for the BEGIN would cost every transaction one more round trip between the threads.
       */
      begin?: true;
    }
  | { id: number; op: 'exec'; sql: string; begin?: true }
  /** COMMIT, answered with whether PostgreSQL rolled back instead (the transaction had failed). */
  | { id: number; op: 'commit' }
  | { id: number; op: 'close' };

/** A PostgreSQL error's fields (code, constraint, detail, …) with its message, rebuilt as an Error on arrival. */
export interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

export type Status = { ready: true } | { ready: false; error: ErrorData };
