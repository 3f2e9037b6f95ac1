import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, SqliteDriver, type CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { BIG_WRITE_BYTES, BigWrites, valueBytes } from './big-writes.ts';
import type { Database } from './schema.ts';
import { WalCheckpointer, type CheckpointLog } from './wal-checkpointer.ts';

/** SQLite's own automatic checkpoint, in pages: what the serving connection falls back to without its checkpointer. */
const AUTOCHECKPOINT_PAGES = 1000;
/** A WAL that grew past this in a burst is cut back to it when it starts over. */
const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;

export interface SqliteOptions {
  /** How often the checkpointer thread copies the WAL into the file; default 1 s. */
  checkpointIntervalMs?: number;
  /** Where a failed checkpoint is told; default standard error. */
  log?: CheckpointLog;
}

const stderrLog: CheckpointLog = { warn: (details, message) => console.warn(message, details) };

/**
 * Opens (creating if needed) the SQLite file.
 *
 * WAL lets readers proceed while a write is in progress; busy_timeout waits out a second
 * process (e.g. a CLI) holding the write lock instead of failing at once. The connection's
 * automatic checkpoints are off: a commit that passed 1,000 pages of WAL would copy them
 * (4 MiB) into the database file on the event loop. A thread of its own does it instead
 * (wal-checkpointer.ts), every `checkpointIntervalMs`, from the first query until the close;
 * the close then empties the WAL, so a closed database leaves none. A statement carrying a
 * big value (big-writes.ts) runs on a writer thread's connection of its own, outside a
 * transaction: Kysely hands the one connection to one query at a time, so the others wait
 * for it as they would for any query, while the event loop goes on.
 */
export function openSqlite(file: string, options: SqliteOptions = {}): Kysely<Database> {
  const sqlite = new SQLite(file);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // An in-memory database has no WAL to checkpoint.
  const dialect = wal ? new CheckpointedSqliteDialect(sqlite, options) : new SqliteDialect({ database: sqlite });
  return new Kysely<Database>({ dialect });
}

class CheckpointedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options: SqliteOptions,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new CheckpointedSqliteDriver(this.sqlite, this.options);
  }
}

/**
 * Kysely's SQLite driver with the checkpointer thread started with it and stopped before the
 * connection closes, and big writes sent to their thread.
 */
class CheckpointedSqliteDriver extends SqliteDriver {
  private checkpointer: WalCheckpointer | undefined;
  private readonly log: CheckpointLog;
  private readonly bigWrites: BigWrites;
  private connection: DatabaseConnection | undefined;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly options: SqliteOptions,
  ) {
    super({ database: sqlite });
    this.log = options.log ?? stderrLog;
    this.bigWrites = new BigWrites(sqlite.name, WAL_SIZE_LIMIT_BYTES);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const serving = await super.acquireConnection();
    this.connection ??= {
      executeQuery: <R>(query: CompiledQuery) =>
        // Within a transaction the statement belongs to it, on the serving connection.
        valueBytes(query.parameters) >= BIG_WRITE_BYTES && !this.sqlite.inTransaction
          ? this.bigWrites.run<R>(query)
          : serving.executeQuery<R>(query),
      streamQuery: (query, chunkSize) => serving.streamQuery(query, chunkSize),
    };
    return this.connection;
  }

  override async init(options?: Parameters<SqliteDriver['init']>[0]): Promise<void> {
    await super.init(options);
    this.sqlite.pragma('wal_autocheckpoint = 0');
    this.sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    this.checkpointer = new WalCheckpointer(this.sqlite.name, {
      intervalMs: this.options.checkpointIntervalMs,
      log: this.log,
      // Without its thread the WAL would grow without end: SQLite's own checkpoints again.
      onLost: () => {
        if (this.sqlite.open) this.sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      },
    });
  }

  override async destroy(): Promise<void> {
    await this.bigWrites.stop();
    await this.checkpointer?.stop();
    try {
      this.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } catch (error) {
      this.log.warn({ file: this.sqlite.name, err: error }, 'The last checkpoint of the SQLite file failed');
    }
    await super.destroy();
  }
}
