import type { Analysis, ColorSwatch, PersonalBrand } from '@uniform/contracts';

/** Small readings of the analysis the dashboard shows in several places. */

/** A short stable hash of the whole analysis, for cache keys (djb2 over its JSON). */
export function analysisFingerprint(analysis: Analysis): string {
  const text = JSON.stringify(analysis);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** The header's line: the brand summary up to the end of its first sentence. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(trimmed);
  return match ? match[0] : trimmed;
}

/**
 * Brand colours (spec 2 §2.1): primary from the foundation (or primary) colours, secondary from
 * the statement (or accent) colours, else the first and second recommended colours.
 */
export function brandColours(analysis: Analysis): { primary?: ColorSwatch; secondary?: ColorSwatch } {
  const colours = analysis.colorAnalysis.recommendedColors;
  const byCategory = (...categories: string[]) =>
    colours.find((colour) => categories.includes(colour.category));
  return {
    primary: byCategory('foundation', 'primary') ?? colours[0],
    secondary: byCategory('statement', 'accent') ?? colours[1],
  };
}

/** The value proposition of the insights card, written from the profile and the brand. */
export function valueProposition(analysis: Analysis, brand?: Partial<PersonalBrand>): string {
  const { occupation, industry, whatBuilding } = analysis.personalityProfile;
  const who = occupation ? `a ${occupation}` : 'a professional';
  const where = industry ? ` in ${industry}` : '';
  const building = whatBuilding ? ` building ${whatBuilding.replace(/[.\s]+$/, '')}` : '';
  const words = (brand?.brandWords ?? analysis.styleLanguage.join(', '))
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 3);
  const signal = words.length ? ` whose presence reads as ${words.join(', ')}` : '';
  return `You are ${who}${where}${building}${signal}: ${analysis.styleArchetype} dressed with intent, so people trust the work before you say a word.`;
}

/** The style icons to reference: the analysis's list, else its own icon. */
export function referenceIcons(analysis: Analysis): { name: string; description?: string }[] {
  const list = analysis.referenceIcons?.length ? analysis.referenceIcons : [analysis.styleIcon];
  return list
    .map((icon) => (typeof icon === 'string' ? { name: icon } : icon))
    .filter((icon) => icon.name.trim());
}

/** Platform cues as "platform: cue" lines (they may be an object or text, spec 2 §3). */
export function platformCuesText(cues: Analysis['platformCues']): string {
  if (!cues) return '';
  if (typeof cues === 'string') return cues;
  return Object.entries(cues)
    .map(([platform, cue]) => `${platform}: ${cue}`)
    .join('\n');
}
