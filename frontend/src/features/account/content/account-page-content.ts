import { ACCOUNT_MESSAGES, FRESH_SIGN_IN_MINUTES, type FrontendRoute } from '@uniform/contracts';

/** Where the account page lives; a provider confirmation comes back here. */
export const ACCOUNT_PAGE_PATH: FrontendRoute = '/account';

/** The account page's words (issue 21): where a user sees, corrects, exports and deletes their data. */
export const ACCOUNT_PAGE = {
  title: 'Your account',
  intro: 'Your details, how you sign in, your style profile and your data, all in one place.',
  loading: 'Loading your account…',
  loadFailed: 'We could not load your account.',
  retry: 'Try again',
  signedOutTitle: 'Sign in to see your account',
  signedOutText:
    'Your account page shows your details, how you sign in, your style profile and your data. Sign in or create an account to see it.',
  signIn: 'Sign in',
  menuLink: 'Account',
} as const;

export const NAMES_SECTION = {
  title: 'Your details',
  description: 'The name shown in the navigation bar. Both are optional.',
  firstName: 'First name',
  lastName: 'Last name',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Your name was saved.',
} as const;

export const EMAIL_SECTION = {
  title: 'E-mail',
  description: 'The address you sign in with and we answer privacy inquiries at.',
  current: 'Current e-mail',
  newEmail: 'New e-mail',
  password: 'Password, to confirm',
  save: 'Change e-mail',
  saving: 'Changing...',
  saved: (email: string) => `Your e-mail is now ${email}.`,
} as const;

export const PASSWORD_SECTION = {
  title: 'Password',
  changeDescription:
    'Changing your password signs out every other device signed in to your account; this one stays signed in.',
  setDescription:
    'Your account has no password yet: you sign in with Google or Microsoft. Set one to sign in with your e-mail too. Every other device signed in to your account is signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  change: 'Change password',
  set: 'Set a password',
  saving: 'Saving...',
  changed: 'Your password was changed. Other devices were signed out.',
  setDone: 'Your password was set. Other devices were signed out.',
} as const;

export const CONFIRM_IDENTITY = {
  needed: `To change this, confirm it is you by signing in again with the provider you use (it counts for ${FRESH_SIGN_IN_MINUTES} minutes).`,
  confirmWith: (provider: string) => `Confirm with ${provider}`,
  confirmedUntil: (time: string) => `Confirmed: you can make these changes until ${time}.`,
  confirmedParam: (provider: string) =>
    `Confirmed with ${provider}. For the next ${FRESH_SIGN_IN_MINUTES} minutes you can change your e-mail or password, or delete your account, without a password.`,
  noProvider:
    'None of the sign-in providers linked to your account is available right now, so changes cannot be confirmed. Please try again later.',
} as const;

export const SIGN_IN_METHODS = {
  title: 'Sign-in methods',
  description: 'The ways you can sign in to this account.',
  password: 'E-mail and password',
  passwordYes: 'Yes',
  passwordNo: 'No password set',
  linked: (email: string, date: string) => `Linked to ${email} on ${date}`,
  notLinked: 'Not linked',
} as const;

export const STYLE_PROFILE_SECTION = {
  title: 'Style profile',
  description:
    'Keep your style analysis, edits and saved looks in your account, to see them on any device. Turning this off deletes the saved profiles from your account.',
} as const;

export const SESSIONS_SECTION = {
  title: 'Active sessions',
  description: 'The browsers signed in to your account, most recently used first.',
  unknownDevice: 'Unknown device',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  signOutEverywhere: 'Sign out everywhere',
  confirmQuestion: 'Sign out on every device?',
  confirmDetail: 'Every browser signed in to your account is signed out at once, this one included.',
  cancel: 'Cancel',
  confirm: 'Sign out everywhere',
  pending: 'Signing out...',
  doneTitle: 'Signed out everywhere',
  doneDescription: 'Every device, this one included, is signed out of your account.',
  failedTitle: 'Sign out failed',
} as const;

export const DATA_SECTION = { title: 'Your data' } as const;

export const BILLING_SECTION = {
  title: 'Billing',
  text: ACCOUNT_MESSAGES.noBilling,
} as const;

export const DELETE_SECTION = {
  title: 'Delete my account',
  description: 'Deleting your account cannot be undone.',
  open: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogLead: 'This deletes, for good:',
  deleted: [
    'your account, its sign-in methods and every session (every device is signed out);',
    'your saved style profiles and their history;',
    'your Still Core journal entries;',
    'the Getup numbers you confirmed as yours, with their subscriptions and texts;',
    'the privacy inquiries sent from your e-mail address.',
  ],
  browserToo: 'The style analysis kept in this browser is cleared too.',
  password: 'Your password',
  cancel: 'Keep my account',
  confirm: 'Delete my account',
  pending: 'Deleting...',
  doneTitle: 'Account deleted',
  doneDescription: 'Your account and everything it held are being deleted. You are signed out.',
} as const;
