import { imageBombPdf, makePdf } from '../../server/test-support/pdf-files.ts';
import { treeRssMiB } from '../../bench/lib/server.ts';
import { getJson, sleep, upload, uploadForm, type HeaderMap } from './api-client.ts';

export interface Listed {
  name: string;
  url: string;
  size: number;
  processing?: string;
  preview_url?: string;
  thumbnail_url?: string;
}

export interface BombRun {
  /** The bomb's bytes: one 16000 x 16000 RGB image, 768 MB of pixels in 747 KB. */
  bomb: Uint8Array;
  /** From the bomb's upload until its processing ended. */
  bombMs: number;
  /** From the normal PDF's upload (right after the bomb's) until its processing ended. */
  normalMs: number;
  /** Peak resident memory growth of the server and its pdf.js workers meanwhile. */
  growthMb: number;
  /** The two as listed after. */
  bombListed: Listed | undefined;
  normalListed: Listed | undefined;
}

/** The demo teacher's material titled `title`. */
export const listing = async (base: string, cookie: HeaderMap, title: string): Promise<Listed | undefined> =>
  ((await getJson(`${base}/api/getStudyMaterials/1`, cookie)).body.materials as Listed[]).find((m) =>
    m.name.endsWith(`/${title}`),
  );

/**
 * Uploads the 16000 x 16000 image PDF, then a normal 3-page PDF, as the demo teacher of the
 * server at `base` (process `pid`), and waits (up to 2 minutes) for both to leave 'pending',
 * sampling the server's memory (its worker processes included) meanwhile. An upload first warms
 * the server's pdf.js workers: their start is not the bomb's cost.
 */
export async function runPdfBomb(base: string, pid: number, cookie: HeaderMap, tag = ''): Promise<BombRun> {
  const bomb = await imageBombPdf(16_000);
  const [bombTitle, normalTitle, warmTitle] = ['Bomb', 'Normal', 'Warm-up'].map((t) => `${t}${tag}.pdf`) as [
    string,
    string,
    string,
  ];
  const send = async (bytes: Uint8Array, name: string) => {
    const res = await upload(base, uploadForm([{ bytes, name }]), cookie);
    if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${res.text}`);
  };
  await send(await makePdf(), warmTitle);
  for (let t0 = Date.now(); Date.now() - t0 < 60_000; await sleep(100))
    if ((await listing(base, cookie, warmTitle))?.processing !== 'pending') break;

  const normal = await makePdf({ pages: 3 });
  const before = await treeRssMiB(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await treeRssMiB(pid));
      await sleep(20);
    }
  })();
  const t0 = Date.now();
  await send(bomb, bombTitle);
  const tNormal = Date.now();
  await send(normal, normalTitle);
  const ended = new Map<string, number>();
  while (Date.now() - t0 < 120_000 && ended.size < 2) {
    for (const title of [bombTitle, normalTitle])
      if (!ended.has(title) && (await listing(base, cookie, title))?.processing !== 'pending') ended.set(title, Date.now());
    await sleep(100);
  }
  sampling = false;
  await sampler;
  return {
    bomb,
    bombMs: (ended.get(bombTitle) ?? Date.now()) - t0,
    normalMs: (ended.get(normalTitle) ?? Date.now()) - tNormal,
    growthMb: peak - before,
    bombListed: await listing(base, cookie, bombTitle),
    normalListed: await listing(base, cookie, normalTitle),
  };
}
