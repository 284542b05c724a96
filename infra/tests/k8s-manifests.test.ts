import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { SERVICES, GATEWAY_PORT } from '@uniform/contracts';
import { checkGenerated, root } from './support/repo';

/**
 * The Kubernetes manifests under infra/k8s: generated from the routing table (never stale), valid
 * against the Kubernetes API schemas, and complete: every service and the gateway with probes,
 * resources and a Service; autoscalers for the gateway, analysis, chat and every worker.
 */
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
  test('When the generator runs today, then it writes exactly the committed manifests', () => {
    expect(() => checkGenerated('generate-k8s.mjs')).not.toThrow();
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

/**
 * Least privilege: each workload sees only the secret keys its own config schema reads, from its own
 * Secret; no pod gets a Kubernetes API token or runs without the runtime's seccomp filter; the
 * namespace denies all traffic but the paths each workload needs.
 */
describe('Kubernetes least privilege', () => {
  interface EnvVar {
    name: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string } };
  }
  interface PodSpec {
    serviceAccountName?: string;
    automountServiceAccountToken?: boolean;
    securityContext?: { seccompProfile?: { type: string }; runAsNonRoot?: boolean };
    containers: Array<{ name: string; env?: EnvVar[]; envFrom?: Array<Record<string, unknown>> }>;
  }
  interface NetworkPolicySpec {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes?: string[];
    ingress?: unknown[];
    egress?: Array<{ to?: Array<{ ipBlock?: { cidr: string } }>; ports?: Array<{ port: number }> }>;
  }

  const secrets = new Map(
    (byKind('Secret') as Array<Manifest & { stringData?: Record<string, string> }>).map((s) => [
      s.metadata.name,
      Object.keys(s.stringData ?? {}),
    ]),
  );
  /** Every pod template: the Deployments' and the migration Job's, by workload name. */
  const pods = [...deployments, ...byKind('Job')].map((d) => ({
    name: d.metadata.name,
    spec: (d.spec as { template: { spec: PodSpec } }).template.spec,
  }));
  const migrationOwnerKeys = ['DATABASE_URL'];
  const forbiddenForPdfWorker = [
    'INTERNAL_SIGNING_SECRET',
    'MEDITATION_ENCRYPTION_KEYS',
    'PROFILES_ENCRYPTION_KEYS',
    'OPENAI_API_KEY',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'DATABASE_URL',
    'ADMIN_TOKEN',
    'SMS_ADMIN_TOKEN',
    'DEVICE_COOKIE_SECRET',
  ];

  /** The keys a workload's zod config schema reads, from its TypeScript source (same convention as the generator). */
  function configKeys(workload: string): string[] {
    if (workload === 'migrate') return migrationOwnerKeys;
    const file =
      workload === 'gateway'
        ? path.join(root, 'gateway', 'src', 'config')
        : path.join(root, 'services', workload.replace(/-worker$/, ''), 'src', 'config');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, { shape?: Record<string, unknown> }>;
    const service = workload.replace(/-worker$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const schema =
      workload === 'gateway'
        ? mod.gatewayEnvSchema
        : (workload.endsWith('-worker') && mod[`${service}WorkerEnvSchema`]) || mod[`${service}EnvSchema`];
    expect(schema?.shape).toBeDefined();
    return Object.keys(schema!.shape!);
  }
  const secretKeysOf = (pod: PodSpec) =>
    pod.containers.flatMap((c) => (c.env ?? []).filter((e) => e.valueFrom?.secretKeyRef));

  test("When a workload has a Secret, then it holds no key that workload's config does not read", () => {
    expect(secrets.size).toBeGreaterThan(5);
    const extra: string[] = [];
    for (const [secret, keys] of secrets) {
      const workload = secret.replace(/-secrets$/, '');
      expect(pods.map((p) => p.name)).toContain(workload);
      const reads = configKeys(workload);
      for (const key of keys) if (!reads.includes(key)) extra.push(`${secret}: ${key}`);
    }
    expect(extra).toEqual([]);
  });

  test("When a secret key is read by a workload's config, then that workload's own Secret holds it", () => {
    const secretKeys = new Set([...secrets.values()].flat());
    const missing: string[] = [];
    for (const { name } of pods) {
      const held = secrets.get(`${name}-secrets`) ?? [];
      for (const key of configKeys(name)) {
        if (secretKeys.has(key) && !held.includes(key)) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("When a container reads a secret, then only from its own workload's Secret, key by key", () => {
    for (const { name, spec } of pods) {
      for (const c of spec.containers) {
        expect((c.envFrom ?? []).filter((e) => 'secretRef' in e)).toEqual([]);
      }
      for (const e of secretKeysOf(spec)) {
        expect(e.valueFrom!.secretKeyRef).toEqual(
          expect.objectContaining({ name: `${name}-secrets`, key: e.name }),
        );
        expect(secrets.get(`${name}-secrets`)).toContain(e.name);
      }
    }
  });

  test('When the PDF worker runs Chromium, then it holds none of the signing, journal, carrier, model or database secrets', () => {
    const worker = pods.find((p) => p.name === 'pdf-worker');
    expect(worker).toBeDefined();
    const seen = [
      ...(secrets.get('pdf-worker-secrets') ?? []),
      ...secretKeysOf(worker!.spec).map((e) => e.name),
    ];
    expect(seen).toContain('REDIS_URL');
    expect(seen.filter((key) => forbiddenForPdfWorker.includes(key))).toEqual([]);
  });

  test('When any pod runs, then it has its own ServiceAccount, no API token and seccomp RuntimeDefault', () => {
    const accounts = byKind('ServiceAccount') as Array<Manifest & { automountServiceAccountToken?: boolean }>;
    expect(pods.length).toBeGreaterThan(5);
    for (const { name, spec } of pods) {
      expect({ name, automount: spec.automountServiceAccountToken }).toEqual({ name, automount: false });
      expect({ name, seccomp: spec.securityContext?.seccompProfile }).toEqual({
        name,
        seccomp: { type: 'RuntimeDefault' },
      });
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      expect(spec.serviceAccountName).toBe(name);
      const account = accounts.find((a) => a.metadata.name === name);
      expect(account?.automountServiceAccountToken).toBe(false);
    }
  });

  test('When the namespace is deployed, then a default-deny policy covers every pod in and out', () => {
    const policies = byKind('NetworkPolicy').map((p) => ({
      name: p.metadata.name,
      spec: p.spec as unknown as NetworkPolicySpec,
    }));
    const denyAll = policies.find(
      (p) =>
        Object.keys(p.spec.podSelector).length === 0 &&
        !p.spec.ingress &&
        !p.spec.egress &&
        ['Ingress', 'Egress'].every((t) => p.spec.policyTypes?.includes(t)),
    );
    expect(denyAll).toBeDefined();
    const kustomization = readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8');
    expect(files.filter((f) => kustomization.includes(`- ${f}`))).toContain('network-policies.yaml');
    // The Secret templates hold no values: applying them with -k would blank the live ones.
    expect(kustomization).not.toContain('secrets.yaml');
  });

  test('When a workload does not call the model, the carrier, the web or a sign-in provider, then it has no egress to the internet', () => {
    const policies = byKind('NetworkPolicy').map((p) => ({
      name: p.metadata.name,
      spec: p.spec as unknown as NetworkPolicySpec,
    }));
    const internetPorts = (name: string) =>
      policies
        .filter((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === name)
        .flatMap((p) => p.spec.egress ?? [])
        .filter((rule) => rule.to?.some((peer) => peer.ipBlock?.cidr === '0.0.0.0/0'))
        .flatMap((rule) => (rule.ports ?? []).map((p) => p.port));
    for (const name of ['pdf-worker', 'pdf', 'gateway', 'privacy', 'migrate', 'profiles']) {
      if (pods.some((p) => p.name === name))
        expect({ name, ports: internetPorts(name) }).toEqual({ name, ports: [] });
    }
    expect(internetPorts('chat')).toEqual([443]);
    expect(internetPorts('sms-worker')).toEqual([443]);
    // Sign-in with Google and Microsoft: the auth service talks to the providers over HTTPS only.
    expect(internetPorts('auth')).toEqual([443]);
  });
});
