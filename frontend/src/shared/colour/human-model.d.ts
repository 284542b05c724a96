import type { FaceModelResult } from './face-reader';

/**
 * The part of @vladmandic/human 3.3's Human class that face-reader.ts uses, declared here so its own
 * types (and tfjs's WebGPU globals with them) stay out of the app's type check; see human-model.js.
 */
export declare class Human {
  constructor(config: Record<string, unknown>);
  config: { backend: string };
  tf: { getBackend(): string };
  init(): Promise<void>;
  load(): Promise<void>;
  detect(input: HTMLCanvasElement): Promise<{ face: FaceModelResult[] }>;
}
