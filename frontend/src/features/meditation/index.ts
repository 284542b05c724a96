/** The meditation feature's public surface: its route. */
export { default as MeditationPage } from './routes/MeditationPage';
