#!/usr/bin/env node
// Writes the Kubernetes manifests under infra/k8s/ from the routing table and the services and
// workers that exist (infra/scripts/topology.mjs), like docker-compose.yml:
//   npm run k8s:generate            rewrite the manifests
//   npm run k8s:generate -- --check exit 1 when the committed manifests differ from what it would write
// Apply with `kubectl apply -k infra/k8s` after creating each workload's Secret (see infra/k8s/README.md).
//
// Least privilege per workload: its own ServiceAccount (no API token mounted), its own Secret holding
// only the secret keys its config schema reads (infra/scripts/workload-config.mjs), seccomp
// RuntimeDefault, and network policies that deny everything but the paths it needs.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadTopology, root } from './topology.mjs';
import { workloadKeys } from './workload-config.mjs';

const NAMESPACE = 'uniform';
const IMAGE = 'uniform';
const outDir = path.join(root, 'infra', 'k8s');
const check = process.argv.includes('--check');
const { SERVICES, GATEWAY_PORT, services, workers } = await loadTopology();

/**
 * Where traffic may go besides between our own pods (documented in infra/k8s/README.md, "Network
 * policies"): edit to match the cluster, then npm run k8s:generate.
 */
const NETWORK = {
  /** Namespace of the ingress controller that forwards to the gateway. */
  ingressNamespace: 'ingress-nginx',
  /** The cluster DNS pods. */
  dns: { namespace: 'kube-system', podLabels: { 'k8s-app': 'kube-dns' } },
  /** Managed PostgreSQL and Redis: their address range and port. */
  postgres: { cidr: '10.0.0.0/8', port: 5432 },
  redis: { cidr: '10.0.0.0/8', port: 6379 },
  /** Private, link-local (cloud metadata) and loopback ranges are never "the internet". */
  notPublic: {
    v4: ['10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'],
    v6: ['fc00::/7', 'fe80::/10'],
  },
};

/** Secret keys the cluster cannot run without: a missing one stops the pod from starting, named. */
const REQUIRED_SECRETS = new Set(['DATABASE_URL', 'REDIS_URL', 'INTERNAL_SIGNING_SECRET']);

/** Pods that autoscale on CPU: the gateway, the model-facing services and every queue worker. */
const AUTOSCALED = new Set(['gateway', 'analysis', 'chat', ...workers.map((w) => w.name)]);

const labels = (component) => ({
  'app.kubernetes.io/name': component,
  'app.kubernetes.io/part-of': 'uniform',
});
const selectorOf = (component) => ({ matchLabels: { 'app.kubernetes.io/name': component } });
const secretName = (component) => `${component}-secrets`;

/** What each workload reads: its secret keys and the public ports it calls, from its config schema. */
const workloadNames = ['gateway', ...services.map((s) => s.name), ...workers.map((w) => w.name)];
const reads = new Map(workloadNames.map((name) => [name, workloadKeys(name)]));

/** Each secret key as an env entry read from the workload's own Secret (extra keys there stay unseen). */
const secretEnv = (workload, keys) =>
  keys.map((key) => ({
    name: key,
    valueFrom: {
      secretKeyRef: {
        name: secretName(workload),
        key,
        ...(REQUIRED_SECRETS.has(key) ? {} : { optional: true }),
      },
    },
  }));

