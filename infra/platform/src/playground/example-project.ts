import { rm, writeFile } from 'node:fs/promises';
import { DEFAULT_REGION } from '../config/regions.ts';
import { newToken } from '../lib/secrets.ts';
import type { UserRepository, User } from '../accounts/user-store.ts';
import type { AssetService, PendingAsset } from '../assets/asset-service.ts';
import type { BaseVideoService } from '../media/base-video.ts';
import type { CompdataService } from '../compositions/compdata-service.ts';
import type { DatasourceImporter } from '../datasources/datasource-importer.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import { validateUpload } from '../media-tools/upload-validation.ts';
import type { ExampleFile } from './examples.ts';
import { EXAMPLES_OWNER } from '../accounts/examples-owner.ts';

export const EXAMPLE_PROJECT_NAME = 'Examples';

export interface ExampleProjectDeps {
  users: UserRepository;
  projects: ProjectService;
  assets: AssetService;
  baseVideos: BaseVideoService;
  compdata: CompdataService;
  movies: MovieService;
  tools: MediaTools;
  importer: DatasourceImporter;
}

/** How each asset the examples read is made, small and without the network (ffmpeg's lavfi sources). */
const MADE = {
  'logo.png': {
    extension: '.png',
    graph: 'color=c=0xf59e0b:s=160x100,drawbox=x=20:y=20:w=120:h=60:color=0x1e3a8a:t=fill[out]',
    outputArgs: ['-map', '[out]', '-frames:v', '1'],
  },
  'music.mp3': {
    extension: '.mp3',
    graph: 'sine=frequency=440:sample_rate=44100:duration=8[out]',
    outputArgs: ['-map', '[out]', '-c:a', 'libmp3lame', '-b:a', '64k'],
  },
} as const;

const CITIES_CSV = 'city,country\nParis,France\nLisbon,Portugal\nOslo,Norway\nKyoto,Japan\n';

/**
 * The example project (docs/playground.md): owned by EXAMPLES_OWNER in the default region, it
 * holds every example as an XML template (compdata) and as a movie of the same name (for
 * /v1/sdlvariables), and the assets they read. Idempotent: what is there is kept (the
 * templates and movies are written again, so changed example files reach it), what is missing
 * is made; concurrent callers share one run.
 */
export class ExampleProject {
  private ready: Promise<{ owner: User; project: ProjectRef }> | undefined;

  constructor(
    private readonly deps: ExampleProjectDeps,
    private readonly examples: () => Promise<ExampleFile[]>,
  ) {}

  /** The example project, made or completed on the first call (a failure lets the next call try again). */
  ensure(): Promise<{ owner: User; project: ProjectRef }> {
    this.ready ??= this.make().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async make(): Promise<{ owner: User; project: ProjectRef }> {
    const { users, projects } = this.deps;
    const owner =
      (await users.findByUsername(EXAMPLES_OWNER)) ??
      (await users.create({ username: EXAMPLES_OWNER, password: newToken() }));
    const existing = (await projects.list(owner, DEFAULT_REGION))[0];
    const uid = existing?.uid ?? (await projects.create(owner, DEFAULT_REGION, EXAMPLE_PROJECT_NAME)).uid;
    const project = await projects.locate(owner, DEFAULT_REGION, uid);
    if (!project) throw new Error('the example project vanished while it was made');
    const examples = await this.examples();
    await this.addMissingAssets(project, new Set(examples.flatMap((example) => example.entry.assets)));
    for (const example of examples) {
      await this.deps.compdata.save(project, example.entry.compdata, example.text);
      await this.deps.movies.save(project, example.entry.compdata, example.movie);
    }
    return { owner, project };
  }

  private async addMissingAssets(project: ProjectRef, names: Set<string>): Promise<void> {
    const { assets, baseVideos, tools, importer } = this.deps;
    for (const name of names) {
      if (await assets.find(project, name)) continue;
      if (name === 'base_640x360_250.mp4') {
        await baseVideos.create(project, { width: 640, height: 360, frames: 250, color: '#1e3a8a' }, true);
        continue;
      }
      const made = name in MADE ? MADE[name as keyof typeof MADE] : undefined;
      const file = await assets.files.tempPath(project, made?.extension ?? '.csv');
      try {
        if (made) await tools.ffmpeg({ graph: made.graph, outputArgs: [...made.outputArgs], output: file });
        else if (name.endsWith('.csv')) await writeFile(file, CITIES_CSV);
        else throw new Error(`no way to make the example asset ${name}`);
        const pending: PendingAsset = {
          name,
          file,
          mediaInfo: await validateUpload(tools, name, file),
          ...(name.endsWith('.csv') ? { datasource: await importer.describeCsv(name, file) } : {}),
        };
        await assets.commit(project, [pending], true);
      } finally {
        await rm(file, { force: true });
      }
    }
  }
}
