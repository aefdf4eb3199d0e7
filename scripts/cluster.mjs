#!/usr/bin/env node
// `npm run cluster`: a local trial of Vitrina as a PostgreSQL-backed cluster of roles behind nginx
// (admin, search nodes, workers, nginx on loopback ports). Ctrl-C stops everything cleanly.
//   npm run cluster -- [--search-nodes N] [--workers N] [--demo] [--keep-db] [--database NAME]
// POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
// cluster gets its own database on it (vitrina_cluster), dropped at stop unless --keep-db.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OPTIONS = {
  'search-nodes': { type: 'string', default: '2' },
  workers: { type: 'string', default: '2' },
  demo: { type: 'boolean', default: false },
  'keep-db': { type: 'boolean', default: false },
  database: { type: 'string', default: 'vitrina_cluster' },
  help: { type: 'boolean', short: 'h', default: false },
};
const USAGE = 'npm run cluster -- [--search-nodes N] [--workers N] [--demo] [--keep-db] [--database NAME]';
const parsed = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
})();
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = (name, min) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > 16) {
    console.error(`--${name} must be a whole number from ${min} to 16, got "${values[name]}"`);
    process.exit(2);
  }
  return n;
};
const searchNodes = count('search-nodes', 1);
const workers = count('workers', 0);

const { register } = await import('tsx/esm/api');
register();
const { startCluster } = await import(path.join(root, 'scripts/cluster/cluster.ts'));

console.log(`Starting admin, ${searchNodes} search node(s), ${workers} worker(s) and nginx…`);
let cluster;
try {
  cluster = await startCluster({ searchNodes, workers, demo: values.demo, keepDb: values['keep-db'], database: values.database });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const lines = [
  `Console and admin API (nginx): ${cluster.consoleUrl}`,
  `Search API and widget (nginx): ${cluster.searchUrl}`,
  ...cluster.nodes.map(
    (node) => `  ${node.name.padEnd(9)} pid ${node.process.pid}${node.port ? ` port ${node.port}` : ''}  log ${node.logFile}`,
  ),
  `  nginx     pid ${cluster.nginx.process.pid}  logs ${path.join(cluster.nginx.dir, 'logs')}`,
  `Database: ${cluster.databaseUrl}${values['keep-db'] ? ' (kept at stop)' : ' (dropped at stop)'}`,
];
if (values.demo) lines.push('Demo login: demo@vitrina.local / demo12345');
lines.push('Ctrl-C stops the cluster.');
console.log(lines.join('\n'));

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the nodes, then nginx…`);
  await cluster.stop();
  console.log('Cluster stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
// The children run in their own process groups: should this script die some other way, they go too.
process.on('exit', () => {
  for (const child of [...cluster.nodes.map((node) => node.process), cluster.nginx.process]) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
process.on('SIGTERM', () => void stop('SIGTERM'));
// A node that dies on its own is reported; the rest keep running (nginx routes around it).
for (const node of cluster.nodes) {
  node.exited.then(() => {
    if (!stopping)
      console.error(`${node.name} exited (code ${node.process.exitCode}, signal ${node.process.signalCode}); see ${node.logFile}`);
  });
}
