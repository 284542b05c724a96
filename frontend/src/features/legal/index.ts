/** The legal feature's public surface: the terms route and the document layout privacy reuses. */
export { default as TermsPage } from './routes/TermsPage';
export { LegalDocument } from './components/LegalDocument';
export { PRIVACY_SECTIONS } from './content/legal';
