import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy } from 'dockerfile-ast';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
// The names the platform exports, imported: the autoscaler reads what the processes serve.
import { METRIC_NAMES, QUEUE_STATES } from '../../platform/src/metrics/names.js';
import { BATCH_QUEUE } from '../../platform/src/queue/queue-names.js';

// The deployment files cannot run here (no Docker, no cluster): each is parsed and checked
// against what it refers to, and each Kubernetes object against its API schema.

const deployDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(deployDir, '..', '..');
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');

// The settings the platform reads (README's tables); a deploy file setting another is a typo.
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const documentedSettings = new Set(
  [...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm), ...readme.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]),
);
const SCALE_OUT = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const stages = dockerfile.getFROMs().map((from) => from.getBuildStage());

describe('the Dockerfile', () => {
  it('has a build stage on node:24-bookworm-slim, the app stage with ffmpeg, and the static web stage', () => {
    expect(stages).toEqual(['build', 'app', 'web']);
    const [build, app] = dockerfile.getFROMs();
    expect(`${build?.getImageName()}:${build?.getImageTag()}`).toBe('node:24-bookworm-slim');
    expect(`${app?.getImageName()}:${app?.getImageTag()}`).toBe('node:24-bookworm-slim');
    const runs = dockerfile
      .getInstructions()
      .filter((i) => i.getKeyword() === 'RUN')
      .map((i) => i.getArgumentsContent() ?? '');
    expect(runs.some((run) => /apt-get install .*\bffmpeg\b/.test(run))).toBe(true);
    expect(runs).toContain('pnpm install --frozen-lockfile');
    expect(runs.some((run) => run.startsWith('node scripts/build.mjs --publish remotes-dist'))).toBe(true);
    // The app stage ships the production install (test/production-install.test.ts), not the build tree.
    expect(runs).toContain('node scripts/install-production.mjs /prod --console');
    const text = read('Dockerfile');
    expect(text).toMatch(/^COPY --from=build \/prod \/app$/m);
    expect(text).not.toMatch(/^COPY --from=build \/app \/app$/m);
  });

  it('copies only paths that exist in the repository, and from stages it has', () => {
    const copies = dockerfile.getInstructions().filter((i): i is Copy => i.getKeyword() === 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const args = (copy.getArguments() ?? []).map((arg) => arg.getValue()).filter((value) => !value.startsWith('--'));
      const from = copy.getFromFlag()?.getValue();
      if (from) {
        expect(stages).toContain(from);
        continue;
      }
      for (const source of args.slice(0, -1))
        expect(existsSync(path.join(repoRoot, source)), `COPY ${source}`).toBe(true);
    }
  });

  it("copies every workspace package's package.json before the frozen install", () => {
    const copied = dockerfile
      .getInstructions()
      .filter((i): i is Copy => i.getKeyword() === 'COPY' && !(i as Copy).getFromFlag())
      .flatMap((copy) => (copy.getArguments() ?? []).slice(0, -1).map((arg) => arg.getValue()));
    const covered = (dir: string) => copied.some((source) => source === dir || source === `${dir}/package.json`);
    const workspace = [
      'host',
      'e2e',
      ...['remotes', 'shared', 'infra'].flatMap((parent) =>
        readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`),
      ),
    ];
    const packages = workspace.filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')));
    const uncovered = packages.filter((dir) => !covered(dir) && !covered(dir.split('/')[0] as string));
    expect(uncovered).toEqual([]);
  });

  it('starts the platform as the node user with the environment manifest of the versioned remotes', () => {
    const app = dockerfile.getInstructions().filter((i) => i.getKeyword() !== 'FROM');
    const text = read('Dockerfile');
    expect(text).toMatch(/USER node/);
    expect(text).toMatch(/REMOTES_MANIFEST=\/app\/remotes-dist\/remotes\.json/);
    const cmd = app
      .filter((i) => i.getKeyword() === 'CMD')
      .map((i) => JSON.parse(i.getArgumentsContent() ?? '[]') as string[]);
    expect(cmd).toEqual([['infra/platform/node_modules/.bin/tsx', 'infra/platform/src/main.ts']]);
    for (const file of cmd[0] ?? [])
      expect(existsSync(path.join(repoRoot, file.replace('node_modules/.bin/tsx', 'package.json')))).toBe(true);
  });
});

describe('the web tier (nginx)', () => {
  const conf = read('nginx/default.conf.template');

  it('quotes every location pattern with braces, which nginx would read as a block', () => {
    const patterns = [...conf.matchAll(/location\s+~\*?\s+("[^"]*"|\S+)\s*\{/g)].map((m) => m[1] as string);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) if (pattern.includes('{')) expect(pattern.startsWith('"'), pattern).toBe(true);
    expect(conf.split('{').length).toBe(conf.split('}').length);
  });

  it('serves the console and remotes from where the Dockerfile puts them, and the rest from API_UPSTREAM', () => {
    const copied = dockerfile
      .getInstructions()
      .filter((i): i is Copy => i.getKeyword() === 'COPY' && (i as Copy).getFromFlag()?.getValue() === 'build')
      .map((copy) =>
        (copy.getArguments() ?? [])
          .map((arg) => arg.getValue())
          .filter((value) => !value.startsWith('--'))
          .join(' '),
      );
    expect(copied).toContain('/app/host/dist /usr/share/reelforge/console');
    expect(copied).toContain('/app/remotes-dist /usr/share/reelforge/remotes');
    expect(conf).toContain('root /usr/share/reelforge;');
    expect(conf).toContain('root /usr/share/reelforge/console;');
    expect(conf).toContain('server ${API_UPSTREAM};');
  });
});

interface ComposeService {
  image?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  build?: { context: string; dockerfile: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  deploy?: { replicas?: number };
}

describe('the compose file', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const services = compose.services;

  it('has PostgreSQL, Redis, an S3-compatible store, a migrate step, api and worker twice each, and the console', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'migrate',
      'postgres',
      'redis',
      's3',
      's3-bucket',
      'web',
      'worker',
    ]);
    expect(services.api?.deploy?.replicas).toBe(2);
    expect(services.worker?.deploy?.replicas).toBe(2);
    expect(services.api?.environment?.REELFORGE_ROLE).toBe('api');
    expect(services.worker?.environment?.REELFORGE_ROLE).toBe('worker');
  });

  it('depends only on services it has, with conditions those services can meet', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((d) => [d, { condition: 'service_started' }]))
        : (service.depends_on ?? {});
      for (const [dep, { condition }] of Object.entries(deps)) {
        expect(services, `${name} depends on ${dep}`).toHaveProperty([dep]);
        if (condition === 'service_healthy')
          expect(services[dep], `${dep} has a healthcheck`).toHaveProperty('healthcheck');
        if (condition === 'service_completed_successfully') expect(['migrate', 's3-bucket']).toContain(dep);
      }
    }
  });

  it('mounts only volumes it declares, and builds from this Dockerfile and its stages', () => {
    for (const service of Object.values(services)) {
      // A named volume is declared; a bare container path is an anonymous volume of the container's own.
      for (const volume of service.volumes ?? [])
        if (volume.includes(':')) expect(compose.volumes).toHaveProperty([volume.split(':')[0] as string]);
      if (service.build) {
        expect(path.resolve(deployDir, service.build.context, service.build.dockerfile)).toBe(
          path.join(deployDir, 'Dockerfile'),
        );
        expect(stages).toContain(service.build.target);
      }
      for (const arg of service.command ?? [])
        if (/^infra\//.test(arg))
          expect(existsSync(path.join(repoRoot, arg.replace('node_modules/.bin/tsx', 'package.json'))), arg).toBe(true);
    }
  });

  it('gives each api and worker container a DATA_DIR of its own (an anonymous volume), shared with no other', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name]?.volumes, name).toContain('/data');
      expect(
        (services[name]?.volumes ?? []).filter((volume) => volume.endsWith(':/data')),
        name,
      ).toEqual([]);
    }
  });

  it('seeds no demo accounts: the api and worker have DATABASE_URL, and nothing forces REELFORGE_DEMO on', () => {
    for (const name of ['api', 'worker']) {
      const env = services[name]?.environment ?? {};
      expect(env, name).toHaveProperty(['DATABASE_URL']);
      expect(env, name).not.toHaveProperty(['REELFORGE_DEMO']);
    }
    expect(
      dockerfile.getENVs().flatMap((env) => env.getProperties().map((property) => property.getName())),
    ).not.toContain('REELFORGE_DEMO');
  });

  it("checks the api's and workers' readiness on their own port with Node's fetch (the image has no curl)", () => {
    const port = dockerfile
      .getENVs()
      .flatMap((env) => env.getProperties())
      .find((property) => property.getName() === 'PORT')
      ?.getValue();
    expect(port).toBe('8080');
    for (const name of ['api', 'worker']) {
      const test = services[name]?.healthcheck?.test ?? [];
      expect(test.slice(0, 3), name).toEqual(['CMD', 'node', '-e']);
      expect(test[3], name).toContain(`fetch('http://127.0.0.1:${port}/readyz')`);
      expect(services[name]?.environment, name).not.toHaveProperty(['PORT']);
    }
    expect(services.migrate?.healthcheck).toEqual({ disable: true });
    expect(services.web?.depends_on).toEqual({ api: { condition: 'service_healthy' } });
  });

  it('gives the platform processes the scale-out settings, and only settings the README documents', () => {
    for (const name of ['migrate', 'api', 'worker']) {
      const env = services[name]?.environment ?? {};
      for (const setting of SCALE_OUT) expect(env, `${name} ${setting}`).toHaveProperty([setting]);
      for (const setting of Object.keys(env))
        expect(documentedSettings.has(setting), `${name} sets ${setting}`).toBe(true);
    }
  });
});

describe('the Kubernetes manifests', () => {
  const kustomization = parse(read('k8s/kustomization.yaml')) as { resources: string[] };
  const objects = kustomization.resources.flatMap((file) => {
    expect(existsSync(path.join(deployDir, 'k8s', file)), file).toBe(true);
    return parseAllDocuments(read(`k8s/${file}`)).map((doc) => {
      expect(doc.errors).toEqual([]);
      return doc.toJS() as { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };
    });
  });
  const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name) as any;

  it('are each valid against the Kubernetes schema of their kind', async () => {
    for (const object of objects) {
      const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<
        string,
        new (
          data: object,
        ) => { validate(): void }
      >;
      const Model = module[object.kind];
      expect(Model, `${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(
        () => new (Model as new (data: object) => { validate(): void })(object).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('would catch an object that is not valid', async () => {
    const { Deployment } = await import('kubernetes-models/apps/v1/Deployment');
    const broken = structuredClone(named('Deployment', 'reelforge-api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'eight thousand';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort/);
  });

  it('give each api and worker pod a DATA_DIR of its own (emptyDir), no volume claim shared between pods', () => {
    for (const name of ['reelforge-api', 'reelforge-worker']) {
      const pod = named('Deployment', name).spec.template.spec;
      expect(pod.volumes.find((v: any) => v.name === 'data').emptyDir).toBeDefined();
      expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'data', mountPath: '/data' });
    }
    expect(objects.filter((o) => o.kind === 'PersistentVolumeClaim')).toEqual([]);
  });

  it('have the api, worker and web Deployments with Services, a worker HPA on queue depth and a migrate Job', () => {
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'ConfigMap/reelforge-config',
      'ConfigMap/reelforge-remotes',
      'Deployment/reelforge-api',
      'Deployment/reelforge-web',
      'Deployment/reelforge-worker',
      'HorizontalPodAutoscaler/reelforge-worker',
      'Job/reelforge-migrate',
      'Namespace/reelforge',
      'Secret/reelforge-secrets',
      'Service/api',
      'Service/web',
    ]);
    const hpa = named('HorizontalPodAutoscaler', 'reelforge-worker');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'reelforge-worker' });
    expect(hpa.spec.metrics[0].type).toBe('External');
  });

  it("scale workers on a metric the platform exports: the batch queue's waiting jobs", () => {
    const { metric } = named('HorizontalPodAutoscaler', 'reelforge-worker').spec.metrics[0].external;
    expect(QUEUE_STATES).toContain('waiting');
    expect(metric).toEqual({
      name: METRIC_NAMES.queueJobs,
      selector: { matchLabels: { queue: BATCH_QUEUE, state: 'waiting' } },
    });
    // The prometheus-adapter rule of infra/deploy/README.md ("Scaling workers") serves that name from that series.
    const section = read('README.md').split('## Scaling workers')[1] ?? '';
    const rule = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(rule, 'a yaml block under "Scaling workers"').toBeDefined();
    const external = (parse(rule as string) as { rules: { external: any[] } }).rules.external;
    expect(external).toHaveLength(1);
    expect(external[0].seriesQuery).toContain(METRIC_NAMES.queueJobs);
    expect(external[0].name.as).toBe(metric.name);
    expect(external[0].metricsQuery).toMatch(/^max\(/);
  });

  it('probe the api and workers: ready at /readyz, alive at /healthz, each on the pod port that serves it', () => {
    for (const name of ['reelforge-api', 'reelforge-worker']) {
      const pod = named('Deployment', name).spec.template;
      const container = pod.spec.containers[0];
      const ports = Object.fromEntries(container.ports.map((p: any) => [p.name, p.containerPort]));
      expect(ports.http, name).toBe(Number(named('ConfigMap', 'reelforge-config').data.PORT));
      expect(container.readinessProbe.httpGet, name).toEqual({ path: '/readyz', port: 'http' });
      expect(container.livenessProbe.httpGet, name).toEqual({ path: '/healthz', port: 'http' });
      // Prometheus finds the metrics by the pod's annotations: the api's own listener, the worker's one port.
      const env = Object.fromEntries((container.env ?? []).map((e: any) => [e.name, e.value]));
      const metricsPort = name === 'reelforge-api' ? Number(env.METRICS_PORT) : ports.http;
      if (name === 'reelforge-api') expect(ports.metrics).toBe(metricsPort);
      expect(pod.metadata.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
    }
    // The Service publishes the api's http port only: the metrics stay inside the cluster's scrape.
    expect(named('Service', 'api').spec.ports.map((p: any) => p.targetPort)).toEqual(['http']);
  });

  it('select their pods, refer to ConfigMaps and Secrets that exist, and set only documented settings', () => {
    for (const deployment of objects.filter((o) => o.kind === 'Deployment') as any[]) {
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    }
    for (const service of objects.filter((o) => o.kind === 'Service') as any[]) {
      const pods = objects.filter(
        (o: any) =>
          o.kind === 'Deployment' &&
          Object.entries(service.spec.selector).every(([k, v]) => o.spec.template.metadata.labels[k] === v),
      );
      expect(pods, `Service ${service.metadata.name}`).toHaveLength(1);
    }
    const config = named('ConfigMap', 'reelforge-config');
    const secret = named('Secret', 'reelforge-secrets');
    const platformSettings = [...Object.keys(config.data), ...Object.keys(secret.stringData)];
    for (const setting of SCALE_OUT) expect(platformSettings).toContain(setting);
    for (const setting of platformSettings) expect(documentedSettings.has(setting), setting).toBe(true);
    // With DATABASE_URL and no REELFORGE_DEMO, a fresh database gets no demo accounts (docs/deploy.md, "The first admin").
    expect(platformSettings).not.toContain('REELFORGE_DEMO');
    for (const object of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job') as any[]) {
      const pod = object.spec.template.spec;
      for (const container of pod.containers) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(named('ConfigMap', source.configMapRef.name)).toBeDefined();
          if (source.secretRef) expect(named('Secret', source.secretRef.name)).toBeDefined();
        }
        for (const arg of container.command ?? [])
          if (/^infra\//.test(arg))
            expect(existsSync(path.join(repoRoot, arg.replace('node_modules/.bin/tsx', 'package.json'))), arg).toBe(
              true,
            );
      }
      for (const volume of pod.volumes ?? []) {
        if (volume.configMap) expect(named('ConfigMap', volume.configMap.name)).toBeDefined();
        if (volume.persistentVolumeClaim)
          expect(named('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName)).toBeDefined();
      }
      const mounted = pod.containers.flatMap((c: any) => (c.volumeMounts ?? []).map((m: any) => m.name));
      for (const name of mounted)
        expect(
          pod.volumes.map((v: any) => v.name),
          `${object.metadata.name} mounts ${name}`,
        ).toContain(name);
    }
  });

  it("name in the environment's remotes manifest only the console's areas, each by a path under its version", () => {
    const manifest = JSON.parse(named('ConfigMap', 'reelforge-remotes').data['remotes.json']) as {
      remotes: Record<string, { version: string; url: string }>;
    };
    const areas = readdirSync(path.join(repoRoot, 'remotes')).sort();
    expect(Object.keys(manifest.remotes).sort()).toEqual(areas);
    for (const [name, { version, url }] of Object.entries(manifest.remotes))
      expect(url).toBe(`/remotes/${name}/${version}/mf-manifest.json`);
    expect(named('ConfigMap', 'reelforge-config').data.REMOTES_MANIFEST).toBe('/etc/reelforge/remotes/remotes.json');
  });
});
