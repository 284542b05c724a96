/**
 * The label under an answer that Uniform's own engine wrote rather than a model: in plain words
 * who wrote it, not a feature that is missing (issue 19 item 8). One label for every page.
 */
export const OWN_ENGINE_LABEL = "Written by Uniform's own engine";
