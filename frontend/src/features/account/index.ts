/**
 * The account feature's public surface: the header's account control, the signed-in user, the
 * saved style profile's sync (mounted once in the layout) and the dashboard's Save Profile.
 */
export { AccountButton } from './components/AccountButton';
export { ProfileSync } from './components/ProfileSync';
export { SaveProfileButton } from './components/SaveProfileButton';
export { useSimpleUser } from './api/auth';
