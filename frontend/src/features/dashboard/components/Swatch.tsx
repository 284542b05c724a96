/** The colour chip moved to shared code (the chat's garment check uses it too); kept here for the tabs that import it. */
export { Swatch } from '../../../shared/colour/Swatch';
