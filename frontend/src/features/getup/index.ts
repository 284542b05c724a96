/**
 * The Getup feature's public surface: its route, the subscribe form the dashboard shows, and the hook
 * the app shell mounts so a subscription's texts become personal when this browser gets an analysis.
 */
export { default as GetupPage } from './routes/GetupPage';
export { GetupSubscribeForm } from './components/GetupSubscribeForm';
export { useGetupPersonalization } from './hooks/use-getup-personalization';
