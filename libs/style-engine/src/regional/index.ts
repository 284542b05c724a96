export { GENERAL_REGION_ID, REGION_IDS, REGIONS, type RegionId } from './regions.data';
export { ZIP_PREFIX_RANGES } from './zip-prefixes.data';
export {
  regionalStyle,
  regionIdForZip,
  regionIdForZipPrefix,
  type RegionalStyleResult,
} from './regional-style';
