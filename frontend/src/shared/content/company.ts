/** Who runs Uniform, for the footer and the legal pages. */
export const COMPANY = 'Uniform Style LLC';
export const COMPANY_JURISDICTION = 'the Commonwealth of Virginia, United States';
export const LEGAL_EMAIL = 'legal@uniform.style';
export const PRIVACY_EMAIL = 'privacy@uniform.style';
