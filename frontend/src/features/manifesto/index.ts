/** The family manifesto feature's public surface: its route. */
export { default as FamilyManifestoPage } from './routes/FamilyManifestoPage';
