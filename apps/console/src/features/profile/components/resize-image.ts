/** Largest side of a stored avatar, in pixels. */
export const AVATAR_MAX_SIDE = 256;

const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function isAcceptedImage(file: File): boolean {
  return ACCEPTED.includes(file.type);
}

/** Scales a side pair down so the larger is at most `max`, keeping the ratio. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the image on a canvas of at most 256 px a side and returns a PNG data URL. */
export async function resizeImageToDataUrl(file: File, max = AVATAR_MAX_SIDE): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('image'));
      element.src = url;
    });
    const size = fitWithin(image.naturalWidth, image.naturalHeight, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}
