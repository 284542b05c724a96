/** The onboarding feature's public surface: its route. */
export { default as OnboardingPage } from './routes/OnboardingPage';
