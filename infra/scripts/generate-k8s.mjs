#!/usr/bin/env node
// Writes the Kubernetes manifests under infra/k8s/ from the routing table and the services and
// workers that exist (infra/scripts/topology.mjs), like docker-compose.yml:
//   npm run k8s:generate            rewrite the manifests
//   npm run k8s:generate -- --check exit 1 when the committed manifests differ from what it would write
// Apply with `kubectl apply -k infra/k8s` after creating the uniform-secrets Secret (see infra/k8s/README.md).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadTopology, root } from './topology.mjs';

const NAMESPACE = 'uniform';
const IMAGE = 'uniform';
const outDir = path.join(root, 'infra', 'k8s');
const check = process.argv.includes('--check');
const { SERVICES, GATEWAY_PORT, services, workers } = await loadTopology();

/** Pods that autoscale on CPU: the gateway, the model-facing services and every queue worker. */
const AUTOSCALED = new Set(['gateway', 'analysis', 'chat', ...workers.map((w) => w.name)]);

const labels = (component) => ({
  'app.kubernetes.io/name': component,
  'app.kubernetes.io/part-of': 'uniform',
});

/** The container every Deployment runs: non-root, read-only, env from the shared config and secret. */
function container({ name, command, port, env = {} }) {
  return {
    name,
    image: IMAGE,
    imagePullPolicy: 'IfNotPresent',
    command,
    envFrom: [{ configMapRef: { name: 'uniform-config' } }, { secretRef: { name: 'uniform-secrets' } }],
    env: Object.entries(env).map(([key, value]) => ({ name: key, value: String(value) })),
    ...(port
      ? {
          ports: [{ name: 'http', containerPort: port }],
          readinessProbe: {
            httpGet: { path: '/readyz', port: 'http' },
            periodSeconds: 5,
            timeoutSeconds: 3,
            failureThreshold: 3,
          },
          livenessProbe: {
            httpGet: { path: '/healthz', port: 'http' },
            periodSeconds: 10,
            timeoutSeconds: 3,
            failureThreshold: 6,
          },
          startupProbe: {
            httpGet: { path: '/healthz', port: 'http' },
            periodSeconds: 2,
            failureThreshold: 30,
          },
        }
      : {}),
    resources: {
      requests: { cpu: port ? '100m' : '250m', memory: name.startsWith('pdf') ? '512Mi' : '128Mi' },
      limits: { memory: name.startsWith('pdf') ? '1536Mi' : '512Mi' },
    },
    securityContext: {
      runAsNonRoot: true,
      runAsUser: 1000,
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    },
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
  };
}

function deployment(component, spec, replicas = 2) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: component, namespace: NAMESPACE, labels: labels(component) },
    spec: {
      replicas,
      selector: { matchLabels: labels(component) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(component) },
        spec: {
          // Gives in-flight requests and jobs time to finish on SIGTERM (the services drain for 10 s).
          terminationGracePeriodSeconds: 30,
          containers: [container({ name: component, ...spec })],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  };
}

const service = (component, port) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: component, namespace: NAMESPACE, labels: labels(component) },
  spec: { selector: labels(component), ports: [{ name: 'http', port, targetPort: 'http' }] },
});

const autoscaler = (component, maxReplicas) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: component, namespace: NAMESPACE, labels: labels(component) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: component },
    minReplicas: 2,
    maxReplicas,
    metrics: [
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
    ],
    behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
  },
});

const disruptionBudget = (component) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: component, namespace: NAMESPACE, labels: labels(component) },
  spec: { minAvailable: 1, selector: { matchLabels: labels(component) } },
});

