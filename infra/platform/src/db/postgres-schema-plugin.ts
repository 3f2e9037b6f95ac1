import {
  OperationNodeTransformer,
  type ColumnDataType,
  type ColumnDefinitionNode,
  type DataTypeNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * SQLite's column types as PostgreSQL spells them. SQLite's `integer` is 64 bits, and
 * epoch-millisecond columns need them: PostgreSQL's `integer` is 32.
 */
export const POSTGRES_TYPES: Readonly<Partial<Record<string, ColumnDataType>>> = {
  integer: 'bigint',
  real: 'double precision',
  blob: 'bytea',
  datetime: 'timestamp',
};

class SchemaTransformer extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    const mapped = POSTGRES_TYPES[node.dataType];
    return mapped ? { ...node, dataType: mapped } : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode, queryId?: QueryId): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node, queryId);
    // SQLite's `integer primary key autoincrement` is a 64-bit key drawn from a sequence.
    if (!column.autoIncrement) return column;
    const dataType: DataTypeNode = { kind: 'DataTypeNode', dataType: 'bigserial' };
    return { ...column, dataType, autoIncrement: false };
  }
}

/**
 * The migrations are written once, for SQLite's types, with Kysely's schema builder; this
 * plugin rewrites their schema nodes for PostgreSQL while migrating (docs/database.md).
 * Statements in raw `sql` pass unchanged: a migration that needs one form per database
 * asks isPostgres(db).
 */
export class PostgresSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new SchemaTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
