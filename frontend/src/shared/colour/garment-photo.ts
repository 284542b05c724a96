import { dominantColours, type DominantColour } from '@uniform/style-engine';

/** The longest side the photo is shrunk to before its pixels are read: enough for colour, fast on a phone. */
export const GARMENT_PHOTO_SIDE = 200;

/** A photo we could not read: its words are shown to the user as they are. */
export class GarmentPhotoError extends Error {}

/**
 * The dominant colours of a garment photo, worked out on this device: the file is decoded by the
 * browser, drawn shrunk onto a canvas that is never attached to the page, and its pixels read
 * back. Nothing is uploaded and no request is made; the decoded bitmap is closed afterwards.
 */
export async function garmentPhotoColours(file: File): Promise<DominantColour[]> {
  if (!file.type.startsWith('image/')) throw new GarmentPhotoError('Choose a photo (an image file).');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new GarmentPhotoError('That photo could not be opened. Try another one.');
  }
  try {
    const scale = Math.min(1, GARMENT_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new GarmentPhotoError('This browser cannot read photos. Pick the color instead.');
    context.drawImage(bitmap, 0, 0, width, height);
    const colours = dominantColours(context.getImageData(0, 0, width, height).data, width, height);
    if (colours.length === 0) throw new GarmentPhotoError('No color found in that photo. Try another one.');
    return colours;
  } finally {
    bitmap.close();
  }
}
