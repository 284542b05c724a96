import { useGetupPersonalization } from '../../getup';

/**
 * Every analysis reaches the dashboard (onboarding ends here; a profile loaded at sign-in shows here):
 * a Getup subscription made in this browser becomes personal from it. A component of its own so the
 * Getup code loads after the first screen.
 */
export function GetupPersonalization() {
  useGetupPersonalization();
  return null;
}
