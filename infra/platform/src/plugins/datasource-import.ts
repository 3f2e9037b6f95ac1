import fp from 'fastify-plugin';
import type { AppOptions } from '../options.ts';
import { DatasourceImporter } from '../services/datasource-importer.ts';
import { datasourceLimits } from '../services/datasource-limits.ts';
import { readDatasourcesWith } from '../services/datasource-reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Converts datasource uploads on worker threads, within the upload limits. */
    datasourceImporter: DatasourceImporter;
  }
}

/** One pool of import and read workers for the whole app (every region's routes share it). */
export default fp<AppOptions>(
  async (app, options) => {
    const importer = new DatasourceImporter(datasourceLimits(options.datasourceLimits));
    app.decorate('datasourceImporter', importer);
    // Stored csvs are read in the same workers (renders and batch runs find them through the assets).
    readDatasourcesWith(app.assets, importer);
    app.addHook('onClose', () => importer.close());
  },
  { name: 'datasource-import', dependencies: ['storage'] },
);
