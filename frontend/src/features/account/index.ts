/**
 * The account feature's public surface: the header's account control, the account page, the
 * signed-in user, the saved style profile's sync (mounted once in the layout) and the dashboard's
 * Save Profile.
 */
export { AccountButton } from './components/AccountButton';
/** The account page's code, loaded on demand: the header (which imports this index) must not carry it. */
export const loadAccountPage = () => import('./routes/AccountPage').then((m) => m.default);
export { ProfileSync } from './components/ProfileSync';
export { SaveProfileButton } from './components/SaveProfileButton';
export { useSimpleUser } from './api/auth';
