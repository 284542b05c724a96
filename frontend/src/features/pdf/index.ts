/** The PDF brand guide feature's public surface: the download with real progress. */
export { downloadBrandGuide } from './api/download-brand-guide';
