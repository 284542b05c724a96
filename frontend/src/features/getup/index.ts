/** The Getup feature's public surface: its route and the subscribe form the dashboard shows. */
export { default as GetupPage } from './routes/GetupPage';
export { GetupSubscribeForm } from './components/GetupSubscribeForm';
