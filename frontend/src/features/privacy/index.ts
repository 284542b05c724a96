/** The privacy feature's public surface: its route. */
export { default as PrivacyPage } from './routes/PrivacyPage';
