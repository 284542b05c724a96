import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { SERVICES, GATEWAY_PORT } from '@uniform/contracts';

/**
 * The Kubernetes manifests under infra/k8s: generated from the routing table (never stale), valid
 * against the Kubernetes API schemas, and complete: every service and the gateway with probes,
 * resources and a Service; autoscalers for the gateway, analysis, chat and every worker.
 */
const root = path.resolve(__dirname, '..', '..');
const k8sDir = path.join(root, 'infra', 'k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

/** kubernetes-models' class for an apiVersion/kind, e.g. apps/v1 Deployment → kubernetes-models/apps/v1/Deployment. */
function modelFor(doc: Manifest): { new (data: unknown): { validate(): void } } {
  // The core group (apiVersion "v1") lives under kubernetes-models/v1.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(`kubernetes-models/${doc.apiVersion}/${doc.kind}`) as Record<
    string,
    { new (data: unknown): { validate(): void } }
  >;
  return mod[doc.kind];
}

const files = readdirSync(k8sDir).filter((name) => name.endsWith('.yaml'));
const documents: Array<{ file: string; doc: Manifest }> = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((d) => ({
    file,
    doc: d.toJS() as Manifest,
  })),
);
const byKind = (kind: string) => documents.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);
const deployments = byKind('Deployment');
interface Container {
  ports?: unknown;
  readinessProbe: { httpGet: unknown };
  livenessProbe: { httpGet: unknown };
  resources: { requests: unknown };
  securityContext: unknown;
}
const containerOf = (name: string) => {
  const d = deployments.find((x) => x.metadata.name === name);
  const spec = d?.spec as { template: { spec: { containers: Container[] } } } | undefined;
  return spec?.template.spec.containers[0];
};

describe('Kubernetes manifests', () => {
  test('are what the generator writes from the routing table today', () => {
    expect(() =>
      execFileSync('node', ['infra/scripts/generate-k8s.mjs', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  test('every document validates against the Kubernetes API schema of its kind', () => {
    const invalid: string[] = [];
    for (const { file, doc } of documents) {
      if (doc.kind === 'Kustomization') continue;
      try {
        new (modelFor(doc))(doc).validate();
      } catch (error) {
        invalid.push(`${file} ${doc.kind}/${doc.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
    expect(documents.length).toBeGreaterThan(10);
  });

  test('the validator rejects a broken manifest (the check above can fail)', () => {
    const broken = structuredClone(deployments[0]) as Manifest & { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new (modelFor(broken))(broken).validate()).toThrow(/replicas/);
  });

  test('every built service and the gateway run with readiness and liveness probes, resources and a Service', () => {
    const built = SERVICES.filter((s) => files.includes(`${s.name}.yaml`));
    expect(built.map((s) => s.name)).toEqual(expect.arrayContaining(['auth', 'analysis', 'privacy']));
    for (const { name, port } of [...built, { name: 'gateway', port: GATEWAY_PORT }]) {
      const c = containerOf(name);
      expect(c).toBeDefined();
      expect(c!.ports).toEqual([{ name: 'http', containerPort: port }]);
      expect(c!.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(c!.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(c!.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(c!.securityContext).toMatchObject({ runAsNonRoot: true, readOnlyRootFilesystem: true });
      const svc = byKind('Service').find((s) => s.metadata.name === name);
      expect(svc?.spec).toMatchObject({ ports: [{ port, targetPort: 'http' }] });
    }
  });

  test('the gateway, analysis, chat and every worker scale horizontally on CPU', () => {
    const scaled = byKind('HorizontalPodAutoscaler').map(
      (h) => (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name,
    );
    const workers = deployments
      .filter((d) => !containerOf(d.metadata.name)?.ports)
      .map((d) => d.metadata.name);
    const expected = [
      'gateway',
      ...['analysis', 'chat'].filter((n) => files.includes(`${n}.yaml`)),
      ...workers,
    ];
    expect(scaled).toEqual(expect.arrayContaining(expected));
    for (const name of scaled) expect(deployments.map((d) => d.metadata.name)).toContain(name);
  });

  test('the config map points the gateway at every service by its in-cluster name and port', () => {
    const [config] = byKind('ConfigMap') as Array<Manifest & { data: Record<string, string> }>;
    for (const s of SERVICES) expect(config.data[s.urlEnv]).toBe(`http://${s.name}.uniform.svc:${s.port}`);
  });
});
