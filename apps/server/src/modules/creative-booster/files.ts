import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where creatives live on disk and at which stable public address they are served. */

const PLAIN_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;

/** A file name for an offer id: the id itself when it is plain, else a hash (ids may hold '/', '..', any text). */
export function offerFileName(offerId: string, format: string): string {
  const base = PLAIN_ID.test(offerId) ? offerId : `_${createHash('sha1').update(offerId).digest('hex')}`;
  return `${base}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** DATA_DIR/creatives/<project>/<template>/<offer>.png, relative to the data directory. */
export function creativeRelativePath(uuid: string, templateId: string, offerId: string, format: string): string {
  return path.join('creatives', uuid, templateId, offerFileName(offerId, format));
}

/** The stable public URL of a creative on the search host (shops and marketplaces fetch it). */
export function creativeUrl(searchPublicUrl: string, uuid: string, templateId: string, offerId: string, format: string): string {
  return `${searchPublicUrl}/creatives/${uuid}/${templateId}/${encodeURIComponent(offerId)}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

export function creativeFeedUrls(searchPublicUrl: string, uuid: string) {
  return { csv: `${searchPublicUrl}/creatives/${uuid}/feed.csv`, xml: `${searchPublicUrl}/creatives/${uuid}/feed.xml` };
}

/** Writes through a temporary file and a rename, so a reader never sees half an image. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
