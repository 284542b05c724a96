/** The dashboard feature's public surface: its route. */
export { default as DashboardPage } from './routes/DashboardPage';
