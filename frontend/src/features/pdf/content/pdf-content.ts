/** Spec 2 §8: the texts a failed download shows. */
export const PDF_FAILED_MESSAGE = 'Failed to generate PDF';
export const PDF_EMPTY_MESSAGE = 'Generated PDF is empty';
