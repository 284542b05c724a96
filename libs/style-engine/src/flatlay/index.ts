export { GARMENT_DRAWINGS, type DrawingColours } from './garment-drawings';
export { GARMENT_KINDS, GARMENT_WORDS, type GarmentKind } from './garment-words.data';
export {
  capsuleFlatLay,
  flatLayAlt,
  flatLayDataUrl,
  lookFlatLay,
  moodboardFlatLays,
  readGarments,
  type FlatLay,
  type FlatLayLayout,
  type LaidPiece,
  type PaletteColour,
  type ReadGarment,
} from './flat-lay';
