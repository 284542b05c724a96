/**
 * The @vladmandic/human configuration for reading a face photo: the face detector (BlazeFace), the
 * face mesh and the iris model, and nothing else. Option names are human 3.3's (src/config.ts).
 * The caller adds modelBasePath (and in the browser backend and wasmPath); a plain object, so the
 * style engine imports nothing from human.
 */
export const FACE_READING_CONFIG = {
  debug: false,
  // Models load when first used by detect(); a warm-up pass would only cost time on the device.
  warmup: 'none',
  // A still photo: never reuse a previous frame's result.
  cacheSensitivity: 0,
  // Image filters (on by default, with auto-brightness) would change what the detector sees; the
  // colours are read from the photo itself, and the detector should see that same photo.
  filter: { enabled: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    detector: {
      // Turn a tilted face upright before the mesh, so the mesh fits and the roll is measured.
      rotation: true,
      // Enough to tell the user there is more than one face. BlazeFace keeps its best candidates
      // before the mesh confirms them, so with 2 the second face is often lost: on the group photo
      // shipped with human, 2 found one face, 3 and 5 found two, 10 three.
      maxDetected: 5,
      skipFrames: 0,
      mask: false,
      return: false,
    },
    mesh: { enabled: true, keepInvalid: false },
    iris: { enabled: true },
    attention: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
} as const;
