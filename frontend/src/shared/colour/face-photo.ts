/** The longest side the face photo is drawn at: enough to judge colour against a face, light on a phone. */
export const FACE_PHOTO_SIDE = 320;

/** A photo we could not open: its words are shown to the user as they are. */
export class FacePhotoError extends Error {}

/**
 * A face photo for the virtual drape and the colouring reading, decoded by the browser on this device. The bitmap is only
 * ever drawn onto canvases in the page: no URL is made for it and nothing is uploaded. The caller
 * closes it when done.
 */
export async function openFacePhoto(file: File): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new FacePhotoError('Choose a photo (an image file).');
  try {
    return await createImageBitmap(file);
  } catch {
    throw new FacePhotoError('That photo could not be opened. Try another one.');
  }
}

/** The size to draw a bitmap at, its longest side at most `side` (FACE_PHOTO_SIDE unless given). */
export function facePhotoSize(
  bitmap: { width: number; height: number },
  side = FACE_PHOTO_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  return {
    width: Math.max(1, Math.round(bitmap.width * scale)),
    height: Math.max(1, Math.round(bitmap.height * scale)),
  };
}
