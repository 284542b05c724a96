/** The personality quiz feature's public surface: its route. */
export { default as PersonalityQuizPage } from './routes/PersonalityQuizPage';
