import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A banner template: the photo slot, the name, the price and a custom variable. */
export const BANNER_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
  <rect width="240" height="120" fill="#ffffff"/>
  <image id="photo" x="0" y="0" width="120" height="120"/>
  <text x="130" y="40" font-size="14" fill="#111111">{{name}}</text>
  <text x="130" y="80" font-size="18" fill="#d01010">{{price}} {{badge}}</text>
</svg>`;

/** POST /api/creativebooster/upload as multipart/form-data, built by hand (no client library needed). */
export async function uploadTemplate(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file: { name: string; type: string; content: string | Buffer } | null,
) {
  const boundary = `----vitrina${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const raw = await app.inject({
    method: 'POST',
    url: '/api/creativebooster/upload',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body) as { data?: { id: string; variables: string[] }; message?: string } };
}

/**
 * A product photo: a four-coloured product on a white background. Many colours, so colour
 * detection names none and queues no reload of the feed under the test's feet.
 */
export function productPhoto(colour: string): Promise<Buffer> {
  const quarter = (background: string, top: number, left: number) => ({
    input: { create: { width: 20, height: 20, channels: 3 as const, background } },
    top,
    left,
  });
  return sharp({ create: { width: 80, height: 80, channels: 3, background: '#ffffff' } })
    .composite([quarter(colour, 20, 20), quarter('#10a020', 20, 40), quarter('#f0d000', 40, 20), quarter('#8020c0', 40, 40)])
    .png()
    .toBuffer();
}
