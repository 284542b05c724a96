import { INITIAL_WIZARD, restoreWizard, type WizardState } from './wizard';

/**
 * The conversation in progress lives in this tab only (sessionStorage; the free tier keeps nothing
 * on our servers), so a reload does not lose twenty answers. Restart clears it.
 */
export const MANIFESTO_STORAGE_KEY = 'uniform.manifesto.v1';

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadWizard(): WizardState {
  try {
    return restoreWizard(session()?.getItem(MANIFESTO_STORAGE_KEY) ?? null);
  } catch {
    return INITIAL_WIZARD;
  }
}

export function saveWizard(state: WizardState): void {
  try {
    if (state.phase === 'intro') session()?.removeItem(MANIFESTO_STORAGE_KEY);
    else session()?.setItem(MANIFESTO_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the conversation still lives for this page.
  }
}
