import { describe, expect, it } from 'vitest';
import { detectPictureColour } from './picture-colour';

const SIDE = 32;

/** A photo: `background` everywhere, `product(x, y)` inside the centre box (or null to leave background). */
function photo(background: number[], product: (x: number, y: number) => number[] | null, channels = 3): Uint8Array {
  const pixels = new Uint8Array(SIDE * SIDE * channels);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const inside = x >= 8 && x < 24 && y >= 6 && y < 26;
      const colour = (inside && product(x, y)) || background;
      pixels.set(colour.slice(0, channels), (y * SIDE + x) * channels);
    }
  }
  return pixels;
}

const WHITE = [250, 250, 250, 255];
const detect = (pixels: Uint8Array, channels = 3) => detectPictureColour(pixels, SIDE, SIDE, channels);

describe('detectPictureColour', () => {
  it('names the product colour on a plain white background', () => {
    expect(detect(photo(WHITE, () => [200, 30, 40]))).toBe('red');
    expect(detect(photo(WHITE, () => [20, 40, 140]))).toBe('blue');
    expect(detect(photo(WHITE, () => [25, 25, 28]))).toBe('black');
    expect(detect(photo(WHITE, () => [40, 150, 60]))).toBe('green');
    expect(detect(photo(WHITE, () => [120, 70, 30]))).toBe('brown');
    expect(detect(photo(WHITE, () => [240, 150, 190]))).toBe('pink');
    expect(detect(photo(WHITE, () => [130, 130, 135]))).toBe('grey');
    expect(detect(photo(WHITE, () => [110, 50, 160]))).toBe('purple');
    expect(detect(photo(WHITE, () => [240, 200, 30]))).toBe('yellow');
  });

  it('finds a white product on a dark background', () => {
    expect(detect(photo([30, 30, 30], () => [245, 245, 245]))).toBe('white');
  });

  it('keeps the answer through shading and highlights on the product', () => {
    const shaded = photo(WHITE, (x, y) => ((x + y) % 5 === 0 ? [255, 255, 255] : [170 + ((x * 3) % 40), 20 + (y % 10), 30]));
    expect(detect(shaded)).toBe('red');
  });

  it('reads a cut-out product on a transparent background', () => {
    expect(
      detect(
        photo([0, 0, 0, 0], () => [30, 140, 70, 255], 4),
        4,
      ),
    ).toBe('green');
  });

  it('says nothing for a multicoloured product or a white product on white', () => {
    const stripes = photo(
      WHITE,
      (x) =>
        [
          [200, 30, 40],
          [20, 40, 140],
          [40, 150, 60],
          [240, 200, 30],
        ][x % 4] as number[],
    );
    expect(detect(stripes)).toBeNull();
    expect(detect(photo(WHITE, () => [247, 247, 247]))).toBeNull();
  });

  it('refuses pixels that do not match the size instead of reading past them', () => {
    expect(detectPictureColour(new Uint8Array(10), SIDE, SIDE, 3)).toBeNull();
  });
});