/** The container every pod runs: non-root, read-only, env from the shared config and its own secret keys. */
function container({ name, command, port, env = {}, secrets = reads.get(name).secrets }) {
  return {
    name,
    image: IMAGE,
    imagePullPolicy: 'IfNotPresent',
    command,
    envFrom: [{ configMapRef: { name: 'uniform-config' } }],
    env: [
      ...Object.entries(env).map(([key, value]) => ({ name: key, value: String(value) })),
      ...secretEnv(name, secrets),
    ],
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

/**
 * Pod-level hardening every pod shares: its own ServiceAccount with no API token mounted (nothing
 * here talks to the Kubernetes API), the runtime's default seccomp filter, non-root.
 */
const podSecurity = (component) => ({
  serviceAccountName: component,
  automountServiceAccountToken: false,
  securityContext: {
    runAsNonRoot: true,
    runAsUser: 1000,
    runAsGroup: 1000,
    seccompProfile: { type: 'RuntimeDefault' },
  },
});

const serviceAccount = (component) => ({
  apiVersion: 'v1',
  kind: 'ServiceAccount',
  metadata: { name: component, namespace: NAMESPACE, labels: labels(component) },
  automountServiceAccountToken: false,
});

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
          ...podSecurity(component),
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
/**
 * Migrations run as the database owner (the migrate Secret's DATABASE_URL), never as a service: the
 * services' roles may only read and write rows in their own schema (infra/compose/postgres-init.sql).
 */
const MIGRATE_SECRETS = ['DATABASE_URL'];
files.set('migrate-job.yaml', [
  serviceAccount('migrate'),
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
          ...podSecurity('migrate'),
          restartPolicy: 'OnFailure',
          containers: [
            container({
              name: 'migrate',
              command: [
                'sh',
                '-c',
                migrating
                  .map(
                    (s) => `node libs/db/bin/uniform-prisma.cjs migrate deploy --service services/${s.name}`,
                  )
                  .join(' && ') || 'true',
              ],
              secrets: MIGRATE_SECRETS,
            }),
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  },
]);
for (const s of services) {
  files.set(`${s.name}.yaml`, [
    serviceAccount(s.name),
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
    serviceAccount(w.name),
    deployment(w.name, { command: ['node', w.entry] }),
    ...(AUTOSCALED.has(w.name) ? [autoscaler(w.name, 20)] : []),
  ]);
}
files.set('gateway.yaml', [
  serviceAccount('gateway'),
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

// Network policies: deny every packet in and out of the namespace, then allow only the paths below.
const port = (n, protocol = 'TCP') => ({ protocol, port: n });
const toCidr = ({ cidr, port: p }) => ({ to: [{ ipBlock: { cidr } }], ports: [port(p)] });
const publicInternet = [
  { ipBlock: { cidr: '0.0.0.0/0', except: NETWORK.notPublic.v4 } },
  { ipBlock: { cidr: '::/0', except: NETWORK.notPublic.v6 } },
];
const policy = (name, podSelector, spec) => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name, namespace: NAMESPACE, labels: labels('uniform') },
  spec: { podSelector, ...spec },
});
/** Egress a workload needs for what its config reads: the database, Redis, the internet's ports. */
function dataAndPublicEgress({ keys, publicPorts }) {
  return [
    ...(keys.includes('DATABASE_URL') ? [toCidr(NETWORK.postgres)] : []),
    ...(keys.includes('REDIS_URL') ? [toCidr(NETWORK.redis)] : []),
    ...(publicPorts.length ? [{ to: publicInternet, ports: publicPorts.map((p) => port(p)) }] : []),
  ];
}
/**
 * A service that calls another one reads its URL key (the auth service's "Download my data" reads the
 * profiles, meditation and privacy URLs): it may reach that service, and that service lets it in.
 */
const callsService = (workload, target) =>
  workload !== 'gateway' && reads.get(workload).keys.includes(target.urlEnv);
const toCalledServices = (workload) =>
  services
    .filter((target) => callsService(workload, target))
    .map((target) => ({ to: [{ podSelector: selectorOf(target.name) }], ports: [port(target.port)] }));
const fromCallers = (target) => {
  const callers = services.filter((s) => callsService(s.name, target));
  return callers.length
    ? [{ from: callers.map((s) => ({ podSelector: selectorOf(s.name) })), ports: [port(target.port)] }]
    : [];
};
const fromGateway = (p) => [{ from: [{ podSelector: selectorOf('gateway') }], ports: [port(p)] }];
files.set('network-policies.yaml', [
  policy('default-deny', {}, { policyTypes: ['Ingress', 'Egress'] }),
  policy(
    'allow-dns',
    {},
    {
      policyTypes: ['Egress'],
      egress: [
        {
          to: [
            {
              namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': NETWORK.dns.namespace } },
              podSelector: { matchLabels: NETWORK.dns.podLabels },
            },
          ],
          ports: [port(53, 'UDP'), port(53, 'TCP')],
        },
      ],
    },
  ),
  policy('gateway', selectorOf('gateway'), {
    policyTypes: ['Ingress', 'Egress'],
    ingress: [
      {
        from: [
          { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': NETWORK.ingressNamespace } } },
        ],
        ports: [port(GATEWAY_PORT)],
      },
    ],
    egress: [
      ...services.map((s) => ({ to: [{ podSelector: selectorOf(s.name) }], ports: [port(s.port)] })),
      ...dataAndPublicEgress(reads.get('gateway')),
    ],
  }),
  ...services.map((s) =>
    policy(s.name, selectorOf(s.name), {
      policyTypes: ['Ingress', 'Egress'],
      ingress: [...fromGateway(s.port), ...fromCallers(s)],
      egress: [...toCalledServices(s.name), ...dataAndPublicEgress(reads.get(s.name))],
    }),
  ),
  ...workers.map((w) =>
    policy(w.name, selectorOf(w.name), {
      policyTypes: ['Ingress', 'Egress'],
      ingress: [],
      egress: dataAndPublicEgress(reads.get(w.name)),
    }),
  ),
  policy('migrate', selectorOf('migrate'), {
    policyTypes: ['Ingress', 'Egress'],
    ingress: [],
    egress: [toCidr(NETWORK.postgres)],
  }),
]);

// Each workload's Secret, with its keys and no values: a template to fill outside the repo and apply
// once (README, "First deploy"). Not in the kustomization, so `kubectl apply -k` never blanks live values.
const secretTemplates = [
  ...workloadNames.map((name) => [name, reads.get(name).secrets]),
  ['migrate', MIGRATE_SECRETS],
]
  .filter(([, keys]) => keys.length)
  .map(([name, keys]) => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: secretName(name), namespace: NAMESPACE, labels: labels(name) },
    type: 'Opaque',
    stringData: Object.fromEntries(keys.map((key) => [key, ''])),
  }));

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

files.set('secrets.yaml', secretTemplates);

const header =
  '# Generated by infra/scripts/generate-k8s.mjs from the routing table; edit that, not this file.\n';
const secretsNote =
  "# The keys of each workload's Secret, without values: fill a copy OUTSIDE the repository and\n" +
  '# `kubectl apply -f` it once (infra/k8s/README.md). Not part of `kubectl apply -k`.\n';
const rendered = new Map(
  [...files].map(([name, docs]) => [
    name,
    header +
      (name === 'secrets.yaml' ? secretsNote : '') +
      docs.map((d) => stringify(d, { lineWidth: 0 })).join('---\n'),
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
