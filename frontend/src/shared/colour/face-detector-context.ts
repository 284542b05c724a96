import { createContext, useContext } from 'react';
import { loadHumanDetector, type LoadFaceDetector } from './face-reader';

/**
 * Which face model "Use a photo" loads: the real one, unless a test provides a fake detector that
 * returns landmark sets (the model itself runs in the browser test).
 */
export const FaceDetectorContext = createContext<LoadFaceDetector>(loadHumanDetector);

export const useFaceDetectorLoader = (): LoadFaceDetector => useContext(FaceDetectorContext);
