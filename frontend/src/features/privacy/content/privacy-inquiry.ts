/** The privacy inquiry form's fixed words (spec 2 §2.8 and §8); the e2e tests look for them verbatim. */
export const INQUIRY_SUBJECT_PLACEHOLDER = 'Select inquiry type';
export const INQUIRY_SUCCESS =
  'Your privacy inquiry has been submitted successfully. We will respond within 2 business days.';
export const INQUIRY_FAILURE = 'Failed to submit inquiry. Please try again or contact us directly.';
