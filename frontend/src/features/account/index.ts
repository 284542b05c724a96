/** The account feature's public surface: the header's account control and the signed-in user. */
export { AccountButton } from './components/AccountButton';
export { useSimpleUser } from './api/auth';
