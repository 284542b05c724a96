/** The landing feature's public surface: the home route and the footer the shell shows on it. */
export { default as HomePage } from './routes/HomePage';
export { LandingFooter } from './components/LandingFooter';