/** file name → documents */
const files = new Map();
files.set('namespace.yaml', [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NAMESPACE, labels: labels('uniform') } },
]);
files.set('config.yaml', [
  {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'uniform-config', namespace: NAMESPACE, labels: labels('uniform') },
    data: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      OPENAI_MODEL: 'gpt-4o-mini',
      TRUST_PROXY: '1',
      ...Object.fromEntries(SERVICES.map((s) => [s.urlEnv, `http://${s.name}.${NAMESPACE}.svc:${s.port}`])),
    },
  },
]);
const migrating = services.filter((s) => s.migrates);
files.set('migrate-job.yaml', [
  {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'migrate', namespace: NAMESPACE, labels: labels('migrate') },
    spec: {
      backoffLimit: 3,
      ttlSecondsAfterFinished: 3600,
      template: {
        metadata: { labels: labels('migrate') },
        spec: {
          restartPolicy: 'OnFailure',
          containers: [
            {
              ...container({
                name: 'migrate',
                command: [
                  'sh',
                  '-c',
                  migrating
                    .map(
                      (s) =>
                        `node libs/db/bin/uniform-prisma.cjs migrate deploy --service services/${s.name}`,
                    )
                    .join(' && ') || 'true',
                ],
              }),
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  },
]);
for (const s of services) {
  files.set(`${s.name}.yaml`, [
    deployment(s.name, {
      command: ['node', `services/${s.name}/dist/main.js`],
      port: s.port,
      env: { PORT: s.port },
    }),
    service(s.name, s.port),
    ...(AUTOSCALED.has(s.name) ? [autoscaler(s.name, 10)] : []),
  ]);
}
for (const w of workers) {
  files.set(`${w.name}.yaml`, [
    deployment(w.name, { command: ['node', w.entry] }),
    ...(AUTOSCALED.has(w.name) ? [autoscaler(w.name, 20)] : []),
  ]);
}
files.set('gateway.yaml', [
  deployment('gateway', {
    command: ['node', 'gateway/dist/main.js'],
    port: GATEWAY_PORT,
    env: { GATEWAY_PORT },
  }),
  service('gateway', GATEWAY_PORT),
  autoscaler('gateway', 20),
  disruptionBudget('gateway'),
  {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'gateway', namespace: NAMESPACE, labels: labels('gateway') },
    spec: {
      rules: [
        {
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: 'gateway', port: { name: 'http' } } },
              },
            ],
          },
        },
      ],
    },
  },
]);
files.set('kustomization.yaml', [
  {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    namespace: NAMESPACE,
    resources: [...files.keys()],
    // Point at your registry: kustomize edit set image uniform=registry.example.com/uniform:1.2.3
    images: [{ name: IMAGE, newName: IMAGE, newTag: 'latest' }],
  },
]);

const header =
  '# Generated by infra/scripts/generate-k8s.mjs from the routing table; edit that, not this file.\n';
const rendered = new Map(
  [...files].map(([name, docs]) => [
    name,
    header + docs.map((d) => stringify(d, { lineWidth: 0 })).join('---\n'),
  ]),
);

mkdirSync(outDir, { recursive: true });
const existing = readdirSync(outDir, { withFileTypes: true }).filter(
  (e) => e.isFile() && e.name.endsWith('.yaml'),
);
if (check) {
  const stale = [
    ...[...rendered]
      .filter(([name, text]) => {
        try {
          return readFileSync(path.join(outDir, name), 'utf8') !== text;
        } catch {
          return true;
        }
      })
      .map(([name]) => name),
    ...existing.filter((e) => !rendered.has(e.name)).map((e) => e.name),
  ];
  if (stale.length) {
    process.stderr.write(`infra/k8s is out of date (${stale.join(', ')}): run npm run k8s:generate\n`);
    process.exit(1);
  }
  process.stdout.write(`infra/k8s: ${rendered.size} files up to date\n`);
} else {
  for (const e of existing) if (!rendered.has(e.name)) rmSync(path.join(outDir, e.name));
  for (const [name, text] of rendered) writeFileSync(path.join(outDir, name), text);
  process.stdout.write(`infra/k8s: ${services.length} service(s), ${workers.length} worker(s) + gateway\n`);
}
