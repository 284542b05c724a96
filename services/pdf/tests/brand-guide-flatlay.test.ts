import {
  capsuleFlatLay,
  EVENT_LOOK_KEYS,
  flatLayAlt,
  flatLayDataUrl,
  lookFlatLay,
} from '@uniform/style-engine';
import { brandGuideContent } from '../src/domain/brand-guide-content';
import { brandGuideBody, esc } from '../src/domain/brand-guide-document';
import { founderAnalysis } from './support/pdf-context';

/** The guide shows the dashboard's pictures: the capsule's and each look's flat-lay, with their alt text. */
describe('The brand guide’s flat-lays', () => {
  test('When the guide is laid out, then its uniform page holds the capsule flat-lay as a data-URL image with the capsule’s alt text', () => {
    const analysis = founderAnalysis();
    const { pieces } = brandGuideContent({ analysis });
    const capsule = capsuleFlatLay(analysis, pieces, { columns: pieces.length })!;
    const html = brandGuideBody({ analysis });

    const image = `<img class="flatlay capsule" src="${esc(flatLayDataUrl(capsule))}" alt="${esc(flatLayAlt(capsule))}">`;
    expect(html).toContain(image);
    expect(flatLayAlt(capsule)).toMatch(/^Flat-lay of your 12-piece capsule\. /);
    for (const piece of analysis.uniformPieces!) expect(flatLayAlt(capsule)).toContain(piece.name);
    // The picture sits on the uniform page, above its price table.
    const uniformPage = html.slice(html.indexOf('The uniform'), html.indexOf('Looks and rules'));
    expect(uniformPage.indexOf(image)).toBeGreaterThan(-1);
    expect(uniformPage.indexOf(image)).toBeLessThan(uniformPage.indexOf('<table>'));
  });

  test('When the analysis has event looks, then each look card holds its own flat-lay', () => {
    const analysis = founderAnalysis();
    const html = brandGuideBody({ analysis });
    const looks = EVENT_LOOK_KEYS.filter((key) => analysis.eventLooks[key].trim());
    expect(looks.length).toBeGreaterThan(0);
    for (const key of looks) {
      const flatLay = lookFlatLay(analysis, key)!;
      expect(html).toContain(
        `<img class="flatlay" src="${esc(flatLayDataUrl(flatLay))}" alt="${esc(flatLayAlt(flatLay))}">`,
      );
    }
    expect(html.match(/<img class="flatlay"/g)).toHaveLength(looks.length);
  });

  test('When the analysis has no palette to draw in, then the guide has no flat-lay and nothing broken in its place', () => {
    const analysis = founderAnalysis();
    const bare = {
      ...analysis,
      colorAnalysis: { ...analysis.colorAnalysis, recommendedColors: [], neutrals: [] },
    };
    const content = brandGuideContent({ analysis: bare });
    expect(content.capsuleImage).toBeUndefined();
    expect(content.eventLooks.every((entry) => entry.image === undefined)).toBe(true);
    expect(brandGuideBody({ analysis: bare })).not.toContain('<img');
  });
});
