/** The account menu's words about the saved style profile (spec 1 §2, issue 20). */
export const CONSENT_SWITCH_LABEL = 'Save my style profile';
export const WITHDRAW_WARNING = 'This deletes your saved profiles';

/** Spec 1 §2: shown once the new account holds the browser's analysis. */
export const SIGN_UP_SAVED_TOAST = {
  title: 'Account created!',
  description: 'Your profile has been saved successfully.',
} as const;
