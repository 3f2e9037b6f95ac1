import type { Kysely, Selectable } from 'kysely';
import type { Database, RendersTable } from '../db/schema.ts';

export type RenderRow = Selectable<RendersTable>;

/** Render requests behind tokens; looked up by the token's digest only. */
export class RenderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: RenderRow): Promise<void> {
    await this.db.insertInto('renders').values(row).execute();
  }

  /** By the record's own id: a worker process takes a render job by it (render/render-queue.ts). */
  async findById(id: string): Promise<RenderRow | undefined> {
    return this.db.selectFrom('renders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByTokenHash(tokenHash: string): Promise<RenderRow | undefined> {
    return this.db.selectFrom('renders').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }
}
