/** The PDF feature's public surface: the brand guide or uniform download with real progress. */
export { downloadPdf, type DownloadPdfOptions } from './api/download-pdf';
