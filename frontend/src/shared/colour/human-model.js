// The face model's entry, kept in JavaScript with its own declaration (human-model.d.ts): importing
// human's types would pull in tfjs's WebGPU globals, which change HTMLCanvasElement.getContext's type
// for every file of the app. The bundler follows this import as usual.
export { Human } from '@vladmandic/human';
