// Creative booster: renders CREATIVES (default 1,000) creatives from the sample banner template
// (apps/server/src/modules/creative-booster/render/fixtures/banner.svg) and synthetic 800 px
// product photos (JPEG, made here), once without and once with background removal + crop.
// Each mode runs in its own process so its peak RSS is its own. Prints a markdown table.
// Run: npm run bench:creative   (CREATIVES=… CONCURRENCY=… to change it)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_REMBG,
  renderCreative,
  sampleOffer,
  sanitizeTemplate,
  syntheticPhoto,
} from '../../apps/server/src/modules/creative-booster';

const CREATIVES = Number(process.env.CREATIVES ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 2);
const PHOTOS = 24;
const here = path.dirname(fileURLToPath(import.meta.url));
const templatePath = path.join(here, '../../apps/server/src/modules/creative-booster/render/fixtures/banner.svg');

const NAMES = [
  'Электрический чайник Bork K810 с терморегулятором, 1,7 л',
  'Running shoes Pegasus 41, men, size 44',
  'Kablosuz kulaklık, gürültü önleyici, 30 saat pil',
  'Garrafa térmica de aço inoxidável 750 ml',
  'Кружка керамическая',
  'Smartphone 6.7" 256 GB, graphite',
];

async function runMode(mode: 'plain' | 'rembg'): Promise<void> {
  const template = sanitizeTemplate(fs.readFileSync(templatePath));
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => syntheticPhoto(i, 11, 800).then((p) => p.jpeg)));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  // CPU time (all threads: libvips and resvg work off the main thread) says more than wall time on a shared machine.
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    while (next < CREATIVES) {
      const i = next++;
      const price = 500 + ((i * 7919) % 50_000);
      const offer = sampleOffer({
        id: `sku-${i}`,
        name: NAMES[i % NAMES.length] as string,
        price,
        oldPrice: i % 3 === 0 ? null : Math.round(price * 1.25),
      });
      const t0 = performance.now();
      const image = await renderCreative({
        template,
        offer,
        variables: [{ name: 'cta', value: 'Купить' }],
        photo: photos[i % PHOTOS] as Buffer,
        rembg: mode === 'rembg' ? DEFAULT_REMBG : null,
        crop: { enabled: mode === 'rembg', padding: 16 },
        format: 'jpeg',
      });
      latencies.push(performance.now() - t0);
      bytes += image.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / CREATIVES;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  process.stdout.write(
    JSON.stringify({
      mode,
      creatives: CREATIVES,
      seconds,
      perSecond: CREATIVES / seconds,
      p50: at(0.5),
      p99: at(0.99),
      peakRssMb: peak / 2 ** 20,
      baselineRssMb: baseline / 2 ** 20,
      cpuMs,
      avgKb: bytes / CREATIVES / 1024,
    }),
  );
}

const mode = process.env.CREATIVE_BENCH_MODE;
if (mode === 'plain' || mode === 'rembg') await runMode(mode);
else {
  const load = os.loadavg()[0]?.toFixed(1);
  const rows = (['plain', 'rembg'] as const).map((m) => {
    const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, CREATIVE_BENCH_MODE: m },
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    return JSON.parse(out.trim().split('\n').at(-1) as string) as Record<string, number | string>;
  });
  const label = { plain: 'photo fitted, no background removal', rembg: 'background removal (classic) + crop 16 px' };
  console.log(
    `\n${CREATIVES} creatives, 1200×628 JPEG, 800 px photos, concurrency ${CONCURRENCY}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, load average at start ${load}\n`,
  );
  console.log('| mode | creatives/s | CPU ms per creative | p50 ms | p99 ms | RSS before MB | peak RSS MB | avg KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${label[r.mode as 'plain' | 'rembg']} | ${(r.perSecond as number).toFixed(1)} | ${(r.cpuMs as number).toFixed(0)} | ${(r.p50 as number).toFixed(0)} | ${(r.p99 as number).toFixed(0)} | ${(r.baselineRssMb as number).toFixed(0)} | ${(r.peakRssMb as number).toFixed(0)} | ${(r.avgKb as number).toFixed(0)} |`,
    );
}
