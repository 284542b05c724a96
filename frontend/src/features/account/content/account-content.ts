/** The account menu's words about the saved style profile (spec 1 §2, issue 20). */
export const CONSENT_SWITCH_LABEL = 'Save my style profile';
export const WITHDRAW_WARNING = 'This deletes your saved profiles';

/** Spec 1 §2: shown once the new account holds the browser's analysis. */
export const SIGN_UP_SAVED_TOAST = {
  title: 'Account created!',
  description: 'Your profile has been saved successfully.',
} as const;

/** The account menu's "Download my data" (issue 21). */
export const DOWNLOAD_DATA = {
  label: 'Download my data',
  pending: 'Preparing your data...',
  hint: 'One JSON file with your account, saved profiles, journal entries and privacy inquiries.',
  failedTitle: 'Download failed',
} as const;
